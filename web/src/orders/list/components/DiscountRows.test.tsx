// The order's discount on the order detail and the printable receipt: named as the customer read it, with the
// voucher code it came with.
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { Order } from "@comanda/shared";
import { renderWithProviders } from "../../../ui/testing";
import { DiscountRows } from "./DiscountRows";

const money = (n: number) => `€${n.toFixed(2)}`;
const totals = { items: 14.5, discount: 2.9, deliveryFee: 0, tip: 0, total: 11.6, vat: [] };

function rows(order: Pick<Order, "discounts" | "totals">) {
  return renderWithProviders(
    <table>
      <tbody>
        <DiscountRows order={order} money={money} />
      </tbody>
    </table>,
  );
}

describe("DiscountRows", () => {
  it("names the discount with its percentage and amount, and the voucher code under it", () => {
    rows({ totals, discounts: [{ discountId: "d", name: "Vale de bienvenida", percentage: 20, amount: 2.9, voucherCode: "KQTM-XRAP-HZWB", voucherId: "v" }] });
    expect(screen.getByText("Discount Vale de bienvenida (20 %)")).toBeTruthy();
    expect(screen.getByText("Voucher code: KQTM-XRAP-HZWB")).toBeTruthy();
    expect(screen.getByText("−€2.90")).toBeTruthy();
  });

  it("shows a zone's discount without a code, and the total alone for an order stored without its discount's name", () => {
    const { unmount } = rows({ totals, discounts: [{ discountId: "d", name: "Lunch", percentage: 10, amount: 2.9 }] });
    expect(screen.getByText("Discount Lunch (10 %)")).toBeTruthy();
    expect(screen.queryByText(/Voucher code/)).toBeNull();
    unmount();
    rows({ totals });
    expect(screen.getByText("Discount")).toBeTruthy();
    expect(screen.getByText("−€2.90")).toBeTruthy();
  });
});
