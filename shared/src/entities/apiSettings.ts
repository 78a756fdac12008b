// API access settings (companyApiSettings/{companyId}), readable by the owner and staff with `settings`.
// The password is never here: only its slow hash, in a server-only document (functions/src/apiAccess).
// Regenerating the password invalidates the old one at once.
import { booleanSchema, idSchema, nullableDateTimeSchema, objectSchema, type IsoDateTime } from "./common";

export interface ApiSettingsData {
  companyId?: string;
  /** Integrators may call /api/v1 with the credentials (subscribers only, spec §1). */
  enabled: boolean;
  /** The API user (the HTTP Basic user name), given with the first password; null until then. */
  user: string | null;
  /** When the current password was generated; null: none yet. */
  generatedAt: IsoDateTime | null;
}
export const apiSettingsSchema = objectSchema(
  {
    companyId: idSchema,
    enabled: booleanSchema,
    user: { type: ["string", "null"], maxLength: 200 },
    generatedAt: nullableDateTimeSchema,
  },
  ["enabled", "user", "generatedAt"],
);

/** The settings of a company that never opened API access. */
export function defaultApiSettings(companyId?: string): ApiSettingsData {
  return { ...(companyId ? { companyId } : {}), enabled: false, user: null, generatedAt: null };
}
