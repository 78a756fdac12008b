// The company's production locations by id with their names in the interface language, read only by who may
// (the security rules let `products` and `orders` read them; the owner always).
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { hasAnyPermission, localized, type LanguageCode } from "@comanda/shared";
import { useSession } from "../../../data/session";
import { useLocations } from "../../../menu/repository";
import { useContentLanguages } from "../../../ui/contentLanguage";

export interface LocationNames {
  /** In display order. */
  list: readonly { id: string; name: string }[];
  byId: ReadonlyMap<string, string>;
  /** False when the user may not read them, or reading failed. */
  readable: boolean;
  loading: boolean;
}

export function useLocationNames(companyId: string | null): LocationNames {
  const intl = useIntl();
  const { defaultLanguage } = useContentLanguages();
  const { session } = useSession();
  const may = session.status === "signedIn" && hasAnyPermission(session.principal.permissions, ["products", "orders"]);
  const live = useLocations(may ? companyId : null);
  return useMemo(() => {
    const list = live.data.map((l) => ({ id: l.id, name: localized(l.name, intl.locale as LanguageCode, defaultLanguage) || l.id }));
    return { list, byId: new Map(list.map((l) => [l.id, l.name])), readable: may && !live.error, loading: live.loading };
  }, [live, intl.locale, defaultLanguage, may]);
}
