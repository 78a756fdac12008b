// The lists the zone editor picks from (categories, pages, stories, discounts), read live under the security
// rules. Staff may hold `zones` without the permission a list needs (pages and stories need `content`,
// discounts `products`): then the list is not read at all and answers `unreadable`, and the editor keeps
// the stored ids untouched.
import { useMemo } from "react";
import { collection, query, where, type Firestore } from "firebase/firestore";
import { hasAnyPermission, localized, type Category, type Discount, type LanguageCode, type Page, type Permission, type Story } from "@comanda/shared";
import { useSession } from "../../app/session";
import { useLiveQuery } from "../../data/live";
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

function useCompanyList<T>(kind: Kind): { data: T[]; loading: boolean; unreadable: boolean } {
  const { session } = useSession();
  const principal = session.status === "signedIn" ? session.principal : null;
  const companyId = principal?.companyId ?? null;
  const held: Permission[] = principal ? [...principal.permissions, ...(principal.owner ? (["owner"] as const) : [])] : [];
  const allowed = !!companyId && hasAnyPermission(held, READ_PERMISSIONS[kind]);
  const live = useLiveQuery<T>(allowed ? (db: Firestore) => query(collection(db, kind), where("companyId", "==", companyId)) : null, [kind, companyId, allowed]);
  return { data: live.data, loading: allowed && live.loading, unreadable: !allowed || live.error !== null };
}

const bySortOrder = <T extends { id: string; sortOrder?: number }>(a: T, b: T) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || (a.id < b.id ? -1 : 1);

/** The company's categories, labelled with their path ("Drinks › Wine") in the given language. */
export function useCategoryEntries(language: LanguageCode, defaultLanguage: LanguageCode): PickerList {
  const list = useCompanyList<Category>("categories");
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
