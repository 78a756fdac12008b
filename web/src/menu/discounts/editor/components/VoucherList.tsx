// A discount's vouchers as a virtualised list (presentational): code in groups of four, name, status and creation
// date. Only the rows on screen exist in the page, so 10,000 vouchers scroll smoothly, on a phone too.
import { memo } from "react";
import { Tag } from "antd";
import { useIntl } from "react-intl";
import { formatVoucherCode, type Voucher, type VoucherStatus } from "@comanda/shared";
import { VirtualList } from "../../../../ui/list/VirtualList";
import { useMediaQuery } from "../../../../ui/useMediaQuery";
import { discountStateMessages as s, voucherMessages as m } from "../../messages";

export const ROW_HEIGHT = 48;
/** On a phone a row takes two lines (discounts.css). */
export const PHONE_ROW_HEIGHT = 56;

const STATUS_MESSAGES: Record<VoucherStatus, keyof typeof s> = { new: "voucherNew", inUse: "voucherInUse", redeemed: "voucherRedeemed" };
const STATUS_COLORS: Record<VoucherStatus, string> = { new: "blue", inUse: "gold", redeemed: "green" };

export interface VoucherListProps {
  vouchers: readonly Voucher[];
  /** An instant as the company's clock shows it. */
  formatDateTime: (iso: string) => string;
}

export const VoucherList = memo(function VoucherList({ vouchers, formatDateTime }: VoucherListProps) {
  const t = useIntl().formatMessage;
  const phone = useMediaQuery("(max-width: 575.98px)");
  return (
    <div role="region" aria-label={t(m.listLabel)}>
      <div className="discounts-voucher-row discounts-voucher-head" aria-hidden>
        <span>{t(m.code)}</span>
        <span>{t(m.name)}</span>
        <span>{t(m.status)}</span>
        <span>{t(m.created)}</span>
      </div>
      <VirtualList
        items={vouchers}
        rowHeight={phone ? PHONE_ROW_HEIGHT : ROW_HEIGHT}
        overscan={10}
        renderRow={(voucher) => (
          <div className="discounts-voucher-row" data-code={voucher.code}>
            <span className="discounts-voucher-code">{formatVoucherCode(voucher.code)}</span>
            <span className="discounts-voucher-name">{voucher.name}</span>
            <span className="discounts-voucher-status">
              <Tag color={STATUS_COLORS[voucher.status]} style={{ marginInlineEnd: 0 }}>
                {t(s[STATUS_MESSAGES[voucher.status]])}
              </Tag>
            </span>
            <span className="discounts-voucher-created">{formatDateTime(voucher.created)}</span>
          </div>
        )}
      />
    </div>
  );
});
