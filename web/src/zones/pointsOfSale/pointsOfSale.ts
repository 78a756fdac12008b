// The points-of-sale panel's rules, kept pure for tests: the zone request a change sends, the modal's
// values, the new list after adding, editing or deleting, the server's field errors seen from the modal,
// search and the PNG file name.
import {
  localized,
  numberedPointOfSaleNames,
  zoneSchema,
  type FieldErrors,
  type LanguageCode,
  type LocalizedText,
  type PointOfSale,
  type PointOfSaleRequest,
  type Zone,
  type ZoneRequest,
} from "@comanda/shared";

/** Zone fields the request may carry: the schema's, minus what the server takes from the stored zone. */
const REQUEST_FIELDS = Object.keys(zoneSchema.properties as Record<string, unknown>).filter((f) => f !== "companyId" && f !== "sortOrder" && f !== "pointsOfSale");
const POINT_OF_SALE_FIELDS = ["id", "name", "description", "internalDescription", "qrCode", "isDefault"] as const;

/** A stored point of sale as the request sends it back: only the fields a point of sale knows. */
function asRequest(pos: PointOfSaleRequest): PointOfSaleRequest {
  const out: Record<string, unknown> = {};
  for (const field of POINT_OF_SALE_FIELDS) if (pos[field] !== undefined) out[field] = pos[field];
  return out as unknown as PointOfSaleRequest;
}

/** The full zone body of POST /api/zones/:id: the stored zone with a new points-of-sale list. */
export function zoneRequestWith(zone: Zone, pointsOfSale: readonly PointOfSaleRequest[]): ZoneRequest {
  const stored = zone as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of REQUEST_FIELDS) if (stored[field] !== undefined) out[field] = stored[field];
  out.pointsOfSale = pointsOfSale.map(asRequest);
  return out as unknown as ZoneRequest;
}

export interface PointOfSaleFormValues {
  /** The name per language (TranslatedField) instead of one plain name. */
  translate: boolean;
  plainName: string;
  localizedName: LocalizedText;
  description: string;
  internalDescription: string;
  isDefault: boolean;
  /** Only when adding: how many to create at once (1…200). */
  quantity: number | null;
}

/**
 * The modal's starting values: a point of sale's, or a new one's, named `proposed` when given (the next
 * free name, see nextPointOfSaleName).
 */
export function formValuesOf(pos: PointOfSale | null, defaultLanguage: LanguageCode, proposed: PointOfSale["name"] | null = null): PointOfSaleFormValues {
  const name = pos?.name ?? proposed ?? "";
  const translate = typeof name !== "string";
  return {
    translate,
    plainName: typeof name === "string" ? name : localized(name, defaultLanguage),
    localizedName: typeof name === "string" ? (name ? { [defaultLanguage]: name } : {}) : { ...name },
    description: pos?.description ?? "",
    internalDescription: pos?.internalDescription ?? "",
    isDefault: pos?.isDefault === true,
    quantity: 1,
  };
}

/** The name the values hold: a trimmed plain name, or the non-empty languages of the map. */
export function nameOf(values: PointOfSaleFormValues): string | LocalizedText {
  if (!values.translate) return (values.plainName ?? "").trim();
  const entries = Object.entries(values.localizedName ?? {}).map(([language, text]) => [language, (text ?? "").trim()] as const);
  return Object.fromEntries(entries.filter(([, text]) => text !== "")) as LocalizedText;
}

function details(values: PointOfSaleFormValues): Pick<PointOfSaleRequest, "description" | "internalDescription" | "isDefault"> {
  const description = (values.description ?? "").trim();
  const internalDescription = (values.internalDescription ?? "").trim();
  return { ...(description ? { description } : {}), ...(internalDescription ? { internalDescription } : {}), isDefault: values.isDefault === true };
}

export interface ListChange {
  pointsOfSale: PointOfSaleRequest[];
  /** Indexes in `pointsOfSale` of the points of sale the modal wrote (their field errors belong to it). */
  changed: number[];
}

