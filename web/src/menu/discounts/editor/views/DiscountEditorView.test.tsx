// The discount editor: its checks before saving, the window shown and sent on the company's clock, a server
// refusal under its field, the vouchers section only for a saved voucher discount, and the add modal's bounds.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Discount, DiscountAnswer, Voucher } from "@comanda/shared";
import { ApiError } from "../../../../data/api";
import { renderRoutes, SLOW } from "../../../../ui/testing";
import * as repository from "../../repository";
import DiscountEditorView from "./DiscountEditorView";

const company = vi.hoisted(() => ({ timezone: "Europe/Madrid" }));
vi.mock("../../repository", () => ({
  useDiscounts: vi.fn(),
  useVouchers: vi.fn(),
  saveDiscount: vi.fn(),
  createVouchers: vi.fn(),
  downloadVouchersCsv: vi.fn(),
  downloadVouchersPdf: vi.fn(),
}));
vi.mock("../../../../company", async () => {
  const { createFormatters } = await import("../../../../company/formatters");
  return {
    useCompany: () => ({ companyId: "c1", timezone: company.timezone, loading: false }),
    useFormatters: () => createFormatters({ locale: "en", currency: "EUR", timezone: company.timezone }),
  };
});

const repo = vi.mocked(repository);

const CHRISTMAS: Discount = { id: "d1", companyId: "c1", name: "Christmas", customerName: { en: "Christmas gift" }, percentage: 12.5, enabled: true, validFor: "voucher", start: "2026-12-01T17:00:00.000Z", end: null };
const HAPPY_HOUR: Discount = { id: "d2", companyId: "c1", name: "Happy hour", percentage: 5, enabled: true, validFor: "everyone" };
const voucher = (id: string, code: string, status: Voucher["status"]): Voucher => ({ id, companyId: "c1", discountId: "d1", name: "Flyers", quantity: 2, code, status, created: "2026-11-20T09:30:00.000Z" });

function open(path: string) {
  return renderRoutes(
    [
      { path: "/menu/discounts/new", element: <DiscountEditorView /> },
      { path: "/menu/discounts/:id/edit", element: <DiscountEditorView /> },
      { path: "/menu/discounts", element: <p>Discounts list</p> },
    ],
    path,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
const itemOf = (label: string) => input(label).closest(".ant-form-item") as HTMLElement;

function typeDateTime(label: string, text: string) {
  const field = input(label);
  fireEvent.mouseDown(field);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: "Enter" });
}

beforeEach(() => {
  vi.clearAllMocks();
  company.timezone = "Europe/Madrid";
  repo.useDiscounts.mockReturnValue({ data: [CHRISTMAS, HAPPY_HOUR], loading: false, error: null });
  repo.useVouchers.mockReturnValue({ data: [voucher("v1", "KQTMXRAPHZWB", "new"), voucher("v2", "ABCDEFGHJKMN", "redeemed")], loading: false, error: null });
});

