// Names of points of sale added several at once (spec §5): the typed name, a space and an index from 1
// ('Table 1', 'Table 2', …), continuing after the highest index the zone already uses for that name.
import type { LanguageCode, LocalizedText } from "../languages";

/** How many points of sale the add dialog creates at once, at most. */
export const MAX_POINTS_OF_SALE_AT_ONCE = 200;

export type PointOfSaleName = string | LocalizedText;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The texts existing names have in a language (null: in any language); a plain name counts in every language. */
function textsIn(names: readonly PointOfSaleName[], language: LanguageCode | null): string[] {
  return names.flatMap((name) => (typeof name === "string" ? [name] : language ? [name[language] ?? ""] : Object.values(name))).filter((t): t is string => !!t);
}

/** The highest n of "<base> n" among the texts (case and surrounding spaces ignored); 0 when none. */
export function highestIndex(base: string, existing: readonly string[]): number {
  const pattern = new RegExp(`^${escapeRegExp(base.trim())}\\s+(\\d{1,6})$`, "iu");
  let highest = 0;
  for (const text of existing) {
    const match = pattern.exec(text.trim());
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest;
}

/** "Terrace 9" → { base: "Terrace", index: 9 }; null for a name without a trailing number. */
function splitIndex(text: string): { base: string; index: number } | null {
  const match = /^(.*\S)\s+(\d{1,6})$/u.exec(text.trim());
  return match ? { base: match[1]!, index: Number(match[2]) } : null;
}

/** Each language's text split into base and index, when every one of them ends in the same number. */
function sameIndex(entries: ReadonlyArray<readonly [LanguageCode | null, string]>): { index: number; bases: Array<[LanguageCode | null, string]> } | null {
  const split = entries.map(([language, text]) => [language, splitIndex(text)] as const);
  const first = split[0]?.[1];
  if (!first || split.some(([, s]) => !s || s.index !== first.index)) return null;
  return { index: first.index, bases: split.map(([language, s]) => [language, s!.base]) };
}

/**
 * The name the add dialog proposes: the last numbered point of sale's name with the next free number
 * ('Terrace 9' after 'Terrace 8', in each of its languages: 'Terrace 9' / 'Terraza 9'); null when no
 * point of sale ends in a number.
 */
export function nextPointOfSaleName(existing: readonly PointOfSaleName[]): PointOfSaleName | null {
  for (let i = existing.length - 1; i >= 0; i--) {
    const name = existing[i]!;
    if (typeof name === "string") {
      const split = splitIndex(name);
      if (split) return `${split.base} ${highestIndex(split.base, textsIn(existing, null)) + 1}`;
      continue;
    }
    const entries = (Object.entries(name) as [LanguageCode, string | undefined][]).filter((e): e is [LanguageCode, string] => !!e[1]?.trim());
    const split = entries.map(([language, text]) => [language, splitIndex(text)] as const).filter((e) => e[1] !== null);
    if (split.length === 0) continue;
    const next = Math.max(...split.map(([language, s]) => highestIndex(s!.base, textsIn(existing, language)))) + 1;
    return Object.fromEntries(split.map(([language, s]) => [language, `${s!.base} ${next}`])) as LocalizedText;
  }
  return null;
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.min(MAX_POINTS_OF_SALE_AT_ONCE, Math.trunc(quantity)));
}

/**
 * The names of `quantity` new points of sale called `name` in a zone whose points of sale are named
 * `existing`. One point of sale keeps the name as typed; several get " 1", " 2", … or, when the zone
 * already has "Table 1"…"Table 8", " 9", " 10", …. A name per language numbers every language with the
 * same index (Table 9 / Mesa 9), taken after the highest index used in any of its languages.
 * The quantity is brought into 1…MAX_POINTS_OF_SALE_AT_ONCE.
 */
export function numberedPointOfSaleNames(name: string, quantity: number, existing: readonly PointOfSaleName[]): string[];
export function numberedPointOfSaleNames(name: LocalizedText, quantity: number, existing: readonly PointOfSaleName[]): LocalizedText[];
export function numberedPointOfSaleNames(name: PointOfSaleName, quantity: number, existing: readonly PointOfSaleName[]): PointOfSaleName[];
export function numberedPointOfSaleNames(name: PointOfSaleName, quantity: number, existing: readonly PointOfSaleName[]): PointOfSaleName[] {
  const count = clampQuantity(quantity);
  if (typeof name === "string") {
    const base = name.trim();
    if (count === 1) return [base];
    // The proposed next name ("Terrace 9" after "Terrace 8") added several times goes on: 9, 10, 11.
    const next = sameIndex([[null, base]]);
    if (next && next.index === highestIndex(next.bases[0]![1], textsIn(existing, null)) + 1) {
      return Array.from({ length: count }, (_, i) => `${next.bases[0]![1]} ${next.index + i}`);
    }
    const start = highestIndex(base, textsIn(existing, null)) + 1;
    return Array.from({ length: count }, (_, i) => `${base} ${start + i}`);
  }
  const entries = (Object.entries(name) as [LanguageCode, string | undefined][])
    .map(([language, text]) => [language, (text ?? "").trim()] as const)
    .filter(([, text]) => text !== "");
  if (count === 1) return [Object.fromEntries(entries) as LocalizedText];
  const next = sameIndex(entries);
  if (next && next.index === Math.max(0, ...next.bases.map(([language, base]) => highestIndex(base, textsIn(existing, language)))) + 1) {
    return Array.from({ length: count }, (_, i) => Object.fromEntries(next.bases.map(([language, base]) => [language, `${base} ${next.index + i}`])) as LocalizedText);
  }
  const start = Math.max(0, ...entries.map(([language, text]) => highestIndex(text, textsIn(existing, language)))) + 1;
  return Array.from({ length: count }, (_, i) => Object.fromEntries(entries.map(([language, text]) => [language, `${text} ${start + i}`])) as LocalizedText);
}