/** A zone has one default point of sale at most: setting it on one clears it on the others. */
function withSingleDefault(list: PointOfSaleRequest[], keep: number): PointOfSaleRequest[] {
  return list.map((pos, i) => (i !== keep && pos.isDefault ? { ...pos, isDefault: false } : pos));
}

/** The list after adding `quantity` points of sale (numbered when several, spec §5); the first takes the default flag. */
export function addPointsOfSale(existing: readonly PointOfSale[], values: PointOfSaleFormValues): ListChange {
  const names = numberedPointOfSaleNames(nameOf(values), values.quantity ?? 1, existing.map((p) => p.name));
  const { isDefault, ...rest } = details(values);
  const added: PointOfSaleRequest[] = names.map((name, i) => ({ name, ...rest, isDefault: isDefault && i === 0 }));
  const list: PointOfSaleRequest[] = [...existing, ...added];
  const changed = added.map((_, i) => existing.length + i);
  return { pointsOfSale: isDefault ? withSingleDefault(list, existing.length) : list, changed };
}

/** The list with one point of sale's name and details replaced (id, QR code kept). */
export function editPointOfSale(existing: readonly PointOfSale[], id: string, values: PointOfSaleFormValues): ListChange {
  const at = existing.findIndex((p) => p.id === id);
  if (at < 0) return { pointsOfSale: [...existing], changed: [] };
  const { description: _d, internalDescription: _i, isDefault: _f, ...kept } = existing[at]!;
  const list: PointOfSaleRequest[] = existing.map((pos, i) => (i === at ? { ...kept, name: nameOf(values), ...details(values) } : pos));
  return { pointsOfSale: values.isDefault ? withSingleDefault(list, at) : list, changed: [at] };
}

export function deletePointOfSale(existing: readonly PointOfSale[], id: string): PointOfSaleRequest[] {
  return existing.filter((p) => p.id !== id);
}

/**
 * The server's field errors as the modal names them: "pointsOfSale.3.name.en" → "localizedName.en",
 * "pointsOfSale.3.description" → "description" for the points of sale the modal wrote; everything else
 * (another point of sale, the zone, point-of-sale-id-taken on ".id") keeps its path and shows above the form.
 */
export function modalFieldErrors(fields: FieldErrors, changed: readonly number[], translate: boolean): FieldErrors {
  const out: FieldErrors = {};
  const add = (path: string, codes: readonly string[]) => (out[path] = [...new Set([...(out[path] ?? []), ...codes])]);
  for (const [path, codes] of Object.entries(fields)) {
    const match = /^pointsOfSale\.(\d+)(?:\.(.*))?$/.exec(path);
    const index = match ? Number(match[1]) : -1;
    const rest = match?.[2] ?? "";
    if (!match || !changed.includes(index)) add(path, codes);
    else if (rest === "name" || rest.startsWith("name.")) add(translate ? (rest === "name" ? "localizedName" : `localizedName${rest.slice(4)}`) : "plainName", codes);
    else if (rest === "description" || rest === "internalDescription" || rest === "isDefault") add(rest, codes);
    else add(path, codes);
  }
  return out;
}

/** The point of sale's name in the user's language (any language as a fallback). */
export function displayName(pos: Pick<PointOfSale, "name">, language: LanguageCode): string {
  return localized(pos.name, language);
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Points of sale whose name (any language), description or internal description contains every word of the query. */
export function searchPointsOfSale<P extends PointOfSale>(list: readonly P[], query: string): readonly P[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((pos) => {
    const names = typeof pos.name === "string" ? [pos.name] : Object.values(pos.name);
    const haystack = fold([...names, pos.description ?? "", pos.internalDescription ?? ""].join(" \u0000 "));
    return words.every((w) => haystack.includes(w));
  });
}

/** A file name for a point of sale's QR code: its name without characters file systems refuse. */
export function qrFileName(name: string): string {
  const printable = Array.from(name, (c) => (c.charCodeAt(0) < 32 ? "-" : c)).join("");
  const safe = printable.replace(/[\\/:*?"<>|]+/g, "-").replace(/-{2,}/g, "-").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  return `${safe || "qr-code"}.png`;
}
