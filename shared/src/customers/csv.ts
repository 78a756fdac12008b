// The customers' CSV: one column set for the download and the import. The download is headed in the user's
// language (the admin passes the texts) and neutralises every cell a spreadsheet could run as a formula; the
// import reads a file parsed by the admin (papaparse, no header mode) headed by the column keys or by the
// texts of any language, and maps each row to a save request with its own errors, row by row.
import { saveCustomerSchema, type SaveCustomerRequest } from "../api/customers";
import { csvText, neutraliseCsvText, type CsvCell } from "../dashboard/csv";
import { ADDRESS_TYPES, type Address, type AddressType } from "../entities/address";
import type { CustomerData } from "../entities/customer";
import { isCountry, type CountryCode } from "../rules/countries";
import { addFieldError, hasFieldErrors, validator, type FieldErrors } from "../validation";
import { customerEmailKey, customerErrors } from "./rules";
import { normaliseSearchText } from "./search";

export const CUSTOMER_CSV_COLUMNS = [
  "name",
  "email",
  "phone",
  "enabled",
  "enableDiscounts",
  "preventAddressChange",
  "internalNote",
  "addressType",
  "companyName",
  "vatId",
  "street",
  "zip",
  "city",
  "country",
] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];

/** Columns an import file must have. */
export const REQUIRED_CUSTOMER_CSV_COLUMNS: readonly CustomerCsvColumn[] = ["name", "email"];
/** The address columns: a row with any of them filled gets one address. */
const ADDRESS_COLUMNS = ["addressType", "companyName", "vatId", "street", "zip", "city", "country"] as const;

export interface CustomerCsvTexts {
  /** The header of each column in the user's language. */
  headers: Record<CustomerCsvColumn, string>;
  /** How yes and no are written, e.g. "Yes" / "No". */
  yes: string;
  no: string;
  /** How each address type is written, e.g. "Private" / "Company". */
  addressTypes: Record<AddressType, string>;
}

/** The download's rows: the header, then one row per customer with its first address. */
export function customerCsvRows(customers: readonly CustomerData[], texts: CustomerCsvTexts): CsvCell[][] {
  const yesNo = (value: boolean | undefined) => (value ? texts.yes : texts.no);
  return [
    CUSTOMER_CSV_COLUMNS.map((column) => neutraliseCsvText(texts.headers[column])),
    ...customers.map((customer) => {
      const address: Partial<Address> = customer.addresses[0] ?? {};
      const values: Record<CustomerCsvColumn, string> = {
        name: customer.name,
        email: customer.email,
        phone: customer.phone ?? "",
        enabled: yesNo(customer.enabled),
        enableDiscounts: yesNo(customer.enableDiscounts),
        preventAddressChange: yesNo(customer.preventAddressChange),
        internalNote: customer.internalNote ?? "",
        addressType: address.type ? texts.addressTypes[address.type] : "",
        companyName: address.companyName ?? "",
        vatId: address.vatId ?? "",
        street: address.street ?? "",
        zip: address.zip ?? "",
        city: address.city ?? "",
        country: address.country ?? "",
      };
      return CUSTOMER_CSV_COLUMNS.map((column) => neutraliseCsvText(values[column]));
    }),
  ];
}

/** The download as text (CRLF, byte-order mark; formula-like cells neutralised). */
export function customerCsv(customers: readonly CustomerData[], texts: CustomerCsvTexts): string {
  return csvText(customerCsvRows(customers, texts));
}

/** A cell as the download wrote it, back: a neutralising apostrophe before = + - @ is taken away again. */
function cellValue(cell: string | undefined): string {
  const value = (cell ?? "").trim();
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
}

/**
 * Which column each header of an import file is: its key ("email") or its text in any of the given
 * languages ("E-Mail", "Correo electrónico"), compared without case or accents; null for a column not known.
 */
export function customerCsvColumnsOf(header: readonly string[], texts: readonly CustomerCsvTexts[]): (CustomerCsvColumn | null)[] {
  const names = new Map<string, CustomerCsvColumn>();
  for (const column of CUSTOMER_CSV_COLUMNS) {
    names.set(normaliseSearchText(column), column);
    for (const t of texts) names.set(normaliseSearchText(t.headers[column]), column);
  }
  const seen = new Set<CustomerCsvColumn>();
  return header.map((text) => {
    const column = names.get(normaliseSearchText(cellValue(text))) ?? null;
    // A column named twice counts once: the first.
    if (column === null || seen.has(column)) return null;
    seen.add(column);
    return column;
  });
}

function yesNoOf(value: string, texts: readonly CustomerCsvTexts[]): boolean | null {
  const v = normaliseSearchText(value);
  if (["1", "true", "yes", "x"].includes(v) || texts.some((t) => normaliseSearchText(t.yes) === v)) return true;
  if (["0", "false", "no"].includes(v) || texts.some((t) => normaliseSearchText(t.no) === v)) return false;
  return null;
}

function addressTypeOf(value: string, texts: readonly CustomerCsvTexts[]): AddressType | null {
  const v = normaliseSearchText(value);
  for (const type of ADDRESS_TYPES) {
    if (v === type || texts.some((t) => normaliseSearchText(t.addressTypes[type]) === v)) return type;
  }
  return null;
}

