// The order's discount as rows of a totals table (the order detail and the printable receipt): its name as the
// customer read it, the percentage and the amount, and the voucher code it came with. Orders stored before the
// discount was recorded by name show the total discount alone.
import { useIntl } from "react-intl";
import type { Order } from "@comanda/shared";
import { orderDetailMessages as d } from "../messages";

export function DiscountRows({ order, money }: { order: Pick<Order, "discounts" | "totals">; money: (amount: number) => string }) {
  const intl = useIntl();
  const discounts = (order.discounts ?? []).filter((discount) => discount.amount > 0);
  const total = order.totals?.discount ?? 0;
  if (discounts.length === 0) {
    return total > 0 ? (
      <tr>
        <td>{intl.formatMessage(d.discount)}</td>
        <td className="ol-num">−{money(total)}</td>
      </tr>
    ) : null;
  }
  return (
    <>
      {discounts.map((discount) => (
        <tr key={discount.discountId}>
          <td>
            {intl.formatMessage(d.discountNamed, { name: discount.name, percentage: intl.formatNumber(discount.percentage) })}
            {discount.voucherCode ? (
              <>
                <br />
                <span>{intl.formatMessage(d.voucherCode, { code: discount.voucherCode })}</span>
              </>
            ) : null}
          </td>
          <td className="ol-num">−{money(discount.amount)}</td>
        </tr>
      ))}
    </>
  );
}
