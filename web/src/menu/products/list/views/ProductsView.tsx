// /menu/products: the company's products in display order, filtered by category, tag, visibility and
// name (kept in the URL query), shown or hidden in the shop with one switch, reordered by dragging or
// with move actions, deleted after confirmation. The editor lives at /menu/products/new and /:id/edit.
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Alert, App, Button, Empty, Flex, Spin, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { localized, productDeletionBlocker } from "@comanda/shared";
import { useCompany, useFormatters } from "../../../../company";
import { useErrorText } from "../../../../i18n/errors";
import { useContentLanguages } from "../../../../ui/contentLanguage";
import { uiMessages } from "../../../../ui/messages";
import { deleteProduct, moveProduct, setProductHidden, useCategories, useProducts, useTags, writeSortOrders } from "../../../repository";
import { categoryOptions, categoryPaths } from "../categoryTree";
import { ProductFiltersBar } from "../components/ProductFiltersBar";
import { ProductList } from "../components/ProductList";
import { editPath, type RowActions, type RowFormat } from "../components/ProductRowView";
import { productListMessages as m } from "../messages";
import { buildSearchIndex, filterProducts, hasFilters } from "../productFilters";
import { chunkOrders, moveTarget, planMove, type MoveAction } from "../../../../ui/sortable/sortOrderMoves";
import { applyPending, productRow, stillPending, type PendingChange, type SoldOutState } from "../productRows";
import { useCompactLayout } from "../useCompactLayout";
import { useFilterQuery } from "../useFilterQuery";
import "../productsList.css";

const NEW_PRODUCT_PATH = "/menu/products/new";

