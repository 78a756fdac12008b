// The lists the zone editor picks from (categories through the catalogue's hooks; pages, stories and discounts,
// which have no data layer yet, read here), live under the security rules. Staff may hold `zones` without
// the permission a list needs (pages and stories need `content`, discounts `products`): then the list is not
// read at all and answers `unreadable`, and the editor keeps the stored ids untouched.
import { useMemo } from "react";
import { collection, query, where, type Firestore } from "firebase/firestore";
import { hasAnyPermission, localized, type Discount, type LanguageCode, type Page, type Permission, type Story } from "@comanda/shared";
import { useSession } from "../../data/session";
import { useLiveQuery, type Live } from "../../data/live";
import { useCategories } from "../../menu/repository";
import { categoryPaths } from "../../menu/shared/categoryPaths";

export interface PickerEntry {
  id: string;
  label: string;
}

export interface PickerList {
  entries: PickerEntry[];
  loading: boolean;
  /** The user may not read the list (or reading it failed): stored ids are shown as unavailable. */
  unreadable: boolean;
}

type Kind = "categories" | "pages" | "stories" | "discounts";

/** Who may read each list (firestore.rules). */
const READ_PERMISSIONS: Record<Kind, readonly Permission[]> = {
  categories: ["products", "orders"],
  pages: ["content"],
  stories: ["content"],
  discounts: ["products"],
};

/** The signed-in user's company when they may read the list, else null (nothing is read). */
function useReadableCompany(kind: Kind): string | null {
  const { session } = useSession();
  const principal = session.status === "signedIn" ? session.principal : null;
  const companyId = principal?.companyId ?? null;
  const held: Permission[] = principal ? [...principal.permissions, ...(principal.owner ? (["owner"] as const) : [])] : [];
  return companyId && hasAnyPermission(held, READ_PERMISSIONS[kind]) ? companyId : null;
}

function listState<T>(companyId: string | null, live: Live<T[]>): { data: T[]; loading: boolean; unreadable: boolean } {
  return { data: live.data, loading: !!companyId && live.loading, unreadable: !companyId || live.error !== null };
}

function useCompanyList<T>(kind: Kind): { data: T[]; loading: boolean; unreadable: boolean } {
  const companyId = useReadableCompany(kind);
  const live = useLiveQuery<T>(companyId ? (db: Firestore) => query(collection(db, kind), where("companyId", "==", companyId)) : null, [kind, companyId]);
  return listState(companyId, live);
}

const bySortOrder = <T extends { id: string; sortOrder?: number }>(a: T, b: T) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || (a.id < b.id ? -1 : 1);

/** The company's categories, labelled with their path ("Drinks › Wine") in the given language. */
export function useCategoryEntries(language: LanguageCode, defaultLanguage: LanguageCode): PickerList {
  const companyId = useReadableCompany("categories");
  const list = listState(companyId, useCategories(companyId));
  const entries = useMemo(
    () => categoryPaths(list.data, (c) => localized(c.name, language, defaultLanguage)).map((p) => ({ id: p.id, label: p.label })),
    [list.data, language, defaultLanguage],
  );
  return { entries, loading: list.loading, unreadable: list.unreadable };
}

function useNamedEntries<T extends { id: string; name?: string; sortOrder?: number }>(kind: Kind): PickerList {
  const list = useCompanyList<T>(kind);
  const entries = useMemo(() => [...list.data].sort(bySortOrder).map((item) => ({ id: item.id, label: item.name ?? "" })), [list.data]);
  return { entries, loading: list.loading, unreadable: list.unreadable };
}

export const usePageEntries = (): PickerList => useNamedEntries<Page>("pages");
export const useStoryEntries = (): PickerList => useNamedEntries<Story>("stories");
export const useDiscountEntries = (): PickerList => useNamedEntries<Discount>("discounts");
