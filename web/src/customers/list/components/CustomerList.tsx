// The customers as a virtualised list: only the rows on screen exist in the page, so thousands of
// customers scroll smoothly on a phone.
import { memo, useCallback, useLayoutEffect, useRef, useState } from "react";
import { Button, Tag, Typography } from "antd";
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useIntl } from "react-intl";
import type { Customer } from "@comanda/shared";
import { customerListMessages as m } from "../../messages";

export const ROW_HEIGHT = 64;

export interface CustomerListProps {
  customers: readonly Customer[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The list's distance from the top of the document, kept up to date while content above it changes height. */
function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

export const CustomerList = memo(function CustomerList({ customers, onEdit, onDelete }: CustomerListProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const getItemKey = useCallback((index: number) => customers[index]?.id ?? index, [customers]);
  const virtualizer = useWindowVirtualizer({ count: customers.length, estimateSize: () => ROW_HEIGHT, overscan: 8, scrollMargin, getItemKey });
  return (
    <div ref={listRef} className="cu-list" role="list" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const customer = customers[item.index];
        if (!customer) return null;
        const sub = [customer.email, customer.phone].filter(Boolean).join(" · ");
        return (
          <div key={item.key} role="listitem" className="cu-slot" style={{ height: ROW_HEIGHT, transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}>
            <div className="cu-row">
              <div className="cu-row-main">
                <Typography.Link className="cu-row-name" strong onClick={() => onEdit(customer.id)}>
                  {customer.name}
                </Typography.Link>
                <span className="cu-row-sub">{sub}</span>
              </div>
              {customer.enabled === false ? <Tag>{intl.formatMessage(m.disabled)}</Tag> : null}
              {customer.enableDiscounts ? <Tag color="green">{intl.formatMessage(m.discounts)}</Tag> : null}
              <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={intl.formatMessage(m.edit, { name: customer.name })} onClick={() => onEdit(customer.id)} />
              <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={intl.formatMessage(m.delete, { name: customer.name })} onClick={() => onDelete(customer.id)} />
            </div>
          </div>
        );
      })}
    </div>
  );
});
