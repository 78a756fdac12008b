// Staff sub-account of a company (collection accounts), listed by name; its fields are its access right.
// The document id is the staff member's Firebase user id. Its QR-login secret lives apart, in accountKeys.
import { accessRightProperties, type AccessRight } from "./accessRight";
import { dateTimeSchema, idSchema, objectSchema, type IsoDateTime } from "./common";

export interface AccountData extends AccessRight {
  companyId: string;
  /**
   * The current login session of the QR code (server-owned, random): the `session` claim of every token the
   * code's exchange gives out. A new code changes it, which ends every session made with the old one.
   */
  session?: string;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}
export const accountSchema = objectSchema(
  { companyId: idSchema, ...accessRightProperties, session: { type: "string", minLength: 1, maxLength: 200 }, createdAt: dateTimeSchema, updatedAt: dateTimeSchema },
  ["companyId", "name", "permissions"],
);

/**
 * The durable QR-login secret of an account (collection accountKeys, keyed by the account id): written by the
 * server only; the owner and staff with `accounts` read it to show the code again.
 */
export interface AccountKeyData {
  companyId: string;
  /** 24 random bytes as 32 base64url characters. */
  secret: string;
}
