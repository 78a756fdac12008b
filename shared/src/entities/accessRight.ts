// Access right of a staff sub-account (spec §6): what the owner grants in the access-rights editor.
import type { Permission } from "../permissions";
import { PERMISSIONS } from "../permissions";
import { nullableDateTimeSchema, nameSchema, objectSchema, textSchema, type IsoDateTime, type JsonSchema } from "./common";

/** Staff never hold owner: only the company's own user is the owner. */
export type StaffPermission = Exclude<Permission, "owner">;
export const STAFF_PERMISSIONS = PERMISSIONS.filter((p): p is StaffPermission => p !== "owner");

export interface AccessRight {
  name: string;
  note?: string;
  permissions: StaffPermission[];
  /** The staff member may log in by scanning a QR code; deleting the code ends the access. */
  qrCodeLogin?: boolean;
  lastLogin?: IsoDateTime | null;
  lastActivity?: IsoDateTime | null;
}

export const staffPermissionsSchema: JsonSchema = { type: "array", items: { type: "string", enum: [...STAFF_PERMISSIONS] }, uniqueItems: true };

export const accessRightProperties: Record<string, JsonSchema> = {
  name: nameSchema,
  note: textSchema,
  permissions: staffPermissionsSchema,
  qrCodeLogin: { type: "boolean" },
  lastLogin: nullableDateTimeSchema,
  lastActivity: nullableDateTimeSchema,
};
export const accessRightSchema = objectSchema(accessRightProperties, ["name", "permissions"]);
