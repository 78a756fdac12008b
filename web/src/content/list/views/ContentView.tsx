// /content (owner or `content`): the company's pages and stories in two tabs (the tab kept in the address,
// ?tab=stories), live and in display order; reordered by dragging (the `sortOrder` write the catalogue's lists
// make), opened in their editor, deleted through /api after a confirmation.
import { useCallback, useMemo } from "react";
import { App, Empty, Tabs } from "antd";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { localized, type ContentKind } from "@comanda/shared";
import { useCompany } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { useContentLanguages } from "../../../ui/contentLanguage";
import { ListScreen, useConfirmDelete, type ConfirmDeleteMessages } from "../../../ui/screen";
import { planMove } from "../../../ui/sortable/sortOrderMoves";
import { contentListMessages as m } from "../../messages";
import { deleteContent, useContentEntries, writeContentSortOrders, type ContentEntry } from "../../repository";
import { contentEditPath, newContentPath } from "../../urls";
import { ContentList, rowName, type ContentRow } from "../components/ContentList";
import "../../content.css";

const TAB_OF: Record<ContentKind, string> = { page: "pages", story: "stories" };
const DELETE_MESSAGES: Record<ContentKind, ConfirmDeleteMessages> = {
  page: { confirm: m.deletePageConfirm, hint: m.deleteHint, ok: m.deleteOk, cancel: m.cancel, done: m.pageDeleted },
  story: { confirm: m.deleteStoryConfirm, hint: m.deleteHint, ok: m.deleteOk, cancel: m.cancel, done: m.storyDeleted },
};

export default function ContentView() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind: ContentKind = params.get("tab") === "stories" ? "story" : "page";
  const { companyId } = useCompany();
  const pages = useContentEntries(companyId, "page");
  const stories = useContentEntries(companyId, "story");
  const current = kind === "page" ? pages : stories;

  const changeTab = (key: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (key === "stories") next.set("tab", "stories");
        else next.delete("tab");
        return next;
      },
      { replace: true },
    );

  const tab = (tabKind: ContentKind, live: typeof pages) => ({
    key: TAB_OF[tabKind],
    label: t(tabKind === "page" ? m.pagesTab : m.storiesTab),
    children: <KindList kind={tabKind} entries={live.data} />,
  });

  return (
    <ListScreen
      title={t(m.title)}
      addLabel={t(kind === "page" ? m.newPage : m.newStory)}
      onAdd={() => void navigate(newContentPath(kind))}
      intro={t(m.intro)}
      // Once loaded the tabs always show, each with its own empty state (the frame's empty state is never used).
      list={{ loading: current.loading, error: current.error, empty: current.loading && current.data.length === 0 }}
      loadFailed={t(m.loadFailed)}
      emptyTitle=""
      emptyText=""
    >
      <Tabs activeKey={TAB_OF[kind]} onChange={changeTab} items={[tab("page", pages), tab("story", stories)]} />
    </ListScreen>
  );
}

function KindList({ kind, entries }: { kind: ContentKind; entries: readonly ContentEntry[] }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { language, defaultLanguage } = useContentLanguages();

  const rows = useMemo<ContentRow[]>(
    () =>
      entries.map((e) => ({ id: e.id, name: e.name, title: localized(e.title, language, defaultLanguage), picture: e.picture ?? null, showInNavigation: e.showInNavigation === true })),
    [entries, language, defaultLanguage],
  );

  const onMove = useCallback(
    async (id: string, toIndex: number) => {
      const plan = planMove(entries, entries.map((e) => e.id), id, toIndex);
      if (plan.kind === "none") return;
      try {
        await writeContentSortOrders(kind, plan.kind === "move" ? { [plan.id]: plan.sortOrder } : plan.orders);
      } catch (error) {
        void message.error(errorText(error));
      }
    },
    [entries, kind, message, errorText],
  );

  const remove = useCallback((id: string) => deleteContent(kind, id), [kind]);
  const confirmDelete = useConfirmDelete(DELETE_MESSAGES[kind], remove);
  const onDelete = useCallback(
    (id: string) => {
      const row = rows.find((r) => r.id === id);
      confirmDelete(id, row ? rowName(row, t(m.noTitle)) : t(m.noTitle));
    },
    [rows, confirmDelete, t],
  );
  const onEdit = useCallback((id: string) => void navigate(contentEditPath(kind, id)), [navigate, kind]);

  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(kind === "page" ? m.noPages : m.noStories)} />;
  return <ContentList rows={rows} label={t(kind === "page" ? m.pagesLabel : m.storiesLabel)} onMove={onMove} onEdit={onEdit} onDelete={onDelete} />;
}
