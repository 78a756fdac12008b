// The customers as a virtualised list: only the rows on screen exist in the page, so thousands of
// customers scroll smoothly on a phone.
import { memo } from "react";
import { Button, Tag, Typography } from "antd";
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { Customer } from "@comanda/shared";
import { VirtualList } from "../../../ui/list/VirtualList";
import { customerListMessages as m } from "../../messages";

export const ROW_HEIGHT = 64;

export interface CustomerListProps {
  customers: readonly Customer[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

export const CustomerList = memo(function CustomerList({ customers, onEdit, onDelete }: CustomerListProps) {
  const intl = useIntl();
  return (
    <VirtualList
      items={customers}
      rowHeight={ROW_HEIGHT}
      overscan={8}
      className="cu-list"
      slotClassName="cu-slot"
      renderRow={(customer) => {
        const sub = [customer.email, customer.phone].filter(Boolean).join(" · ");
        return (
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
        );
      }}
    />
  );
});
