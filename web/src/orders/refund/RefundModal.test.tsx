import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { OrderRefund, RefundOrderAnswer } from "@comanda/shared";
import { ApiError } from "../../data/api";
import { renderWithProviders, SLOW } from "../../ui/testing";
import RefundModal from "./RefundModal";

const money = (n: number) => `€${n.toFixed(2)}`;
const ORDER = { id: "o1", number: 7, cartTotal: 20, tip: 2.5, refund: null };
const answer = (amount: number): RefundOrderAnswer => ({
  id: "o1",
  refund: { amount, reason: "Cold", status: "succeeded", refundId: "re_1", at: "2026-05-04T10:00:00.000Z", by: "u1", attempt: 1 },
});

function fillReason(text: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Reason" }), { target: { value: text } });
}

describe("RefundModal", () => {
  it("refunds the whole payment after the confirmation, and a double click sends one call", SLOW, async () => {
    let finish: (value: RefundOrderAnswer) => void = () => {};
    const onRefund = vi.fn(() => new Promise<RefundOrderAnswer>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    renderWithProviders(<RefundModal order={ORDER} money={money} onRefund={onRefund} onClose={onClose} />);
    expect(screen.getByText("Paid online: €22.50")).toBeTruthy();
    fillReason("  Cold  ");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    const confirm = await screen.findByRole("button", { name: "Refund €22.50" });
    expect(screen.getByText(/Refund €22.50 to the customer's card\?/)).toBeTruthy();
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(onRefund).toHaveBeenCalledTimes(1));
    expect(onRefund).toHaveBeenCalledWith("o1", { reason: "Cold" });
    finish(answer(22.5));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRefund).toHaveBeenCalledTimes(1);
  });

  it("refunds a part and asks for a reason first", SLOW, async () => {
    const onRefund = vi.fn(() => Promise.resolve(answer(5)));
    renderWithProviders(<RefundModal order={ORDER} money={money} onRefund={onRefund} onClose={() => {}} />);
    fireEvent.click(screen.getByRole("radio", { name: "Part of it" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findAllByRole("alert")).not.toHaveLength(0);
    expect(onRefund).not.toHaveBeenCalled();
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount to refund" }), { target: { value: "5" } });
    fillReason("Missing fries");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Refund €5.00" }));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith("o1", { amount: 5, reason: "Missing fries" }));
  });

  it("shows the server's refusal of the amount under the field", SLOW, async () => {
    const onRefund = vi.fn(() => Promise.reject(new ApiError("validation", 400, { amount: ["refund-amount-too-high"] })));
    renderWithProviders(<RefundModal order={ORDER} money={money} onRefund={onRefund} onClose={() => {}} />);
    fireEvent.click(screen.getByRole("radio", { name: "Part of it" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount to refund" }), { target: { value: "22" } });
    fillReason("Cold");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Refund €22.00" }));
    expect(await screen.findByText("The refund cannot be more than the customer paid.")).toBeTruthy();
  });

  it("finishes a refund whose call never finished, as it was asked", SLOW, async () => {
    const stale: OrderRefund = { amount: 5, reason: "Cold", status: "processing", refundId: null, at: "2020-01-01T00:00:00.000Z", by: "u1", attempt: 1 };
    const onRefund = vi.fn(() => Promise.resolve(answer(5)));
    renderWithProviders(<RefundModal order={{ ...ORDER, refund: stale }} money={money} onRefund={onRefund} onClose={() => {}} />);
    expect(screen.getByText(/A refund of €5.00 \(Cold\) was started but not confirmed/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Refund €5.00" }));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith("o1", { reason: "Cold" }));
  });

  it("offers to make the order's voucher usable again only when the order used one, and sends it only when ticked", SLOW, async () => {
    const onRefund = vi.fn(() => Promise.resolve(answer(22.5)));
    const withVoucher = { ...ORDER, discounts: [{ discountId: "d", name: "Welcome", percentage: 20, amount: 5, voucherCode: "KQTM-XRAP-HZWB" }] };
    const { unmount } = renderWithProviders(<RefundModal order={withVoucher} money={money} onRefund={onRefund} onClose={() => {}} />);
    const box = screen.getByRole("checkbox", { name: "Make voucher KQTM-XRAP-HZWB usable again" });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    fillReason("Cold");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Refund €22.50" }));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith("o1", { reason: "Cold", releaseVoucher: true }));
    unmount();
    renderWithProviders(<RefundModal order={ORDER} money={money} onRefund={onRefund} onClose={() => {}} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
