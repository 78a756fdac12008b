// /orders/overview: the live board of the open orders (new, in process, ready) per station and
// production location, with the open items per course for the pass (spec §2, §4). Status and item
// changes are written directly (Firestore shows them at once and the rules check the flow).
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Alert, App, Button, Flex, Spin, Typography } from "antd";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import {
  ALL_STATIONS,
  DELIVERY_TYPES,
  boardLanes,
  keepUnchanged,
  localized,
  nextStatus,
  openItemsAt,
  openItemsByCourse,
  showsOnBoard,
  setItemDone,
  type BoardFilter,
  type DeliveryType,
  type LocationFilter,
  type OpenStatus,
  type Order,
  type OrderStatus,
  type Product,
} from "@comanda/shared";
import { useCompany } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { useLanguage } from "../../../i18n/language";
import { useContentLanguages } from "../../../ui/contentLanguage";
import { useMediaQuery } from "../../../ui/useMediaQuery";
import { useCourses, useLocations, useProducts } from "../../../menu/repository";
import OrdersActions from "../../actions/OrdersActions";
import { changeOrderStatus, setStaffRemark, updateOrderItems, useOpenOrders, useZones } from "../../repository";
import StaffRemarkModal from "../../shared/StaffRemarkModal";
import { NoPaymentConnectionWarning } from "../../../settings/banking/NoPaymentConnectionWarning";
import TrialWarning from "../../shared/TrialWarning";
import { BoardClockProvider } from "../components/BoardClock";
import { BoardFilters, type BoardView } from "../components/BoardFilters";
import { BoardLanes } from "../components/BoardLanes";
import { OpenItemsView } from "../components/OpenItemsView";
import type { BoardNames, CardActions } from "../components/OrderCard";
import { boardMessages as m } from "../messages";
import "../board.css";

/** How long the undo of 'mark as done' is offered. */
const UNDO_SECONDS = 8;

function locationFilterOf(value: string | null): LocationFilter {
  if (!value || value === "all") return { kind: "all" };
  if (value === "none") return { kind: "none" };
  return { kind: "location", id: value };
}

function stationsOf(value: string | null): ReadonlySet<DeliveryType> {
  if (value === null) return ALL_STATIONS;
  return new Set(DELIVERY_TYPES.filter((s) => value.split(",").includes(s)));
}

/** A refused direct write means the order moved on elsewhere: say so with the transition text. */
function refusalCode(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "permission-denied" || code === "failed-precondition" ? "transition-not-allowed" : error;
}

/** The orders with each unchanged one keeping its object, so only the cards of changed orders re-render. */
function useStableOrders(source: Order[]): Order[] {
  const [state, setState] = useState({ source, orders: source });
  if (state.source === source) return state.orders;
  // Derived from the previous render's result (React's "state from the previous render" pattern).
  const orders = keepUnchanged(new Map(state.orders.map((o) => [o.id, o])), source);
  setState({ source, orders });
  return orders;
}

