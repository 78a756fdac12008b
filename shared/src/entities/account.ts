// Staff sub-account of a company (collection accounts), listed by name; its fields are its access right.
import { accessRightProperties, type AccessRight } from "./accessRight";
import { idSchema, objectSchema } from "./common";

export interface AccountData extends AccessRight {
  companyId: string;
}
export const accountSchema = objectSchema({ companyId: idSchema, ...accessRightProperties }, ["companyId", "name", "permissions"]);
