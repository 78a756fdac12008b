// POST /api/pointsofsales.csv: the points of sale as a spreadsheet (zone, name, id, descriptions,
// default flag, QR address), every cell a spreadsheet could run as a formula neutralised.
import type { PointsOfSaleDocumentRequest } from "@comanda/shared";
import Papa from "papaparse";
import type { AppDeps } from "../deps";
import { neutraliseCell } from "../orders/exportRows";
import { fileNamePart, readPointsOfSale, type PointsOfSaleList } from "./pointsOfSale";
import { POINTS_OF_SALE_TEXTS } from "./texts";

export interface PointsOfSaleFile<T> {
  body: T;
  fileName: string;
}

/** The CSV text of a list (header row in the list's language), without the byte-order mark. */
export function pointsOfSaleCsvText(list: PointsOfSaleList): string {
  const texts = POINTS_OF_SALE_TEXTS[list.language];
  const rows = list.entries.map((e) =>
    [
      e.zoneName,
      e.name,
      e.pointOfSale.id,
      e.pointOfSale.description ?? "",
      e.pointOfSale.internalDescription ?? "",
      e.pointOfSale.isDefault === true ? texts.yes : texts.no,
      e.address,
    ].map(neutraliseCell),
  );
  return Papa.unparse({ fields: texts.csvHeader.map(neutraliseCell), data: rows }, { newline: "\r\n" });
}

export async function pointsOfSaleCsv(deps: Pick<AppDeps, "db" | "config">, companyId: string, request: PointsOfSaleDocumentRequest): Promise<PointsOfSaleFile<string>> {
  const list = await readPointsOfSale(deps, companyId, request);
  // A byte-order mark so that spreadsheet programs read the UTF-8 right, as the orders export does.
  return { body: `\uFEFF${pointsOfSaleCsvText(list)}`, fileName: `points-of-sale-${fileNamePart(list)}.csv` };
}