export default function OrdersBoardView() {
  const intl = useIntl();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { companyId } = useCompany();
  const { language } = useLanguage();
  const { defaultLanguage } = useContentLanguages();
  const compact = useMediaQuery("(max-width: 767.98px)");

  const orders = useOpenOrders(companyId);
  const zones = useZones(companyId);
  const locations = useLocations(companyId);
  const courses = useCourses(companyId);
  const products = useProducts(companyId);

  // Filters live in the URL so that a kitchen tablet keeps its location after a reload.
  const [params, setParams] = useSearchParams();
  const locationValue = params.get("location") ?? "all";
  const location = useMemo(() => locationFilterOf(locationValue), [locationValue]);
  const stationsParam = params.get("stations");
  const stations = useMemo(() => stationsOf(stationsParam), [stationsParam]);
  const view: BoardView = params.get("view") === "items" ? "items" : "orders";
  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const [lane, setLane] = useState<OpenStatus>("new");

  const stable = useStableOrders(orders.data);

  const filter = useMemo<BoardFilter>(() => ({ stations, location }), [stations, location]);
  const lanes = useMemo(() => boardLanes(stable, filter), [stable, filter]);
  const courseOrder = useMemo(() => courses.data.map((c) => c.id), [courses.data]);
  const openItems = useMemo(
    () => (view === "items" ? openItemsByCourse(stable.filter((o) => showsOnBoard(o, filter)), location, courseOrder) : []),
    [view, stable, filter, location, courseOrder],
  );

  const names = useMemo<BoardNames>(() => {
    const text = (value: Parameters<BoardNames["text"]>[0]) => localized(value, language, defaultLanguage);
    const pos = new Map<string, string>();
    for (const zone of zones.data) for (const p of zone.pointsOfSale ?? []) pos.set(p.id, zones.data.length > 1 ? `${text(p.name)} · ${zone.name}` : text(p.name));
    const courseNames = new Map(courses.data.map((c) => [c.id, text(c.name)]));
    const locationNames = new Map(locations.data.map((l) => [l.id, text(l.name)]));
    const productsById = new Map<string, Product>(products.data.map((p) => [p.id, p]));
    return {
      text,
      pointOfSale: (order) => (order.pointofsaleId && pos.get(order.pointofsaleId)) || intl.formatMessage(m.unknownPointOfSale),
      course: (id) => (id ? (courseNames.get(id) ?? null) : null),
      location: (id) => (id ? (locationNames.get(id) ?? null) : null),
      options: (item) =>
        (item.options ?? []).map((choice) => {
          const block = productsById.get(item.productId)?.optionBlocks?.find((b) => b.id === choice.blockId);
          const value = block?.values.find((v) => v.id === choice.valueId);
          if (!block || !value) return intl.formatMessage(m.unknownOption);
          return intl.formatMessage(m.optionValue, { heading: text(block.heading), value: text(value.name) });
        }),
    };
  }, [zones.data, courses.data, locations.data, products.data, language, defaultLanguage, intl]);

  // Status changes under way, as "orderId:fromStatus": a second tap before the card shows its new status
  // is the same request and is ignored (no skipping from new straight to ready), a tap after it is a new one.
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef(new Set<string>());
  const setRequestBusy = useCallback((key: string, on: boolean) => {
    if (on) pending.current.add(key);
    else pending.current.delete(key);
    setBusy((current) => {
      if (current.has(key) === on) return current;
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const [remarkOrder, setRemarkOrder] = useState<Order | null>(null);

  // The actions read the latest values through a ref so they keep their identity (no card re-renders).
  const latest = useRef({ location, names });
  useLayoutEffect(() => {
    latest.current = { location, names };
  });

  const numberText = useCallback((order: Pick<Order, "number">) => String(order.number ?? ""), []);

  const undoDone = useCallback(
    (order: Order, back: OrderStatus) => {
      message.destroy(`done-${order.id}`);
      changeOrderStatus({ id: order.id, status: "done" }, back)
        .then(() => void message.success(intl.formatMessage(m.undone, { number: numberText(order) })))
        .catch((e: unknown) => void message.error(errorText(refusalCode(e))));
    },
    [message, intl, errorText, numberText],
  );

  const actions = useMemo<CardActions>(
    () => ({
      onAdvance: (order) => {
        const to = nextStatus(order.status);
        const request = `${order.id}:${order.status}`;
        if (!to || pending.current.has(request)) return;
        setRequestBusy(request, true);
        const from = order.status;
        const write = changeOrderStatus(order, to);
        // Firestore shows the change at once; the undo is offered right away, not after the server's answer.
        if (to === "done") {
          const key = `done-${order.id}`;
          void message.open({
            key,
            type: "success",
            duration: UNDO_SECONDS,
            content: (
              <span className="ob-undo">
                {intl.formatMessage(m.markedDone, { number: numberText(order) })}{" "}
                <Button size="middle" type="link" onClick={() => undoDone(order, from)}>
                  {intl.formatMessage(m.undo)}
                </Button>
              </span>
            ),
          });
          write.catch(() => message.destroy(key));
        }
        write
          .catch((e: unknown) => void message.error(errorText(refusalCode(e))))
          .finally(() => setRequestBusy(request, false));
        // A write waiting for a lost connection must not block the button for ever.
        setTimeout(() => setRequestBusy(request, false), 3000);
      },
      onRemark: (order) => setRemarkOrder(order),
      onItem: (order, index, done) => {
        const { location, names } = latest.current;
        const productId = order.items[index]?.productId;
        if (!productId) return;
        let after: Order["items"] = order.items;
        updateOrderItems(order.id, (items) => (after = setItemDone(items, index, productId, done)))
          .then(() => {
            if (done && location.kind !== "all" && openItemsAt({ items: after }, location).length === 0) {
              const where = location.kind === "none" ? intl.formatMessage(m.noLocation) : (names.location(location.id) ?? intl.formatMessage(m.noLocation));
              void message.success(intl.formatMessage(m.leftLocation, { number: numberText(order), location: where }));
            }
          })
          .catch((e: unknown) => void message.error(errorText(refusalCode(e))));
      },
    }),
    [message, intl, errorText, setRequestBusy, undoDone, numberText],
  );

  const locationOptions = useMemo(() => locations.data.map((l) => ({ value: l.id, label: names.text(l.name) })), [locations.data, names]);
  const toggleStation = useCallback(
    (station: DeliveryType) => {
      const next = new Set(stations);
      if (next.has(station)) next.delete(station);
      else next.add(station);
      setParam("stations", next.size === DELIVERY_TYPES.length ? null : DELIVERY_TYPES.filter((s) => next.has(s)).join(","));
    },
    [stations, setParam],
  );

  let body;
  if (orders.error) body = <Alert type="error" showIcon title={errorText(orders.error)} />;
  else if (orders.loading)
    body = (
      <Flex vertical align="center" gap={8} className="ob-loading">
        <Spin size="large" />
        <Typography.Text type="secondary">{intl.formatMessage(m.loading)}</Typography.Text>
      </Flex>
    );
  else if (view === "items") body = <OpenItemsView groups={openItems} names={names} />;
  else body = <BoardLanes lanes={lanes} compact={compact} lane={lane} onLane={setLane} location={location} names={names} actions={actions} busy={busy} />;

  return (
    <BoardClockProvider>
      <div className="ob-page">
        <Flex className="ob-header" align="center" justify="space-between" gap={12} wrap>
          <Typography.Title level={1}>{intl.formatMessage(m.title)}</Typography.Title>
          <OrdersActions />
        </Flex>
        <TrialWarning />
        <NoPaymentConnectionWarning onlinePayment={zones.data.some((z) => z.enableOnlinePayment === true && z.archived !== true)} />
        <BoardFilters
          stations={stations}
          onToggleStation={toggleStation}
          location={locationValue}
          locations={locationOptions}
          onLocation={(value) => setParam("location", value === "all" ? null : value)}
          view={view}
          onView={(value) => setParam("view", value === "items" ? "items" : null)}
        />
        {body}
        <StaffRemarkModal order={remarkOrder} onSave={setStaffRemark} onClose={() => setRemarkOrder(null)} />
      </div>
    </BoardClockProvider>
  );
}
