// /orders/list and /orders/open (one screen, spec §2): all orders of a date range in the company's time
// zone (this week by default) or the open orders, searched, filtered by status and sorted (by status,
// most urgent first, by default), with the filters in the URL query; an order's detail, reopening a done
// order, the staff remark, its printable receipt and delivery note with PDF, and the CSV export.
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Alert, App, Button, Empty, Flex, Modal, Spin, Typography } from "antd";
import { DownloadOutlined, PrinterOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { saveFile } from "../../../data/saveFile";
import { useMinuteClock } from "../../../ui/useMinuteClock";
import { useLocation, useNavigate } from "react-router-dom";
import {
  dateRangeFor,
  daysOf,
  localized,
  searchTokens,
  selectOrders,
  type CustomDays,
  type DateRangePreset,
  type Order,
  type OrderItem,
  type OrderStatus,
  type Product,
  paymentState,
} from "@comanda/shared";
import { useCompany, useFormatters } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { useLanguage } from "../../../i18n/language";
import { useContentLanguages } from "../../../ui/contentLanguage";
import { useMediaQuery } from "../../../ui/useMediaQuery";
import { useProducts } from "../../../menu/repository";
import OrdersActions from "../../actions/OrdersActions";
import { changeOrderStatus, downloadOrdersExport, fetchOrderDocument, refundOrder, setStaffRemark, useOpenOrders, useOrdersBetween, useZones } from "../../repository";
import { orderSharedMessages, orderStatusMessages, stationMessages } from "../../shared/messages";
import StaffRemarkModal from "../../shared/StaffRemarkModal";
import RefundModal from "../../refund/RefundModal";
import { NoPaymentConnectionWarning } from "../../../settings/banking/NoPaymentConnectionWarning";
import TrialWarning from "../../shared/TrialWarning";
import { OrderPrintJobs } from "../../../settings/printers/views/OrderPrintJobs";
import { OrderDetailDrawer } from "../components/OrderDetailDrawer";
import { OrderDocument, type DocumentFormat, type DocumentKind } from "../components/OrderDocument";
import { OrderFilterBar, OrderSearchBox } from "../components/OrderFilterBar";
import { OrderList, type RowFormat } from "../components/OrderList";
import type { OrderAction } from "../components/OrderRowMenu";
import { ALL_PATH, hasFilters, modeOfPath, OPEN_PATH, sortChoice, type ListMode, type SortChoice } from "../listQuery";
import { orderDetailMessages, orderListMessages as m } from "../messages";
import { orderRow, pointOfSaleNames, type PaymentState } from "../orderRows";
import { useListQuery } from "../useListQuery";
import "../ordersList.css";

/** Spec §8/§9: above this many entries the list warns that it may slow the device. */
export const LIST_WARNING_THRESHOLD = 1000;

/** An order item's name, addons and chosen option values in the content language. */
function itemLinesFor(
  products: readonly Product[],
  language: Parameters<typeof localized>[1],
  fallback: Parameters<typeof localized>[1],
  addonText: (name: string) => string,
) {
  const byId = new Map(products.map((p) => [p.id, p]));
  return (item: OrderItem) => {
    const extras = (item.addons ?? []).map((a) => addonText(localized(a.name, language, fallback)));
    const product = byId.get(item.productId);
    for (const choice of item.options ?? []) {
      const block = product?.optionBlocks?.find((b) => b.id === choice.blockId);
      const value = block?.values.find((v) => v.id === choice.valueId);
      if (block && value) extras.push(`${localized(block.heading, language, fallback)}: ${localized(value.name, language, fallback)}`);
    }
    return { name: localized(item.name, language, fallback), extras };
  };
}

interface Overlay {
  detailId: string | null;
  document: { id: string; kind: DocumentKind } | null;
}

export default function OrdersListView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { companyId, timezone, name: companyName } = useCompany();
  const { formatMoney, formatDateTime, formatDate } = useFormatters();
  const { language: contentLanguage, defaultLanguage } = useContentLanguages();
  const { language } = useLanguage();
  const compact = useMediaQuery("(max-width: 899.98px)");
  const now = useMinuteClock();

  const mode = modeOfPath(location.pathname);
  const { filters, setSearch, changeFilters, clearFilters } = useListQuery();
  // Typing stays fluid: the list follows the search box a moment later when rendering takes long.
  const search = useDeferredValue(filters.search);

  const { preset, custom, statuses, sort } = filters;
  const computed = dateRangeFor(preset, now, timezone, custom);
  // The query listens per range: a new minute that leaves the range as it was keeps the listener.
  const { from, to } = computed;
  const range = useMemo(() => ({ from, to }), [from, to]);

  const open = useOpenOrders(mode === "open" ? companyId : null);
  const between = useOrdersBetween(mode === "all" ? companyId : null, range.from, range.to);
  const orders = mode === "open" ? open : between;
  const zones = useZones(companyId);

  const posNames = useMemo(() => pointOfSaleNames(zones.data, contentLanguage, defaultLanguage), [zones.data, contentLanguage, defaultLanguage]);
  const rowsAll = useMemo(() => orders.data.map((o) => orderRow(o, posNames)), [orders.data, posNames]);
  const tokens = useMemo(() => searchTokens(search), [search]);
  // Sorted once per data or sort change; a keystroke only filters the sorted rows (the order is kept).
  const sorted = useMemo(() => selectOrders(rowsAll, { tokens: [], statuses: [], sort }, (r) => r.searchText), [rowsAll, sort]);
  const rows = useMemo(() => selectOrders(sorted, { tokens, statuses, sort: null }, (r) => r.searchText), [sorted, tokens, statuses]);
  const ordersById = useMemo(() => new Map(orders.data.map((o) => [o.id, o])), [orders.data]);

  const format = useMemo<RowFormat>(() => {
    const t = intl.formatMessage;
    return {
      money: formatMoney,
      dateTime: formatDateTime,
      status: { new: t(orderStatusMessages.new), wip: t(orderStatusMessages.wip), ready: t(orderStatusMessages.ready), done: t(orderStatusMessages.done) },
      station: { table: t(stationMessages.table), takeaway: t(stationMessages.takeaway), delivery: t(stationMessages.delivery) },
      payment: {
        paidOnline: t(orderSharedMessages.paidOnline),
        paid: t(orderSharedMessages.paid),
        payOnSite: t(orderSharedMessages.payOnSite),
        unpaid: t(orderSharedMessages.unpaid),
        // Trial-mode orders are unpaid (spec §1); the row's "Test order" tag says why.
        testOrder: t(orderSharedMessages.unpaid),
      },
      items: (count) => t(m.items, { count }),
      refunded: (amount) => t(m.refunded, { amount }),
      testOrder: t(orderSharedMessages.testOrder),
      noCustomer: t(m.noCustomer),
      actionsLabel: (number) => t(m.actions, { number }),
    };
  }, [intl, formatMoney, formatDateTime]);

  const [overlay, setOverlay] = useState<Overlay>({ detailId: null, document: null });
  const [remarkId, setRemarkId] = useState<string | null>(null);
  const [reopening, setReopening] = useState(false);
  const [exporting, setExporting] = useState(false);

  const reopen = useCallback(
    async (order: Order) => {
      setReopening(true);
      try {
        await changeOrderStatus(order, "wip");
        void message.success(intl.formatMessage(m.reopened, { number: order.number ?? "" }));
      } catch (e) {
        void message.error(errorText(e));
      } finally {
        setReopening(false);
      }
    },
    [message, intl, errorText],
  );

  // The actions read the orders through a ref, so they keep their identity and no row re-renders.
  const latest = useRef(ordersById);
  useLayoutEffect(() => {
    latest.current = ordersById;
  });
  const onAction = useCallback(
    (id: string, action: OrderAction) => {
      const order = latest.current.get(id);
      if (!order) return;
      if (action === "details") setOverlay((o) => ({ ...o, detailId: id }));
      else if (action === "reopen") void reopen(order);
      else if (action === "remark") setRemarkId(id);
      else setOverlay((o) => ({ ...o, document: { id, kind: action === "receipt" ? "receipt" : "delivery-note" } }));
    },
    [reopen, setOverlay, setRemarkId],
  );

  const onMode = useCallback((next: ListMode) => navigate({ pathname: next === "open" ? OPEN_PATH : ALL_PATH, search: location.search }), [navigate, location.search]);
  const onStatuses = useCallback((next: OrderStatus[]) => changeFilters({ statuses: next }), [changeFilters]);
  const onPreset = useCallback(
    (next: DateRangePreset) => changeFilters(next === "custom" ? { preset: next, custom: daysOf(range, timezone) } : { preset: next, custom: null }),
    [changeFilters, range, timezone],
  );
  const onCustom = useCallback((days: CustomDays) => changeFilters({ preset: "custom", custom: days }), [changeFilters]);
  const onSort = useCallback(
    (choice: SortChoice) => {
      const [field, direction] = choice.split("-") as ["status" | "date", "asc" | "desc"];
      changeFilters({ sort: { field, direction } });
    },
    [changeFilters],
  );
  const onExport = useCallback(async () => {
    setExporting(true);
    try {
      await downloadOrdersExport(range.from, range.to);
      void message.success(intl.formatMessage(m.exported));
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  }, [range, message, intl, errorText]);

  const days = useMemo(() => custom ?? daysOf(range, timezone), [custom, range, timezone]);
  const filtered = hasFilters(filters, mode);

  let body;
  if (orders.error) body = <Alert type="error" showIcon title={errorText(orders.error)} />;
  else if (orders.loading) body = <Flex justify="center" className="ol-empty"><Spin /></Flex>;
  else if (rowsAll.length === 0) body = <div className="ol-panel ol-empty"><Empty description={intl.formatMessage(mode === "open" ? m.emptyOpen : m.empty)} /></div>;
  else if (rows.length === 0)
    body = (
      <div className="ol-panel ol-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noMatches)}>
          <Button onClick={clearFilters}>{intl.formatMessage(m.clearFilters)}</Button>
        </Empty>
      </div>
    );
  else body = <OrderList rows={rows} compact={compact} format={format} onAction={onAction} />;

  const remarkOrder = remarkId ? (ordersById.get(remarkId) ?? null) : null;
  return (
    <div className="ol-page">
      <Flex className="ol-header" align="center" justify="space-between" gap={12} wrap>
        <Typography.Title level={1}>{intl.formatMessage(m.title)}</Typography.Title>
        <OrdersActions />
      </Flex>
      <TrialWarning />
      <NoPaymentConnectionWarning onlinePayment={zones.data.some((z) => z.enableOnlinePayment === true && z.archived !== true)} />
      <OrderFilterBar
        mode={mode}
        statuses={statuses}
        preset={preset}
        days={days}
        sort={sortChoice(sort)}
        filtered={filtered}
        compact={compact}
        exporting={exporting}
        onMode={onMode}
        onStatuses={onStatuses}
        onPreset={onPreset}
        onCustom={onCustom}
        onSort={onSort}
        onClear={clearFilters}
        onExport={onExport}
      />
      <div className="ol-search-line">
        <OrderSearchBox value={filters.search} onChange={setSearch} compact={compact} />
        <Typography.Text type="secondary" className="ol-count" aria-live="polite" hidden={orders.loading}>
          {intl.formatMessage(m.count, { shown: rows.length, total: rowsAll.length })}
          {mode === "all" ? ` · ${intl.formatMessage(m.rangeDays, { from: formatDate(range.from), to: formatDate(new Date(Date.parse(range.to) - 1)) })} · ${intl.formatMessage(m.timezoneNote, { timezone })}` : ""}
        </Typography.Text>
      </div>
      {rowsAll.length > LIST_WARNING_THRESHOLD ? (
        <Alert className="ol-warning" type="warning" showIcon title={intl.formatMessage(m.tooMany, { count: rowsAll.length })} />
      ) : null}
      {body}
      {overlay.detailId || overlay.document ? (
        <OrderOverlays
          companyId={companyId}
          companyName={companyName}
          overlay={overlay}
          ordersById={ordersById}
          posNames={posNames}
          compact={compact}
          reopening={reopening}
          language={language}
          paymentTexts={format.payment}
          onReopen={reopen}
          onRemark={(order) => setRemarkId(order.id)}
          onDocument={(order, kind) => setOverlay((o) => ({ ...o, document: { id: order.id, kind } }))}
          onCloseDetail={() => setOverlay((o) => ({ ...o, detailId: null }))}
          onCloseDocument={() => setOverlay((o) => ({ ...o, document: null }))}
        />
      ) : null}
      <StaffRemarkModal order={remarkOrder} onSave={setStaffRemark} onClose={() => setRemarkId(null)} />
    </div>
  );
}

interface OverlaysProps {
  companyId: string | null;
  companyName: string;
  overlay: Overlay;
  ordersById: ReadonlyMap<string, Order>;
  posNames: ReadonlyMap<string, string>;
  compact: boolean;
  reopening: boolean;
  language: Parameters<typeof fetchOrderDocument>[2];
  paymentTexts: Record<PaymentState, string>;
  onReopen: (order: Order) => void;
  onRemark: (order: Order) => void;
  onDocument: (order: Order, kind: DocumentKind) => void;
  onCloseDetail: () => void;
  onCloseDocument: () => void;
}

/** The detail drawer and the printable document; mounted only while open, as they read the products. */
function OrderOverlays(props: OverlaysProps) {
  const { overlay, ordersById, posNames, paymentTexts } = props;
  const intl = useIntl();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { formatMoney, formatDateTime } = useFormatters();
  const { language: contentLanguage, defaultLanguage } = useContentLanguages();
  // Option values are stored as ids: their names come from the catalogue.
  const products = useProducts(props.companyId);
  const itemLines = useMemo(
    () => itemLinesFor(products.data, contentLanguage, defaultLanguage, (name) => intl.formatMessage(orderDetailMessages.addon, { name })),
    [products.data, contentLanguage, defaultLanguage, intl],
  );
  const format = useMemo<DocumentFormat>(() => ({ money: formatMoney, dateTime: formatDateTime, itemLines }), [formatMoney, formatDateTime, itemLines]);
  const paymentText = (order: Order | null) => (order ? paymentTexts[paymentState(order)] : "");
  const [downloading, setDownloading] = useState(false);
  const [refundId, setRefundId] = useState<string | null>(null);
  const [refunding, setRefunding] = useState(false);

  const detail = overlay.detailId ? (ordersById.get(overlay.detailId) ?? null) : null;
  const docOrder = overlay.document ? (ordersById.get(overlay.document.id) ?? null) : null;
  const kind = overlay.document?.kind ?? "receipt";

  const download = async (order: Order) => {
    setDownloading(true);
    try {
      const { blob, name } = await fetchOrderDocument(order.id, kind, (order.language as typeof props.language | undefined) ?? props.language);
      saveFile(blob, name);
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <OrderDetailDrawer
        order={detail}
        pointOfSale={detail?.pointofsaleId ? (posNames.get(detail.pointofsaleId) ?? "") : ""}
        format={format}
        paymentText={paymentText(detail)}
        compact={props.compact}
        busy={props.reopening}
        onReopen={props.onReopen}
        onRemark={props.onRemark}
        onDocument={props.onDocument}
        onRefund={(order) => setRefundId(order.id)}
        refunding={refunding}
        printing={(order) => <OrderPrintJobs orderId={order.id} orderNumber={order.number} />}
        onClose={props.onCloseDetail}
      />
      <RefundModal
        order={refundId ? (ordersById.get(refundId) ?? null) : null}
        money={formatMoney}
        onRefund={async (orderId, request) => {
          setRefunding(true);
          try {
            return await refundOrder(orderId, request);
          } finally {
            setRefunding(false);
          }
        }}
        onClose={() => setRefundId(null)}
      />
      <Modal
        open={docOrder !== null}
        onCancel={props.onCloseDocument}
        destroyOnHidden
        width={460}
        title={intl.formatMessage(kind === "receipt" ? m.receipt : m.deliveryNote)}
        footer={
          docOrder ? (
            <Flex justify="end" gap={8} wrap>
              <Button size="large" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download(docOrder)}>
                {intl.formatMessage(m.downloadPdf)}
              </Button>
              <Button size="large" type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
                {intl.formatMessage(m.print)}
              </Button>
            </Flex>
          ) : null
        }
      >
        {docOrder ? <OrderDocument order={docOrder} kind={kind} companyName={props.companyName} format={format} paymentText={paymentText(docOrder)} /> : null}
      </Modal>
    </>
  );
}
