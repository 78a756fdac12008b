// The language of a mail: the one the client asked for, else the request's Accept-Language, else en.
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type LanguageCode } from "@comanda/shared";

/** Language tags of an Accept-Language header, best first ("fr-CH, fr;q=0.9, en;q=0.8" → fr-CH, fr, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export function mailLanguage(requested: unknown, acceptLanguage: string | undefined): LanguageCode {
  if (isLanguage(requested)) return requested;
  const tags = acceptedLanguages(acceptLanguage);
  return tags.length > 0 ? pickLanguage(tags) : DEFAULT_LANGUAGE;
}
