// Which pages and stories (blog posts) a customer sees in a zone (spec §3 Zone, Customer): the zone's rule
// (all, only the selected, all except the selected; unset = all), unless the customer has a list of their own.
import type { ContentEntryData } from "../entities/story";
import type { VisibilityRule, ZoneData } from "../entities/zone";
import { localized, type LanguageCode } from "../languages";

/** Whether `id` passes a zone's visibility rule; an unset or unknown rule shows everything. */
export function shownByRule(rule: VisibilityRule | null | undefined, config: readonly string[] | null | undefined, id: string): boolean {
  const selected = config ?? [];
  if (rule === "onlySelected") return selected.includes(id);
  if (rule === "allExceptSelected") return !selected.includes(id);
  return true;
}

export type ZoneContentKind = "pages" | "stories";

type ZoneContentRules = Partial<Pick<ZoneData, "pagesVisibilityRule" | "pagesVisibilityConfig" | "storiesVisibilityRule" | "storiesVisibilityConfig">>;

/**
 * Whether an entry shows: a customer's own list (displayedPages / displayedStories, when not null) names
 * exactly what they see; otherwise the zone's rule decides.
 */
export function contentShown(kind: ZoneContentKind, id: string, zone: ZoneContentRules, customerList?: readonly string[] | null): boolean {
  if (customerList) return customerList.includes(id);
  return kind === "pages" ? shownByRule(zone.pagesVisibilityRule, zone.pagesVisibilityConfig, id) : shownByRule(zone.storiesVisibilityRule, zone.storiesVisibilityConfig, id);
}

/** A page or story as the shop shows it, in one language. */
export interface ShopContentEntry {
  id: string;
  title: string;
  /** The stored HTML, rendered by the server from a checked document. */
  content: string;
  picture: string | null;
  showInNavigation: boolean;
  sortOrder: number;
}

/** The entries a zone (and customer) shows, in `language` with the company's `fallback` language, by sortOrder. */
export function shopContent(
  kind: ZoneContentKind,
  entries: ReadonlyArray<{ id: string; data: Partial<ContentEntryData> }>,
  zone: ZoneContentRules,
  language: LanguageCode,
  fallback: LanguageCode,
  customerList?: readonly string[] | null,
): ShopContentEntry[] {
  return entries
    .filter((entry) => contentShown(kind, entry.id, zone, customerList))
    .map(({ id, data }) => ({
      id,
      title: localized(data.title, language, fallback),
      content: localized(data.content, language, fallback),
      picture: typeof data.picture === "string" && data.picture ? data.picture : null,
      showInNavigation: data.showInNavigation === true,
      sortOrder: typeof data.sortOrder === "number" ? data.sortOrder : 0,
    }))
    .sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
