// The customers' CSV in the admin: the column texts in the user's language (shared/src/customers/csv.ts
// writes and reads the file), the download, and the parsing of a chosen file with papaparse, loaded only
// when a file is imported.
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { CUSTOMER_CSV_COLUMNS, customerCsv, type Customer, type CustomerCsvColumn, type CustomerCsvTexts } from "@comanda/shared";
import { saveFile } from "../data/saveFile";
import { customerCsvMessages as m } from "./messages";

/** The CSV's headers, yes/no and address types in the user's language. */
export function useCustomerCsvTexts(): CustomerCsvTexts {
  const intl = useIntl();
  return useMemo(() => {
    const headers = {} as Record<CustomerCsvColumn, string>;
    for (const column of CUSTOMER_CSV_COLUMNS) headers[column] = intl.formatMessage(m[column]);
    return { headers, yes: intl.formatMessage(m.yes), no: intl.formatMessage(m.no), addressTypes: { private: intl.formatMessage(m.private), company: intl.formatMessage(m.company) } };
  }, [intl]);
}

/** Saves the customers as customers-YYYY-MM-DD.csv (formula-like cells neutralised by the shared writer). */
export function downloadCustomersCsv(customers: readonly Customer[], texts: CustomerCsvTexts, today: string): void {
  saveFile(new Blob([customerCsv(customers, texts)], { type: "text/csv;charset=utf-8" }), `customers-${today}.csv`);
}

/**
 * A CSV file as rows of cells (any delimiter papaparse detects); null when it cannot be read. Blank rows are
 * kept (as rows of one empty cell), so each row's place is its number in the file.
 */
export async function parseCsvFile(file: File): Promise<string[][] | null> {
  const { default: Papa } = await import("papaparse");
  return new Promise((resolve) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: false,
      complete: (result) => {
        if (!Array.isArray(result.data)) return resolve(null);
        const rows = result.data.map((row) => row.map((cell) => String(cell ?? "")));
        // A byte-order mark (our own download has one) is not part of the first header.
        if (rows[0]?.[0] !== undefined) rows[0][0] = rows[0][0].replace(/^\uFEFF/, "");
        resolve(rows);
      },
      error: () => resolve(null),
    });
  });
}
