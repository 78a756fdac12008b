// Company settings saved by the settings screens (opening hours, delivery) through /api: the server runs
// the editors' checks and replaces the screen's fields in companySettings/{companyId} (the security rules
// keep clients off them). Read them with useCompany() / useCompanySettingsDoc.
import {
  addFieldError,
  apiPath,
  type DeliverySettings,
  type DeliverySettingsAnswer,
  type FieldErrors,
  type OpeningHoursSettings,
  type OpeningHoursSettingsAnswer,
} from "@comanda/shared";
import { apiPost, ApiError } from "../data/api";

/** POST /api/settings/openingHours: the caller's company; refusals are ApiError `validation` with field errors. */
export function saveOpeningHoursSettings(settings: OpeningHoursSettings): Promise<OpeningHoursSettingsAnswer> {
  return apiPost<OpeningHoursSettingsAnswer>(apiPath("saveOpeningHoursSettings"), settings);
}

/** POST /api/settings/delivery: the caller's company; refusals are ApiError `validation` with field errors. */
export function saveDeliverySettings(settings: DeliverySettings): Promise<DeliverySettingsAnswer> {
  return apiPost<DeliverySettingsAnswer>(apiPath("saveDeliverySettings"), settings);
}

/**
 * Moves the errors under `prefix` ("openingHours.2.to") onto the field `into` ("openingHours"), the form
 * field that holds the whole list, so that they show under it. Codes are kept once each.
 */
export function foldFieldErrors(fields: FieldErrors, prefix: string, into: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, codes] of Object.entries(fields)) {
    const target = path === prefix || path.startsWith(`${prefix}.`) ? into : path;
    for (const code of codes) addFieldError(out, target, code);
  }
  return out;
}

/** A validation refusal with other field errors (the same status); anything else as it is. */
export function withFields(error: unknown, fields: (given: FieldErrors) => FieldErrors): unknown {
  if (!(error instanceof ApiError) || error.code !== "validation") return error;
  return new ApiError(error.code, error.status, fields(error.fields));
}