describe("discount editor", SLOW, () => {
  it("refuses a missing name and a percentage of 0, then creates the discount and shows its vouchers section", async () => {
    repo.saveDiscount.mockResolvedValue({ ...CHRISTMAS, id: "d9" } as DiscountAnswer);
    const router = open("/menu/discounts/new");
    expect(await screen.findByText("Save the discount to add its vouchers.")).toBeInTheDocument();
    fireEvent.change(input("Percentage"), { target: { value: "0" } });
    save();
    expect(await within(itemOf("Name")).findByText("This field is required.")).toBeInTheDocument();
    expect(await within(itemOf("Percentage")).findByText("Enter a number between 0.01 and 100.")).toBeInTheDocument();
    expect(repo.saveDiscount).not.toHaveBeenCalled();

    fireEvent.change(input("Name"), { target: { value: " Market flyers " } });
    fireEvent.change(input("Percentage"), { target: { value: "15" } });
    save();
    await waitFor(() => expect(repo.saveDiscount).toHaveBeenCalledTimes(1));
    expect(repo.saveDiscount).toHaveBeenCalledWith({ name: "Market flyers", customerName: {}, percentage: 15, enabled: true, validFor: "voucher", start: null, end: null }, undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe("/menu/discounts/d9/edit"));
    expect(await screen.findByRole("heading", { name: "Vouchers" })).toBeInTheDocument();
    expect(repo.useVouchers).toHaveBeenLastCalledWith("c1", "d9");
  });

  it("shows no vouchers section for a discount for everyone, nor its hint once 'Everyone' is chosen", async () => {
    open("/menu/discounts/d2/edit");
    expect(await screen.findByDisplayValue("Happy hour")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Vouchers" })).toBeNull();
    expect(screen.queryByText("Save the discount to add its vouchers.")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Holders of a voucher code" }));
    expect(await screen.findByText("Save the discount to add its vouchers.")).toBeInTheDocument();
  });

  it("shows and sends the window on the company's clock, naming its time zone", async () => {
    repo.saveDiscount.mockResolvedValue(CHRISTMAS as DiscountAnswer);
    open("/menu/discounts/d1/edit");
    expect((await screen.findByLabelText("Valid from") as HTMLInputElement).value).toBe("01/12/2026 18:00");
    expect(screen.getByText(/time zone: Europe\/Madrid\./)).toBeInTheDocument();
    typeDateTime("Valid until", "06/01/2027 23:59");
    save();
    await waitFor(() => expect(repo.saveDiscount).toHaveBeenCalledTimes(1));
    expect(repo.saveDiscount).toHaveBeenCalledWith(expect.objectContaining({ start: "2026-12-01T17:00:00.000Z", end: "2027-01-06T22:59:00.000Z", customerName: { en: "Christmas gift" } }), "d1");
  });

  it("reads the same instant on another company's clock", async () => {
    company.timezone = "America/New_York";
    open("/menu/discounts/d1/edit");
    expect((await screen.findByLabelText("Valid from") as HTMLInputElement).value).toBe("01/12/2026 12:00");
    expect(screen.getByText(/time zone: America\/New_York\./)).toBeInTheDocument();
  });

  it("refuses an end before the start itself, and shows the server's refusal under the end field, keeping what was typed", async () => {
    open("/menu/discounts/d1/edit");
    await screen.findByLabelText("Valid until");
    typeDateTime("Valid until", "30/11/2026 10:00");
    save();
    expect(await within(itemOf("Valid until")).findByText("The end of the period must be after its start.")).toBeInTheDocument();
    expect(repo.saveDiscount).not.toHaveBeenCalled();

    repo.saveDiscount.mockRejectedValue(new ApiError("validation", 400, { end: ["export-range-invalid"] }));
    typeDateTime("Valid until", "02/12/2026 10:00");
    fireEvent.change(input("Name"), { target: { value: "Christmas 2026" } });
    save();
    await waitFor(() => expect(repo.saveDiscount).toHaveBeenCalledTimes(1));
    expect(await within(itemOf("Valid until")).findByText("The end of the period must be after its start.")).toBeInTheDocument();
    expect(input("Name").value).toBe("Christmas 2026");
    expect(input("Valid until").value).toBe("02/12/2026 10:00");
  });

  it("lists a voucher discount's vouchers with their codes in groups, status and counts; downloads in the user's language", async () => {
    repo.downloadVouchersCsv.mockResolvedValue();
    repo.downloadVouchersPdf.mockResolvedValue();
    open("/menu/discounts/d1/edit");
    const list = await screen.findByRole("region", { name: "Vouchers of this discount" });
    const first = within(list).getByText("KQTM-XRAP-HZWB").closest("[role=listitem]") as HTMLElement;
    expect(within(first).getByText("Unused")).toBeInTheDocument();
    expect(within(first).getByText("20 Nov 2026, 10:30")).toBeInTheDocument();
    expect(within(list).getByText("ABCD-EFGH-JKMN")).toBeInTheDocument();
    expect(screen.getByText("1 unused · 0 in use · 1 redeemed · 2 in total")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /Download CSV/ }));
    await waitFor(() => expect(repo.downloadVouchersCsv).toHaveBeenCalledWith("d1", "en"));
    await waitFor(() => expect(screen.getByRole("button", { name: /Print sheet \(PDF\)/ })).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: /Print sheet \(PDF\)/ }));
    await waitFor(() => expect(repo.downloadVouchersPdf).toHaveBeenCalledWith("d1", "en"));
  });

  it("draws only the rows on screen of 10,000 vouchers, and counts them all", async () => {
    const letters = "ABCDEFGHJKMNPQRSTUVWXYZ";
    const code = (i: number) => Array.from({ length: 12 }, (_, k) => letters[Math.floor(i / 23 ** (k % 3)) % 23]).join("");
    repo.useVouchers.mockReturnValue({ data: Array.from({ length: 10_000 }, (_, i) => voucher(`v${i}`, code(i), i < 9_000 ? "new" : "redeemed")), loading: false, error: null });
    open("/menu/discounts/d1/edit");
    const list = await screen.findByRole("region", { name: "Vouchers of this discount" });
    expect(screen.getByText("9,000 unused · 0 in use · 1,000 redeemed · 10,000 in total")).toBeInTheDocument();
    const rows = within(list).getAllByRole("listitem");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
  });

  it("adds between 1 and 10,000 vouchers: 0 and 10,001 are refused before anything is sent", async () => {
    repo.createVouchers.mockResolvedValue(20);
    open("/menu/discounts/d1/edit");
    fireEvent.click(await screen.findByRole("button", { name: /Add vouchers/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add vouchers" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: " Flyers " } });
    const quantity = within(dialog).getByLabelText("Quantity");
    for (const refused of ["0", "10001"]) {
      fireEvent.change(quantity, { target: { value: refused } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Add vouchers" }));
      expect(await within(dialog).findByText("Enter a number between 1 and 10,000.")).toBeInTheDocument();
    }
    expect(repo.createVouchers).not.toHaveBeenCalled();
    // The server's refusal of a field shows under the modal's field, not the discount form's.
    repo.createVouchers.mockRejectedValueOnce(new ApiError("validation", 400, { quantity: ["maximum"] }));
    fireEvent.change(quantity, { target: { value: "20" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add vouchers" }));
    expect(await within(quantity.closest(".ant-form-item") as HTMLElement).findByText("This number is too large.")).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: "20" } });
    fireEvent.change(within(dialog).getByLabelText("Internal description"), { target: { value: "Market stall" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add vouchers" }));
    await waitFor(() => expect(repo.createVouchers).toHaveBeenLastCalledWith("d1", { name: "Flyers", quantity: 20, internalDescription: "Market stall" }));
    expect(await screen.findByText("20 vouchers added.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add vouchers" })).toBeNull());
  });
});
