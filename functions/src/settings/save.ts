// POST /api/settings/openingHours and /api/settings/delivery: the editors' checks on the server, then the
// screen's fields replace the stored ones in companySettings/{companyId} (the rules keep clients off them).
import {
  COLLECTIONS,
  DELIVERY_SETTINGS_FIELDS,
  OPENING_HOURS_SETTINGS_FIELDS,
  deliverySettingsErrors,
  hasFieldErrors,
  openingHoursSettingsErrors,
  storedDeliverySettings,
  type DeliverySettings,
  type DeliverySettingsAnswer,
  type OpeningHoursSettings,
  type OpeningHoursSettingsAnswer,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { validationError } from "../http/errors";

/** Replaces the given top-level fields as a whole (a merge would keep e.g. a closed note's removed languages). */
async function replaceFields(deps: AppDeps, companyId: string, data: Record<string, unknown>, fields: readonly string[]): Promise<void> {
  const ref = deps.db.collection(COLLECTIONS.companySettings).doc(companyId);
  await ref.set({ ...data, companyId }, { mergeFields: [...fields, "companyId"] });
}

function pick<K extends string>(body: Record<K, unknown>, fields: readonly K[]): Record<K, unknown> {
  return Object.fromEntries(fields.map((f) => [f, body[f]])) as Record<K, unknown>;
}

export async function saveOpeningHoursSettings(deps: AppDeps, companyId: string, body: OpeningHoursSettings): Promise<OpeningHoursSettingsAnswer> {
  const fields = openingHoursSettingsErrors(body);
  if (hasFieldErrors(fields)) throw validationError(fields);
  const settings = pick(body, OPENING_HOURS_SETTINGS_FIELDS) as OpeningHoursSettings;
  await replaceFields(deps, companyId, settings, OPENING_HOURS_SETTINGS_FIELDS);
  return { settings };
}

export async function saveDeliverySettings(deps: AppDeps, companyId: string, body: DeliverySettings): Promise<DeliverySettingsAnswer> {
  const fields = deliverySettingsErrors(body);
  if (hasFieldErrors(fields)) throw validationError(fields);
  const settings = storedDeliverySettings(pick(body, DELIVERY_SETTINGS_FIELDS) as DeliverySettings);
  await replaceFields(deps, companyId, settings, DELIVERY_SETTINGS_FIELDS);
  return { settings };
}
