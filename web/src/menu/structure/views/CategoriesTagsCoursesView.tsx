// /menu/categories-tags-courses (spec §2, §4, §5): categories as a nestable tree, tags, courses and
// production locations, each added, renamed per language, reordered and deleted (with confirmation).
import { useMemo, useState, type ReactNode } from "react";
import { Alert, App, Button, Empty, Flex, Grid, Segmented, Skeleton, Tabs, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl, type MessageDescriptor } from "react-intl";
import { useSearchParams } from "react-router-dom";
import type { LanguageCode, LocalizedText } from "@comanda/shared";
import { useCompany } from "../../../company";
import type { Live } from "../../../data/live";
import { useErrorText } from "../../../i18n/errors";
import { useContentLanguages } from "../../../ui/contentLanguage";
import {
  addNamedItem,
  deleteDetachedItem,
  deleteNamedItem,
  moveNamedItem,
  renameNamedItem,
  useCategories,
  useCourses,
  useLocations,
  useProducts,
  useTags,
  writeSortOrders,
  type NamedItem,
  type NamedListKind,
} from "../../repository";
import { buildCategoryTree, descendantIds, parentChoices, shownTreeNodes } from "../categoryTree";
import { CategoryTree } from "../components/CategoryTree";
import { MoveToModal } from "../components/MoveToModal";
import { NameModal } from "../components/NameModal";
import { SortableList, type ListRow } from "../components/SortableList";
import { cleanName, displayName, type DisplayName } from "../displayName";
import { structureMessages as m } from "../messages";
import { moveToParent, planListMove, planTreeMove, type TreeTarget } from "../moves";
import { productCounts } from "../usage";
import "../structure.css";

type FlatKind = Exclude<NamedListKind, "categories">;

interface KindTexts {
  tab: MessageDescriptor;
  hint: MessageDescriptor;
  add: MessageDescriptor;
  newTitle: MessageDescriptor;
  renameTitle: MessageDescriptor;
  deleteTitle: MessageDescriptor;
  empty: MessageDescriptor;
}

const TEXTS: Record<NamedListKind, KindTexts> = {
  categories: {
    tab: m.categories,
    hint: m.categoriesHint,
    add: m.addCategory,
    newTitle: m.newCategory,
    renameTitle: m.renameCategory,
    deleteTitle: m.deleteCategoryTitle,
    empty: m.emptyCategories,
  },
  tags: { tab: m.tags, hint: m.tagsHint, add: m.addTag, newTitle: m.newTag, renameTitle: m.renameTag, deleteTitle: m.deleteTagTitle, empty: m.emptyTags },
  courses: {
    tab: m.courses,
    hint: m.coursesHint,
    add: m.addCourse,
    newTitle: m.newCourse,
    renameTitle: m.renameCourse,
    deleteTitle: m.deleteCourseTitle,
    empty: m.emptyCourses,
  },
  locations: {
    tab: m.locations,
    hint: m.locationsHint,
    add: m.addLocation,
    newTitle: m.newLocation,
    renameTitle: m.renameLocation,
    deleteTitle: m.deleteLocationTitle,
    empty: m.emptyLocations,
  },
};

const KINDS: readonly NamedListKind[] = ["categories", "tags", "courses", "locations"];

function isKind(value: string | null): value is NamedListKind {
  return value !== null && (KINDS as readonly string[]).includes(value);
}

type Dialog =
  | { type: "add"; kind: NamedListKind; parentId: string | null }
  | { type: "rename"; kind: NamedListKind; id: string }
  | { type: "moveTo"; id: string };

