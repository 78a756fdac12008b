// Bodies and answers of the API access calls of /settings/api (spec §7): switch access on or off, and
// (re)generate the password, which is answered once and never stored in a readable form.
import { booleanSchema, objectSchema } from "../entities/common";
import type { ApiSettingsData } from "../entities/apiSettings";

/**
 * POST /api/api-settings{/:companyId} (owner or permission `settings`): switches integrator access on or
 * off. Turning it on needs an active subscription (spec §1: `subscription-required`); turning it off is
 * always allowed, so that access can be closed after a subscription ends.
 */
export interface SaveApiSettingsRequest {
  enabled: boolean;
}
export const saveApiSettingsSchema = objectSchema({ enabled: booleanSchema }, ["enabled"]);

/**
 * POST /api/api-settings{/:companyId}/regenerate (owner or `settings`, subscribers only): a new password
 * (and the API user, the first time). The old password stops working at once. Empty body.
 */
export const regenerateApiPasswordSchema = objectSchema({}, []);

export interface ApiSettingsAnswer {
  settings: ApiSettingsData;
}

export interface RegeneratedApiPasswordAnswer extends ApiSettingsAnswer {
  /** The new password: shown once, never answered again (only its slow hash is kept). */
  password: string;
}
