// The discounts list: each discount's percentage, who it is for, its window on the company's clock, its state and
// its vouchers' counts; the filters read from and written to the URL; delete refused while an order holds a voucher.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Discount, VoucherCounts } from "@comanda/shared";
import { ApiError } from "../../../../data/api";
import { renderRoutes, SLOW } from "../../../../ui/testing";
import * as repository from "../../repository";
import DiscountsView from "./DiscountsView";

vi.mock("../../repository", () => ({ useDiscounts: vi.fn(), useVoucherCounts: vi.fn(), deleteDiscount: vi.fn() }));
vi.mock("../../../../company", async () => {
  const { createFormatters } = await import("../../../../company/formatters");
  const formatters = createFormatters({ locale: "en", currency: "EUR", timezone: "Europe/Madrid" });
  return { useCompany: () => ({ companyId: "c1", timezone: "Europe/Madrid", loading: false }), useFormatters: () => formatters };
});

const repo = vi.mocked(repository);

const discount = (id: string, name: string, more: Partial<Discount> = {}): Discount => ({ id, companyId: "c1", name, percentage: 10, enabled: true, validFor: "voucher", ...more });
const counts = (unused: number, inUse: number, redeemed: number): VoucherCounts => ({ unused, inUse, redeemed, total: unused + inUse + redeemed });

const DISCOUNTS = [
  discount("d1", "Christmas flyers", { percentage: 12.5, start: "2026-12-01T17:00:00.000Z", end: "2027-01-06T23:00:00.000Z", handedOutAt: "2026-11-20T10:00:00.000Z" }),
  discount("d2", "Summer party", { percentage: 20, enabled: false }),
  discount("d3", "Happy hour", { percentage: 5, validFor: "everyone", end: "2026-01-01T00:00:00.000Z" }),
];
const COUNTS = new Map([
  ["d1", counts(17, 1, 2)],
  ["d2", counts(0, 0, 40)],
]);

function open(path = "/menu/discounts") {
  return renderRoutes(
    [
      { path: "/menu/discounts", element: <DiscountsView /> },
      { path: "/menu/discounts/:id/edit", element: <p>Editor page</p> },
      { path: "/menu/discounts/new", element: <p>New discount page</p> },
    ],
    path,
  );
}

const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;
const names = () => screen.queryAllByRole("rowheader").map((th) => th.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  repo.useDiscounts.mockReturnValue({ data: DISCOUNTS, loading: false, error: null });
  repo.useVoucherCounts.mockReturnValue({ data: COUNTS, loading: false, error: null });
});

describe("DiscountsView", SLOW, () => {
  it("shows each discount's percentage, who it is for, its window in the company's time zone, state and voucher counts", async () => {
    open();
    const christmas = rowOf("Christmas flyers");
    expect(within(christmas).getByText("12.5%")).toBeInTheDocument();
    expect(within(christmas).getByText("Voucher code")).toBeInTheDocument();
    // 17:00 UTC is 18:00 in Madrid; the end, 23:00 UTC on 6 January, is midnight of the 7th there.
    expect(within(christmas).getByText("1 Dec 2026, 18:00 to 7 Jan 2027, 00:00")).toBeInTheDocument();
    expect(within(christmas).getByText("Distributed")).toBeInTheDocument();
    expect(within(christmas).getByText("17 unused · 1 in use · 2 redeemed · 20 in total")).toBeInTheDocument();
    expect(within(rowOf("Summer party")).getByText("Redeemed")).toBeInTheDocument();
    expect(within(rowOf("Summer party")).getByText("No")).toBeInTheDocument();
    const happy = rowOf("Happy hour");
    expect(within(happy).getByText("Everyone")).toBeInTheDocument();
    expect(within(happy).getByText("Expired")).toBeInTheDocument();
    expect(within(happy).getByText("No vouchers: applies to every order")).toBeInTheDocument();
    expect(screen.getByText("Times in Europe/Madrid.")).toBeInTheDocument();
    // Counted for the voucher discounts only.
    expect(repo.useVoucherCounts).toHaveBeenLastCalledWith("c1", ["d1", "d2"], expect.any(String));
  });

  it("applies the filters of the address, and writes a new choice into it", async () => {
    const router = open("/menu/discounts?state=redeemed");
    expect(names()).toEqual(["Summer party"]);
    expect(screen.getByText("1 discount of 3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(names()).toEqual(["Christmas flyers", "Summer party", "Happy hour"]));
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Valid for" }));
    fireEvent.click(await screen.findByTitle("Everyone"));
    await waitFor(() => expect(router.state.location.search).toBe("?validFor=everyone"));
    expect(names()).toEqual(["Happy hour"]);
  });

  it("finds a discount by a word of its name typed without accents, and says when nothing matches", async () => {
    repo.useDiscounts.mockReturnValue({ data: [...DISCOUNTS, discount("d4", "Navidad Peña")], loading: false, error: null });
    const router = open("/menu/discounts?enabled=enabled");
    fireEvent.change(screen.getByRole("textbox", { name: "Search by name" }), { target: { value: "pena" } });
    await waitFor(() => expect(names()).toEqual(["Navidad Peña"]));
    await waitFor(() => expect(router.state.location.search).toBe("?enabled=enabled&q=pena"));
    fireEvent.change(screen.getByRole("textbox", { name: "Search by name" }), { target: { value: "summer" } });
    expect(await screen.findByText("No discount matches the filters.")).toBeInTheDocument();
  });

  it("deletes only after the confirmation, and shows the server's words when an order holds a voucher", async () => {
    repo.deleteDiscount.mockRejectedValueOnce(new ApiError("vouchers-in-use", 409));
    open();
    fireEvent.click(screen.getByRole("button", { name: "Delete Christmas flyers" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("“Christmas flyers” and all its vouchers are deleted for good: their codes stop working.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(repo.deleteDiscount).toHaveBeenCalledWith("d1"));
    expect(await screen.findByText("This discount cannot be deleted while an order is using one of its vouchers. Try again once the order's payment is complete.")).toBeInTheDocument();
  });

  it("opens the editor from a discount's name", async () => {
    const router = open();
    fireEvent.click(screen.getByRole("button", { name: "Christmas flyers" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/menu/discounts/d1/edit"));
  });
});