export interface CustomerImportRow {
  /** The row's number in the file as a spreadsheet or an editor shows it: the header is 1, blank rows count. */
  line: number;
  /** The save request of the row (also when it has errors, to show it in the preview). */
  request: SaveCustomerRequest;
  /** Its errors, keyed by the request's field paths (addresses.0.vatId); `{}` when the row is fine. */
  fields: FieldErrors;
}

/**
 * One data row of an import file (cells in the order of `columns`) as a save request and its errors.
 * Empty cells take the editor's defaults: enabled yes, discounts and a fixed address no. A yes/no cell
 * that is neither, an unknown address type or country, give "invalid-value" at that field.
 */
export function customerImportRow(columns: readonly (CustomerCsvColumn | null)[], cells: readonly string[], texts: readonly CustomerCsvTexts[] = [], line = 2): CustomerImportRow {
  const value = {} as Record<CustomerCsvColumn, string>;
  for (const column of CUSTOMER_CSV_COLUMNS) value[column] = "";
  columns.forEach((column, index) => {
    if (column) value[column] = cellValue(cells[index]);
  });
  const fields: FieldErrors = {};
  const flag = (column: "enabled" | "enableDiscounts" | "preventAddressChange", empty: boolean): boolean => {
    if (value[column] === "") return empty;
    const parsed = yesNoOf(value[column], texts);
    if (parsed === null) addFieldError(fields, column, "invalid-value");
    return parsed ?? empty;
  };
  const request: SaveCustomerRequest = {
    name: value.name,
    email: value.email,
    phone: value.phone === "" ? null : value.phone,
    internalNote: value.internalNote,
    enabled: flag("enabled", true),
    enableDiscounts: flag("enableDiscounts", false),
    preventAddressChange: flag("preventAddressChange", false),
    addresses: [],
  };
  if (ADDRESS_COLUMNS.some((column) => value[column] !== "")) {
    const type = value.addressType === "" ? (value.vatId !== "" || value.companyName !== "" ? "company" : "private") : addressTypeOf(value.addressType, texts);
    if (type === null) addFieldError(fields, "addresses.0.type", "invalid-value");
    const country = value.country.toUpperCase();
    if (!isCountry(country)) addFieldError(fields, "addresses.0.country", value.country === "" ? "required" : "invalid-value");
    request.addresses.push({
      name: value.name,
      street: value.street,
      zip: value.zip,
      city: value.city,
      country: (isCountry(country) ? country : value.country) as CountryCode,
      type: type ?? "private",
      companyName: value.companyName === "" ? null : value.companyName,
      vatId: value.vatId === "" ? null : value.vatId,
    });
  }
  const shape = validator<SaveCustomerRequest>(saveCustomerSchema)(request);
  // An empty name or e-mail is missing, not malformed.
  if (value.name === "") addFieldError(fields, "name", "required");
  if (value.email === "") addFieldError(fields, "email", "required");
  // What was said above is not said again in the schema's words.
  const said = (path: string) => (path === "name" && value.name === "") || (path === "email" && value.email === "") || Object.hasOwn(fields, path);
  if (!shape.ok) for (const [path, codes] of Object.entries(shape.fields)) for (const code of codes) if (!said(path)) addFieldError(fields, path, code);
  for (const [path, codes] of Object.entries(customerErrors(request))) for (const code of codes) addFieldError(fields, path, code);
  return { line, request, fields };
}

export interface CustomerImport {
  rows: CustomerImportRow[];
  /** Required columns the header lacks (then no row is read). */
  missingColumns: CustomerCsvColumn[];
  /** Does any row have an error, or a column lack? Then nothing may be imported. */
  hasErrors: boolean;
}

const blankRow = (cells: readonly string[]) => cells.every((cell) => (cell ?? "").trim() === "");

/**
 * A parsed file (first row the header) as rows to preview and import. Blank rows are skipped but keep their
 * number, so each row is named by its number in the file (the header is 1): pass the table with its blank
 * rows. An e-mail an earlier row of the file has is an error of the later row: "email-duplicate-in-file".
 */
export function customerImport(table: readonly (readonly string[])[], texts: readonly CustomerCsvTexts[] = []): CustomerImport {
  const [header = [], ...data] = table;
  const columns = customerCsvColumnsOf(header, texts);
  const missingColumns = REQUIRED_CUSTOMER_CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missingColumns.length > 0) return { rows: [], missingColumns, hasErrors: true };
  const rows = data.flatMap((cells, index) => (blankRow(cells) ? [] : [customerImportRow(columns, cells, texts, index + 2)]));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = customerEmailKey(row.request.email);
    if (key !== "" && seen.has(key)) addFieldError(row.fields, "email", "email-duplicate-in-file");
    seen.add(key);
  }
  return { rows, missingColumns, hasErrors: rows.length === 0 || rows.some((row) => hasFieldErrors(row.fields)) };
}

/** The errors of an import refused by the server (fields "customers.N.path"), row by row: N → its fields. */
export function importErrorsByRow(fields: FieldErrors): Map<number, FieldErrors> {
  const rows = new Map<number, FieldErrors>();
  for (const [path, codes] of Object.entries(fields)) {
    const match = /^customers\.(\d+)\.(.+)$/.exec(path);
    if (!match) continue;
    const row = Number(match[1]);
    const rowFields = rows.get(row) ?? {};
    for (const code of codes) addFieldError(rowFields, match[2] ?? "_", code);
    rows.set(row, rowFields);
  }
  return rows;
}
