import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckOrderCodeAnswer } from "@comanda/shared";
import { renderWithProviders, SLOW } from "../../ui/testing";

const api = vi.hoisted(() => ({ checkOrderCode: vi.fn(), setOrderStatusThroughApi: vi.fn() }));

vi.mock("../repository", () => ({
  checkOrderCode: api.checkOrderCode,
  setOrderStatusThroughApi: api.setOrderStatusThroughApi,
  useZones: () => ({ data: [{ id: "z1", name: "Dining room", archived: false, pointsOfSale: [{ id: "p1", name: { en: "Table 7" } }] }], loading: false, error: null }),
}));
vi.mock("../../company", () => ({
  useCompany: () => ({ companyId: "c1" }),
  useFormatters: () => ({ formatMoney: (n: number) => `€${n.toFixed(2)}`, formatDateTime: (s: string) => s }),
}));
vi.mock("../../i18n/language", () => ({ useLanguage: () => ({ language: "en" }) }));

const { default: ScanCodeModal } = await import("./ScanCodeModal");

const READY: CheckOrderCodeAnswer = {
  orderId: "o1", number: 42, status: "ready", name: "Ada", deliveryType: "takeaway", pointofsaleId: "p1",
  paid: false, demo: false, cartTotal: 12.5, pickedUpAt: null, dateOrdered: "2026-05-01T12:00:00.000Z",
};

function typeAndCheck(text: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Order code" }), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Check" }));
}

describe("ScanCodeModal", () => {
  beforeEach(() => {
    api.checkOrderCode.mockReset();
    api.setOrderStatusThroughApi.mockReset();
  });

  it("refuses a text that is no order code without asking the server", SLOW, async () => {
    renderWithProviders(<ScanCodeModal onClose={() => {}} />);
    typeAndCheck("garbage");
    expect(await screen.findByText("Invalid order code.")).toBeTruthy();
    expect(api.checkOrderCode).not.toHaveBeenCalled();
  });

  it("shows an unpaid ready order with its point of sale and hands it over", SLOW, async () => {
    api.checkOrderCode.mockResolvedValue(READY);
    api.setOrderStatusThroughApi.mockResolvedValue({ id: "o1", status: "done", previousStatus: "ready" });
    renderWithProviders(<ScanCodeModal onClose={() => {}} />);
    typeAndCheck("comanda-order:abcd-efgh-jk");
    expect(await screen.findByText("Order 42")).toBeTruthy();
    expect(api.checkOrderCode).toHaveBeenCalledWith("ABCDEFGHJK");
    expect(screen.getByText("Table 7")).toBeTruthy();
    expect(screen.getByText("Not paid: collect the payment before handing over the order.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hand over" }));
    await waitFor(() => expect(api.setOrderStatusThroughApi).toHaveBeenCalledWith("o1", "done"));
    expect(await screen.findByText("This order is already done: it may have been handed over.")).toBeTruthy();
  });
});
