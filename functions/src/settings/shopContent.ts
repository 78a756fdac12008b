// The pages and stories of GET /api/shops/:slug: the zone's visibility rules (spec §3) over the company's
// content, or the customer's own lists when the catalogue names one of the company's customers, in the
// language the shop asks for with the company's default content language as fallback.
//
// How the catalogue names its customer: ?customer=<the customer's document id>. Nothing else identifies a
// customer to the shop (customers have no account, login or personal link of their own), and the id is
// Firestore's random one (20 characters, about 119 bits): it cannot be guessed, so it serves as the
// customer's personal link, as an unlisted address does. It only ever narrows or widens which of the
// company's own pages and stories show; an unknown, disabled or other company's customer is ignored (the
// zone's rules apply, the answer says nothing of the id), so trying ids tells nothing.
import {
  COLLECTIONS,
  enabledLanguages,
  isLanguage,
  shopContent,
  type CompanySettingsData,
  type ContentEntryData,
  type CustomerData,
  type LanguageCode,
  type ShopContentEntry,
  type ZoneData,
} from "@comanda/shared";
import { apiError } from "../http/errors";
import { acceptedLanguages } from "../mail/language";
import type { AppDeps } from "../deps";

export interface ShopContentRequest {
  /** ?zone=: a zone of the company; absent, the company's default zone. */
  zoneId: string | null;
  /** ?customer=: the id of one of the company's customers, whose own lists then apply; anything else is ignored. */
  customerId: string | null;
  /** ?lang=, a language code. */
  lang: unknown;
  acceptLanguage: string | undefined;
}

export interface ShopContentAnswer {
  zoneId: string | null;
  language: LanguageCode;
  pages: ShopContentEntry[];
  stories: ShopContentEntry[];
}

/** The language asked for (?lang=, else Accept-Language) when the company offers it, else its default. */
export function shopLanguage(settings: Partial<CompanySettingsData> | undefined, lang: unknown, acceptLanguage: string | undefined): LanguageCode {
  const offered = enabledLanguages(settings?.i18n);
  if (isLanguage(lang) && offered.includes(lang)) return lang;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base) && offered.includes(base)) return base;
  }
  return offered[0]!;
}

type ZoneDoc = { id: string; data: Partial<ZoneData> };

/** Ids Firestore refuses ("a/b", "..", "__x__") or that no auto id can be. */
const unusableId = (id: string): boolean => id === "" || id.length > 1500 || id.includes("/") || id === "." || id === ".." || /^__.*__$/.test(id);

type CustomerLists = { pages: string[] | null; stories: string[] | null };

/** The customer's own lists when `customerId` is an enabled customer of the company; otherwise none (ignored). */
async function customerListsOf(deps: AppDeps, companyId: string, customerId: string | null): Promise<CustomerLists> {
  const none: CustomerLists = { pages: null, stories: null };
  if (customerId === null || unusableId(customerId)) return none;
  const data = (await deps.db.collection(COLLECTIONS.customers).doc(customerId).get()).data() as Partial<CustomerData> | undefined;
  if (!data || data.companyId !== companyId || data.enabled === false) return none;
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : null);
  return { pages: list(data.displayedPages), stories: list(data.displayedStories) };
}

/** The zone asked for (not-found unless it is the company's and not deleted), else the default zone, else none. */
async function zoneOf(deps: AppDeps, companyId: string, settings: Partial<CompanySettingsData> | undefined, zoneId: string | null): Promise<ZoneDoc | null> {
  const zones = deps.db.collection(COLLECTIONS.zones);
  if (zoneId !== null) {
    // Ids Firestore refuses ("a/b", "..") cannot be a zone: not found, like another company's.
    if (unusableId(zoneId)) throw apiError("not-found");
    const snap = await zones.doc(zoneId).get();
    const data = snap.data() as Partial<ZoneData> | undefined;
    if (!data || data.companyId !== companyId || data.archived === true) throw apiError("not-found");
    return { id: snap.id, data };
  }
  const defaultId = settings?.defaultZoneId;
  if (defaultId) {
    const snap = await zones.doc(defaultId).get();
    const data = snap.data() as Partial<ZoneData> | undefined;
    if (data && data.companyId === companyId && data.archived !== true) return { id: snap.id, data };
  }
  const flagged = await zones.where("companyId", "==", companyId).where("isDefault", "==", true).limit(2).get();
  const live = flagged.docs.find((d) => d.get("archived") !== true);
  return live ? { id: live.id, data: live.data() as Partial<ZoneData> } : null;
}

export async function readShopContent(deps: AppDeps, companyId: string, request: ShopContentRequest): Promise<ShopContentAnswer> {
  const settings = (await deps.db.collection(COLLECTIONS.companySettings).doc(companyId).get()).data() as Partial<CompanySettingsData> | undefined;
  const [zone, customer, pages, stories] = await Promise.all([
    zoneOf(deps, companyId, settings, request.zoneId),
    customerListsOf(deps, companyId, request.customerId),
    deps.db.collection(COLLECTIONS.pages).where("companyId", "==", companyId).get(),
    deps.db.collection(COLLECTIONS.stories).where("companyId", "==", companyId).get(),
  ]);
  const language = shopLanguage(settings, request.lang, request.acceptLanguage);
  const fallback = settings?.i18n?.defaultLanguage ?? language;
  const rules = zone?.data ?? {};
  const entries = (snap: typeof pages) => snap.docs.map((d) => ({ id: d.id, data: d.data() as Partial<ContentEntryData> }));
  return {
    zoneId: zone?.id ?? null,
    language,
    pages: shopContent("pages", entries(pages), rules, language, fallback, customer.pages),
    stories: shopContent("stories", entries(stories), rules, language, fallback, customer.stories),
  };
}
