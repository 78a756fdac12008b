// Automatic translation (spec §1): which texts of a saved catalogue document are translated, from which
// language into which. Pure, so the trigger (functions/src/translation) and its tests share one rule:
// - only when the company turned automatic translation on;
// - a text that changed in a language (or was created) is the source; the default language wins when
//   several changed, then the first in LANGUAGES order;
// - into every other enabled language that is still empty: a human's text is never overwritten;
// - never into or from Catalan.
// A page's or story's content is HTML: its translation is read back into the editor's document and rendered
// by the server's renderer before it is stored (storedTranslation), so the markup is kept and nothing a
// translation service answers can add any other.
import { CONTENT_LIMITS } from "../api/content";
import { rerenderRichTextHtml } from "../content/fromHtml";
import type { I18nSettings } from "../entities/companySettings";
import { enabledLanguages } from "../entities/companySettings";
import { LANGUAGES, type LanguageCode, type LocalizedText } from "../languages";

/** Catalan is never translated automatically, neither as source nor as target (spec §1). */
export const NOT_AUTO_TRANSLATED: readonly LanguageCode[] = ["ca"];

/** The collections whose texts are translated automatically: the catalogue's, pages and stories. */
export const AUTO_TRANSLATED_COLLECTIONS = ["products", "categories", "tags", "courses", "pages", "stories"] as const;
export type AutoTranslatedCollection = (typeof AUTO_TRANSLATED_COLLECTIONS)[number];

/**
 * The translated texts of a document by path: "name", "description" and, for a product's addons,
 * "addons.<addonId>.name" (by id, so that a reordered addon list keeps its texts apart); a page's or
 * story's "title" and "content" (its rendered HTML).
 */
export type TranslatableTexts = Record<string, LocalizedText>;

export interface TranslationTask {
  path: string;
  source: LanguageCode;
  text: string;
  targets: LanguageCode[];
}

function isText(value: unknown): value is LocalizedText {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const filled = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** The texts automatic translation looks at in a stored document of `collection` (absent document: none). */
export function translatableTexts(collection: AutoTranslatedCollection, data: Record<string, unknown> | null | undefined): TranslatableTexts {
  const texts: TranslatableTexts = {};
  if (!data) return texts;
  if (collection === "pages" || collection === "stories") {
    if (isText(data.title)) texts.title = data.title;
    if (isText(data.content)) texts.content = data.content;
    return texts;
  }
  if (isText(data.name)) texts.name = data.name;
  if (collection !== "products") return texts;
  if (isText(data.description)) texts.description = data.description;
  if (Array.isArray(data.addons)) {
    for (const addon of data.addons as unknown[]) {
      const { id, name } = (addon ?? {}) as { id?: unknown; name?: unknown };
      if (typeof id === "string" && id && isText(name)) texts[`addons.${id}.name`] = name;
    }
  }
  return texts;
}

/** The languages automatic translation may write into: the enabled ones without Catalan. */
export function autoTranslationTargets(i18n: I18nSettings | null | undefined): LanguageCode[] {
  return enabledLanguages(i18n).filter((l) => !NOT_AUTO_TRANSLATED.includes(l));
}

/**
 * What to translate after a write that turned `before` (null: created) into `after`; [] when automatic
 * translation is off or nothing new was written. Each task names one source text and its empty targets.
 */
export function planTranslations(before: TranslatableTexts | null, after: TranslatableTexts, i18n: I18nSettings | null | undefined): TranslationTask[] {
  if (!i18n?.enableAutomaticTranslation) return [];
  const allowed = autoTranslationTargets(i18n);
  const tasks: TranslationTask[] = [];
  for (const [path, text] of Object.entries(after)) {
    const previous = before?.[path] ?? {};
    const changed = LANGUAGES.filter((l) => !NOT_AUTO_TRANSLATED.includes(l) && filled(text[l]) && text[l] !== previous[l]);
    if (changed.length === 0) continue;
    const source = changed.includes(i18n.defaultLanguage) ? i18n.defaultLanguage : changed[0]!;
    const targets = allowed.filter((l) => l !== source && !filled(text[l]));
    if (targets.length > 0) tasks.push({ path, source, text: text[source]!, targets });
  }
  return tasks;
}

/** One machine translation of a task's text. */
export interface TranslationResult {
  path: string;
  source: LanguageCode;
  text: string;
  target: LanguageCode;
  translated: string;
}

/** Whether a text goes to the service as HTML (its markup kept) rather than as plain text. */
export const looksLikeHtml = (text: string): boolean => /<\/?[a-z][\s\S]*>/i.test(text);

const isRichContent = (collection: AutoTranslatedCollection, path: string): boolean => (collection === "pages" || collection === "stories") && path === "content";

/**
 * A machine translation as it may be stored: a page's or story's content is read back into the editor's
 * document and rendered by the server (only the allow-list's markup survives; "" when no text is left, which
 * is then not written); every other text as the service answered it.
 */
export function storedTranslation(collection: AutoTranslatedCollection, path: string, translated: string): string {
  return isRichContent(collection, path) ? (rerenderRichTextHtml(translated) ?? "") : translated;
}

/** The UTF-8 length of a text (shared code has no TextEncoder nor Buffer in its types). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * New texts (from applicableTranslations) without those a document may not store: a page's or story's content
 * whose languages together would pass CONTENT_LIMITS.storedBytes (the save's own limit) is left untranslated.
 */
export function withinStoredLimits(collection: AutoTranslatedCollection, texts: TranslatableTexts): TranslatableTexts {
  const content = texts.content;
  if (!content || !isRichContent(collection, "content")) return texts;
  const bytes = Object.values(content).reduce((sum, html) => sum + (typeof html === "string" ? utf8Bytes(html) : 0), 0);
  if (bytes <= CONTENT_LIMITS.storedBytes) return texts;
  const rest = { ...texts };
  delete rest.content;
  return rest;
}

/**
 * The translations that may still be written into the current texts: the source text is unchanged (a human
 * did not edit it meanwhile) and the target is still empty (a human did not fill it meanwhile). Answers the
 * new texts by path, each the whole language map with the translations added; {} when nothing is left.
 */
export function applicableTranslations(current: TranslatableTexts, results: readonly TranslationResult[]): TranslatableTexts {
  const out: TranslatableTexts = {};
  for (const result of results) {
    const text = out[result.path] ?? current[result.path];
    if (!text || text[result.source] !== result.text || filled(text[result.target]) || !filled(result.translated)) continue;
    out[result.path] = { ...text, [result.target]: result.translated };
  }
  return out;
}

/**
 * The document fields to update for new texts (from applicableTranslations): "name" and "description" as
 * maps; a product's addons as the whole list with the translated names put into their addons.
 */
export function translationUpdate(data: Record<string, unknown>, texts: TranslatableTexts): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  let addons: unknown[] | null = null;
  for (const [path, text] of Object.entries(texts)) {
    const addon = /^addons\.(.+)\.name$/.exec(path);
    if (!addon) {
      update[path] = text;
      continue;
    }
    addons ??= Array.isArray(data.addons) ? [...(data.addons as unknown[])] : [];
    const index = addons.findIndex((a) => (a as { id?: unknown } | null)?.id === addon[1]);
    if (index >= 0) addons[index] = { ...(addons[index] as object), name: text };
  }
  if (addons) update.addons = addons;
  return update;
}