export default function CategoriesTagsCoursesView() {
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { companyId } = useCompany();
  const wide = !!Grid.useBreakpoint().md;
  const { languages, defaultLanguage, hideTranslationTabs, language, setLanguage } = useContentLanguages();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: NamedListKind = isKind(tabParam) ? tabParam : "categories";

  const categoriesLive = useCategories(companyId);
  const lists: Record<NamedListKind, Live<NamedItem[]>> = {
    categories: categoriesLive,
    tags: useTags(companyId),
    courses: useCourses(companyId),
    locations: useLocations(companyId),
  };
  const products = useProducts(companyId);
  const counts = useMemo(() => productCounts(products.data), [products.data]);
  const tree = useMemo(() => buildCategoryTree(categoriesLive.data), [categoriesLive.data]);
  const nodes = useMemo(() => shownTreeNodes(tree), [tree]);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const nameIn = (item: NamedItem | undefined): DisplayName => displayName(item?.name, language, defaultLanguage);
  const find = (kind: NamedListKind, id: string) => lists[kind].data.find((i) => i.id === id);
  const nameOf = (kind: NamedListKind, id: string): DisplayName => nameIn(find(kind, id));
  const plainName = (kind: NamedListKind, id: string) => nameOf(kind, id).text || intl.formatMessage(m.noName);
  const countsOf: Record<NamedListKind, ReadonlyMap<string, number>> = counts;

  /** Runs a write; a failure becomes a toast in the admin's language. */
  const run = async (write: () => Promise<unknown>): Promise<void> => {
    try {
      await write();
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const moveInList = (kind: FlatKind, id: string, toIndex: number) =>
    run(async () => {
      const plan = planListMove(lists[kind].data, id, toIndex);
      if (!plan || plan.kind === "unchanged") return;
      if (plan.kind === "one") await moveNamedItem(kind, id, plan.sortOrder);
      else await writeSortOrders(kind, plan.orders);
    });

  const moveCategory = async (id: string, target: TreeTarget) => {
    const plan = planTreeMove(nodes, id, target);
    if (!plan.ok) {
      void message.warning(errorText(plan.code));
      return;
    }
    if (plan.unchanged) return;
    await moveNamedItem("categories", id, plan.sortOrder, plan.parentId);
    if (Object.keys(plan.siblings).length > 0) await writeSortOrders("categories", plan.siblings);
  };

  const add = async (kind: NamedListKind, name: LocalizedText, parentId: string | null) => {
    if (!companyId) return;
    const siblings = kind === "categories" ? nodes.filter((n) => (n.parentId ?? null) === parentId) : lists[kind].data;
    await addNamedItem(kind, companyId, cleanName(name), siblings, parentId);
    setDialog(null);
  };

  const rename = async (kind: NamedListKind, id: string, name: LocalizedText) => {
    // Languages left empty are removed, not kept from before: the form shows every stored language.
    await renameNamedItem(kind, id, cleanName(name));
    setDialog(null);
  };

  const confirmDelete = (kind: NamedListKind, id: string) => {
    const name = plainName(kind, id);
    const below = kind === "categories" ? descendantIds(tree, id).length : 0;
    const used = kind === "tags" || kind === "locations" ? (countsOf[kind].get(id) ?? 0) : 0;
    void modal.confirm({
      title: intl.formatMessage(TEXTS[kind].deleteTitle),
      content: (
        <Flex vertical gap={4}>
          <span>{intl.formatMessage(m.deleteContent, { name })}</span>
          {below > 0 ? <span>{intl.formatMessage(m.deleteSubcategories, { count: below })}</span> : null}
          {used > 0 ? <span>{intl.formatMessage(m.deleteUsedBy, { count: used })}</span> : null}
        </Flex>
      ),
      okText: intl.formatMessage(m.delete),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.cancel),
      onOk: () =>
        run(async () => {
          if (kind === "tags" || kind === "locations") {
            const users = products.data.filter((p) => (kind === "tags" ? (p.tags ?? []).includes(id) : p.locationId === id)).map((p) => p.id);
            await deleteDetachedItem(kind, id, users);
          } else {
            await deleteNamedItem(kind, id);
          }
          void message.success(intl.formatMessage(m.deleted, { name }));
        }),
    });
  };

  const rowsOf = (kind: FlatKind): ListRow[] => lists[kind].data.map((item) => ({ id: item.id, name: nameIn(item), count: countsOf[kind].get(item.id) ?? 0 }));

  const addButton = (kind: NamedListKind, block = false) => (
    <Button type="primary" icon={<PlusOutlined />} block={block} onClick={() => setDialog({ type: "add", kind, parentId: null })}>
      {intl.formatMessage(TEXTS[kind].add)}
    </Button>
  );

  const emptyState = (kind: NamedListKind) => (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(TEXTS[kind].empty)}>
      {addButton(kind)}
    </Empty>
  );

  const section = (kind: NamedListKind, content: ReactNode) => {
    const live = lists[kind];
    const filled = live.data.length > 0;
    return (
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={12} wrap={!wide}>
          <Typography.Text type="secondary">{intl.formatMessage(TEXTS[kind].hint)}</Typography.Text>
          {filled && !live.loading ? addButton(kind, !wide) : null}
        </Flex>
        {live.error ? (
          <Alert type="error" showIcon title={errorText(live.error)} />
        ) : live.loading ? (
          <div className="structure-panel structure-loading">
            <Skeleton active title={false} paragraph={{ rows: 4 }} />
          </div>
        ) : (
          <div className="structure-panel">{filled ? content : emptyState(kind)}</div>
        )}
        {filled && live.data.length > 1 ? (
          <Typography.Text type="secondary" className="structure-drag-hint">
            {intl.formatMessage(kind !== "categories" ? m.dragHint : wide ? m.treeDragHint : m.treeMoveHint)}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  };

  const flatSection = (kind: FlatKind) =>
    section(
      kind,
      <SortableList
        rows={rowsOf(kind)}
        language={language}
        wide={wide}
        label={intl.formatMessage(TEXTS[kind].tab)}
        empty={emptyState(kind)}
        onMove={(id, toIndex) => moveInList(kind, id, toIndex)}
        onRename={(id) => setDialog({ type: "rename", kind, id })}
        onDelete={(id) => confirmDelete(kind, id)}
      />,
    );

  // On a phone the four tabs fit side by side only with short labels and without counts.
  const tabLabel = (kind: NamedListKind) => (
    <span>
      {intl.formatMessage(!wide && kind === "locations" ? m.locationsShort : TEXTS[kind].tab)}
      {wide && !lists[kind].loading ? <span className="structure-tab-count">{lists[kind].data.length}</span> : null}
    </span>
  );

  const translated = languages.length > 1 && !hideTranslationTabs;
  const dialogTitle = (() => {
    if (!dialog || dialog.type === "moveTo") return "";
    if (dialog.type === "rename") return intl.formatMessage(TEXTS[dialog.kind].renameTitle);
    if (dialog.kind === "categories" && dialog.parentId) return intl.formatMessage(m.newSubcategory, { parent: plainName("categories", dialog.parentId) });
    return intl.formatMessage(TEXTS[dialog.kind].newTitle);
  })();
  const renamed = dialog?.type === "rename" ? find(dialog.kind, dialog.id) : undefined;

  return (
    <div className="structure-page">
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, marginBottom: 4 }}>
            {intl.formatMessage(m.title)}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{intl.formatMessage(m.intro)}</Typography.Paragraph>
        </div>
        {translated ? (
          <Flex align="center" gap={8}>
            <Typography.Text type="secondary" id="structure-names-in">
              {intl.formatMessage(m.namesIn)}
            </Typography.Text>
            <Segmented<LanguageCode>
              aria-labelledby="structure-names-in"
              value={language}
              onChange={setLanguage}
              options={languages.map((l) => ({ value: l, label: l.toUpperCase() }))}
            />
          </Flex>
        ) : null}
      </Flex>

      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === "categories" ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: "categories",
            label: tabLabel("categories"),
            children: section(
              "categories",
              <CategoryTree
                tree={tree}
                nodes={nodes}
                nameOf={(id) => nameOf("categories", id)}
                counts={counts.categories}
                language={language}
                wide={wide}
                onMove={(id, target) => void run(() => moveCategory(id, target))}
                onAddChild={(parentId) => setDialog({ type: "add", kind: "categories", parentId })}
                onRename={(id) => setDialog({ type: "rename", kind: "categories", id })}
                onMoveTo={(id) => setDialog({ type: "moveTo", id })}
                onDelete={(id) => confirmDelete("categories", id)}
              />,
            ),
          },
          { key: "tags", label: tabLabel("tags"), children: flatSection("tags") },
          { key: "courses", label: tabLabel("courses"), children: flatSection("courses") },
          { key: "locations", label: tabLabel("locations"), children: flatSection("locations") },
        ]}
      />

      <NameModal
        open={dialog?.type === "add" || dialog?.type === "rename"}
        title={dialogTitle}
        initialName={renamed?.name ?? {}}
        submitLabel={intl.formatMessage(dialog?.type === "rename" ? m.save : m.add)}
        onSubmit={(name) => {
          if (dialog?.type === "add") return add(dialog.kind, name, dialog.parentId);
          if (dialog?.type === "rename") return rename(dialog.kind, dialog.id, name);
          return Promise.resolve();
        }}
        onClose={() => setDialog(null)}
      />
      <MoveToModal
        open={dialog?.type === "moveTo"}
        name={dialog?.type === "moveTo" ? plainName("categories", dialog.id) : ""}
        choices={dialog?.type === "moveTo" ? parentChoices(tree, dialog.id) : []}
        nameOf={(id) => plainName("categories", id)}
        onSubmit={async (parentId) => {
          if (dialog?.type !== "moveTo") return;
          const target = moveToParent(nodes, dialog.id, parentId);
          if (target) await run(() => moveCategory(dialog.id, target));
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
