// The board's container where the browser test cannot easily go: refused writes, double taps, and the
// toast when an order is complete at a production location. Data hooks and writes are stand-ins.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Order, OrderItem } from "@comanda/shared";
import { errorMessages } from "../../../i18n/errors";
import { Providers, SLOW } from "../../../ui/testing";
import { boardMessages } from "../messages";
import OrdersBoardView from "./OrdersBoardView";

const live = <T,>(data: T) => ({ data, loading: false, error: null });
const repo = vi.hoisted(() => ({
  orders: [] as Order[],
  changeOrderStatus: vi.fn(),
  updateOrderItems: vi.fn(),
  setStaffRemark: vi.fn(),
}));

vi.mock("../../repository", () => ({
  useOpenOrders: () => live(repo.orders),
  useZones: () => live([{ id: "z1", name: "Dining room", sortOrder: 1, pointsOfSale: [{ id: "t1", name: { en: "Table 1" } }] }]),
  changeOrderStatus: repo.changeOrderStatus,
  updateOrderItems: repo.updateOrderItems,
  setStaffRemark: repo.setStaffRemark,
}));
vi.mock("../../../menu/repository", () => ({
  useLocations: () => live([{ id: "kitchen", name: { en: "Kitchen" }, sortOrder: 1 }]),
  useCourses: () => live([]),
  useProducts: () => live([]),
}));
vi.mock("../../../company", () => ({ useCompany: () => ({ companyId: "c1", company: { hasAnActiveSubscription: true } }) }));
vi.mock("../../../i18n/language", () => ({ useLanguage: () => ({ language: "en" }) }));
vi.mock("../../../ui/contentLanguage", () => ({ useContentLanguages: () => ({ defaultLanguage: "en" }) }));
vi.mock("../../actions/OrdersActions", () => ({ default: () => null }));

function item(productId: string, locationId: string | null, extra: Partial<OrderItem> = {}): OrderItem {
  return { productId, name: { en: productId }, quantity: 1, price: 1, done: false, locationId, status: "new", ...extra };
}

function order(extra: Partial<Order> = {}): Order {
  return {
    id: "o1",
    companyId: "c1",
    number: 42,
    status: "new",
    dateOrdered: new Date().toISOString(),
    deliveryType: "table",
    zoneId: "z1",
    pointofsaleId: "t1",
    cartTotal: 2,
    items: [item("Soup", "kitchen"), item("Beer", null)],
    receiptItems: [],
    ...extra,
  };
}

function renderBoard(path = "/orders/overview") {
  const router = createMemoryRouter([{ path: "/orders/overview", element: <OrdersBoardView /> }], { initialEntries: [path] });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("OrdersBoardView", () => {
  beforeEach(() => {
    repo.orders = [order()];
    repo.changeOrderStatus.mockReset();
    repo.updateOrderItems.mockReset();
  });

  it("says the order changed meanwhile when the rules refuse a status change", SLOW, async () => {
    repo.changeOrderStatus.mockRejectedValue(Object.assign(new Error("denied"), { code: "permission-denied" }));
    renderBoard();
    await userEvent.click(await screen.findByRole("button", { name: boardMessages.startOrder.defaultMessage }));
    expect(await screen.findByText(errorMessages.transitionNotAllowed.defaultMessage)).toBeInTheDocument();
    expect(screen.getByTestId("order-o1")).toBeInTheDocument();
  });

  it("writes one status change for a double tap before the card shows its new status", SLOW, async () => {
    repo.changeOrderStatus.mockReturnValue(new Promise(() => {}));
    renderBoard();
    const start = await screen.findByRole("button", { name: boardMessages.startOrder.defaultMessage });
    await userEvent.dblClick(start);
    expect(repo.changeOrderStatus).toHaveBeenCalledTimes(1);
    expect(repo.changeOrderStatus).toHaveBeenCalledWith(expect.objectContaining({ id: "o1", status: "new" }), "wip");
  });

  it("names the order and the location when its last item there is checked off", SLOW, async () => {
    let stored = repo.orders[0]!.items;
    repo.updateOrderItems.mockImplementation(async (_id: string, change: (items: OrderItem[]) => OrderItem[]) => {
      stored = change(stored);
    });
    renderBoard("/orders/overview?location=kitchen");
    expect(screen.queryByRole("button", { name: "Check off Beer" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Check off Soup" }));
    expect(await screen.findByText("Order 42 is complete at Kitchen.")).toBeInTheDocument();
    expect(stored.map((i) => [i.done, i.status])).toEqual([
      [true, "ready"],
      [false, "new"],
    ]);
  });

  it("offers undo after 'mark as done' and moves the order back to the status it came from", SLOW, async () => {
    repo.orders = [order({ status: "ready" })];
    repo.changeOrderStatus.mockResolvedValue(undefined);
    renderBoard();
    await userEvent.click(await screen.findByRole("button", { name: boardMessages.markAsDone.defaultMessage }));
    await userEvent.click(await screen.findByRole("button", { name: boardMessages.undo.defaultMessage }));
    await waitFor(() => expect(repo.changeOrderStatus).toHaveBeenLastCalledWith({ id: "o1", status: "done" }, "ready"));
  });
});