/** The current time, refreshed every minute so sold-out badges disappear when their time has passed. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function ProductsView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { companyId } = useCompany();
  const { formatMoney, formatTime, formatDate, formatDateTime } = useFormatters();
  const { language, defaultLanguage } = useContentLanguages();
  const compact = useCompactLayout();
  const now = useMinuteClock();

  const products = useProducts(companyId);
  const categories = useCategories(companyId);
  const tags = useTags(companyId);

  const { filters, setSearch, changeFilters, clearFilters } = useFilterQuery();
  // Typing stays fluid: the list follows the search box a moment later when rendering takes long.
  const search = useDeferredValue(filters.search);

  // Writes the user just made, shown at once while the live data catches up.
  const [pending, setPending] = useState<ReadonlyMap<string, PendingChange>>(new Map());
  useEffect(() => setPending((current) => (current.size === 0 ? current : stillPending(products.data, current))), [products.data]);
  const addPending = useCallback(
    (changes: Record<string, PendingChange>) =>
      setPending((current) => {
        const next = new Map(current);
        for (const [id, change] of Object.entries(changes)) next.set(id, { ...next.get(id), ...change });
        return next;
      }),
    [],
  );
  const dropPending = useCallback(
    (ids: readonly string[]) =>
      setPending((current) => {
        const next = new Map(current);
        for (const id of ids) next.delete(id);
        return next;
      }),
    [],
  );

  const all = useMemo(() => applyPending(products.data, pending), [products.data, pending]);
  const searchIndex = useMemo(() => buildSearchIndex(products.data), [products.data]);
  const paths = useMemo(() => categoryPaths(categories.data, language, defaultLanguage), [categories.data, language, defaultLanguage]);
  const tagNames = useMemo(() => new Map(tags.data.map((t) => [t.id, t.name])), [tags.data]);
  // Rows of every product, so that changing a filter re-renders no row that stays on screen.
  const rowsById = useMemo(
    () => new Map(all.map((p) => [p.id, productRow(p, { language, defaultLanguage, categoryPaths: paths, tagNames, now })])),
    [all, language, defaultLanguage, paths, tagNames, now],
  );
  // Field by field: a keystroke changes `filters.search` at once but must not refilter before `search` follows.
  const { categoryId, tagId, visibility } = filters;
  const shown = useMemo(
    () => filterProducts(all, { categoryId, tagId, visibility, search }, categories.data, searchIndex),
    [all, categoryId, tagId, visibility, search, categories.data, searchIndex],
  );
  const rows = useMemo(() => shown.map((p) => rowsById.get(p.id)!), [shown, rowsById]);

  const categoryTree = useMemo(() => categoryOptions(categories.data, language, defaultLanguage), [categories.data, language, defaultLanguage]);
  const tagOptions = useMemo(
    () => tags.data.map((t) => ({ value: t.id, label: localized(t.name, language, defaultLanguage) || intl.formatMessage(uiMessages.noName) })),
    [tags.data, language, defaultLanguage, intl],
  );

  // The actions read the list through a ref, so they keep their identity and no row re-renders when a
  // filter or the data changes.
  const latest = useRef({ all, shown, stored: products.data, rowsById });
  useLayoutEffect(() => {
    latest.current = { all, shown, stored: products.data, rowsById };
  });

  const reorder = useCallback(
    (id: string, toIndex: number) => {
      const { all, shown } = latest.current;
      const plan = planMove(all, shown.map((p) => p.id), id, toIndex);
      if (plan.kind === "none") return;
      if (plan.kind === "move") {
        addPending({ [id]: { sortOrder: plan.sortOrder } });
        moveProduct(id, plan.sortOrder).catch((e: unknown) => {
          dropPending([id]);
          void message.error(errorText(e));
        });
        return;
      }
      addPending(Object.fromEntries(Object.entries(plan.orders).map(([pid, sortOrder]) => [pid, { sortOrder }])));
      void (async () => {
        try {
          for (const chunk of chunkOrders(plan.orders)) await writeSortOrders("products", chunk);
        } catch (e) {
          dropPending(Object.keys(plan.orders));
          void message.error(errorText(e));
        }
      })();
    },
    [addPending, dropPending, message, errorText],
  );

  const actions = useMemo<RowActions>(
    () => ({
      onOpen: (id) => navigate(editPath(id)),
      onToggleHidden: (id, hidden) => {
        addPending({ [id]: { hidden } });
        setProductHidden(id, hidden).catch((e: unknown) => {
          dropPending([id]);
          void message.error(errorText(e));
        });
      },
      onMove: (id: string, action: MoveAction) => {
        const { shown } = latest.current;
        const to = moveTarget(action, shown.findIndex((p) => p.id === id), shown.length);
        if (to !== null) reorder(id, to);
      },
      onDelete: (id) => {
        // The list holds every product of the company, so a refusal is known before asking.
        const { stored, rowsById } = latest.current;
        const blocker = productDeletionBlocker(id, stored);
        if (blocker) {
          void message.error(errorText(blocker));
          return;
        }
        const name = rowsById.get(id)?.name || intl.formatMessage(uiMessages.noName);
        modal.confirm({
          title: intl.formatMessage(m.deleteConfirm),
          content: name,
          okText: intl.formatMessage(m.delete),
          okButtonProps: { danger: true },
          cancelText: intl.formatMessage(uiMessages.cancel),
          onOk: async () => {
            try {
              await deleteProduct(id);
              void message.success(intl.formatMessage(m.deleted));
            } catch (e) {
              void message.error(errorText(e));
            }
          },
        });
      },
    }),
    [navigate, addPending, dropPending, message, errorText, reorder, intl, modal],
  );

  const format = useMemo<RowFormat>(() => {
    const today = formatDate(now);
    return {
      money: formatMoney,
      soldOut: (state: Exclude<SoldOutState, null>) =>
        state.kind === "indefinitely"
          ? intl.formatMessage(m.soldOutIndefinitely)
          : intl.formatMessage(m.soldOutUntil, { time: formatDate(state.until) === today ? formatTime(state.until) : formatDateTime(state.until) }),
    };
  }, [formatMoney, formatTime, formatDate, formatDateTime, intl, now]);

  const filtered = hasFilters(filters);
  const loading = products.loading || categories.loading || tags.loading;
  const error = products.error ?? categories.error ?? tags.error;

  let body;
  if (error) body = <Alert type="error" showIcon title={errorText(error)} />;
  else if (loading) body = <Flex justify="center" className="pl-empty"><Spin /></Flex>;
  else if (all.length === 0)
    body = (
      <div className="pl-panel pl-empty">
        <Empty description={intl.formatMessage(m.empty)}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_PRODUCT_PATH)}>
            {intl.formatMessage(m.newProduct)}
          </Button>
        </Empty>
      </div>
    );
  else if (rows.length === 0)
    body = (
      <div className="pl-panel pl-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noMatches)}>
          <Button onClick={clearFilters}>{intl.formatMessage(m.clearFilters)}</Button>
        </Empty>
      </div>
    );
  else
    body = (
      <>
        {filtered ? (
          <Typography.Text type="secondary" className="pl-hint">
            {intl.formatMessage(m.filteredMoveHint)}
          </Typography.Text>
        ) : null}
        <div className="pl-panel">
          {compact ? null : (
            <div className="pl-columns" aria-hidden>
              <span />
              <span />
              <span>{intl.formatMessage(m.columnProduct)}</span>
              <span className="pl-col-category">{intl.formatMessage(m.columnCategory)}</span>
              <span className="pl-price">{intl.formatMessage(m.columnPrice)}</span>
              <span style={{ textAlign: "center" }}>{intl.formatMessage(m.columnVisible)}</span>
              <span />
            </div>
          )}
          <ProductList rows={rows} compact={compact} dragEnabled={!compact} actions={actions} format={format} onReorder={reorder} />
        </div>
      </>
    );

  return (
    <div className="pl-page">
      <Flex className="pl-header" align="center" justify="space-between" gap={12} wrap>
        <Typography.Title level={1}>{intl.formatMessage(m.title)}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} size={compact ? "large" : "middle"} onClick={() => navigate(NEW_PRODUCT_PATH)}>
          {intl.formatMessage(m.newProduct)}
        </Button>
      </Flex>
      {error || loading || all.length === 0 ? null : (
        <ProductFiltersBar
          filters={filters}
          categories={categoryTree}
          tags={tagOptions}
          shown={rows.length}
          total={all.length}
          compact={compact}
          onSearch={setSearch}
          onChange={changeFilters}
          onClear={clearFilters}
        />
      )}
      {body}
    </div>
  );
}
