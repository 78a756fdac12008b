// POST /api/orders/export: the caller's company's orders dated in [from, to) as a CSV, oldest first.
import { COLLECTIONS, defaultCompanySettings, hasFieldErrors, type CompanySettingsData, type Order, type OrderData, type OrderExportRequest, type Zone, type ZoneData } from "@comanda/shared";
import type { AppDeps } from "../deps";
import { validationError } from "../http/errors";
import { exportRangeErrors, localDate, ordersCsv } from "./exportRows";

export interface OrdersExport {
  csv: string;
  fileName: string;
}

export async function exportOrders(deps: AppDeps, companyId: string, request: OrderExportRequest): Promise<OrdersExport> {
  const fields = exportRangeErrors(request.from, request.to);
  if (hasFieldErrors(fields)) throw validationError(fields);
  // dateOrdered is stored as UTC ISO text: the bounds must be in the same form to compare as text.
  const from = new Date(request.from).toISOString();
  const to = new Date(request.to).toISOString();
  const { db } = deps;
  const [settingsSnap, zonesSnap, ordersSnap] = await Promise.all([
    db.collection(COLLECTIONS.companySettings).doc(companyId).get(),
    db.collection(COLLECTIONS.zones).where("companyId", "==", companyId).get(),
    db
      .collection(COLLECTIONS.orders)
      .where("companyId", "==", companyId)
      .where("dateOrdered", ">=", from)
      .where("dateOrdered", "<", to)
      .orderBy("dateOrdered", "asc")
      .get(),
  ]);
  const settings: CompanySettingsData = { ...defaultCompanySettings(), ...(settingsSnap.data() as Partial<CompanySettingsData> | undefined) };
  const zones: Zone[] = zonesSnap.docs.map((d) => ({ ...(d.data() as ZoneData), id: d.id }));
  const orders: Order[] = ordersSnap.docs.map((d) => ({ ...(d.data() as OrderData), id: d.id }));
  const timezone = settings.timezone || defaultCompanySettings().timezone;
  const csv = ordersCsv(orders, { timezone, language: request.language ?? settings.i18n?.defaultLanguage ?? "en", zones });
  // A byte-order mark so that spreadsheet programs read the UTF-8 (accents, €) right.
  return { csv: `\uFEFF${csv}`, fileName: `orders-${localDate(from, timezone)}-${localDate(to, timezone)}.csv` };
}
