// The zone's points of sale as light rows (a zone may hold 200 tables): name in the user's language,
// default badge, descriptions and the row's actions.
import { memo } from "react";
import { Button, Flex, Tag, Typography } from "antd";
import { DeleteOutlined, DownloadOutlined, EditOutlined, QrcodeOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { PointOfSale } from "@comanda/shared";
import { uiMessages } from "../../../ui/messages";
import { zoneSharedMessages } from "../../shared/messages";
import { posMessages as m } from "../messages";

export interface PointOfSaleRowProps {
  pos: PointOfSale;
  /** The name in the user's language ("" when it has none). */
  name: string;
  disabled?: boolean;
  onOpenQr: (id: string) => void;
  onDownloadQr: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

export const PointOfSaleRow = memo(function PointOfSaleRow({ pos, name, disabled, onOpenQr, onDownloadQr, onEdit, onDelete }: PointOfSaleRowProps) {
  const intl = useIntl();
  const shown = name || intl.formatMessage(uiMessages.noName);
  return (
    <li className="pos-row" data-id={pos.id} aria-label={shown}>
      <div className="pos-row-main">
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong className="pos-row-name">
            {shown}
          </Typography.Text>
          {pos.isDefault && <Tag color="blue">{intl.formatMessage(zoneSharedMessages.defaultBadge)}</Tag>}
        </Flex>
        {pos.description && (
          <Typography.Text type="secondary" className="pos-row-text">
            {pos.description}
          </Typography.Text>
        )}
        {pos.internalDescription && (
          <Typography.Text type="secondary" italic className="pos-row-text">
            {intl.formatMessage(m.internalNote, { text: pos.internalDescription })}
          </Typography.Text>
        )}
      </div>
      <Flex gap={4} className="pos-row-actions">
        <Button type="text" icon={<QrcodeOutlined />} aria-label={intl.formatMessage(m.openQr, { name: shown })} title={intl.formatMessage(m.openQr, { name: shown })} onClick={() => onOpenQr(pos.id)} />
        <Button type="text" icon={<DownloadOutlined />} aria-label={intl.formatMessage(m.downloadQr, { name: shown })} title={intl.formatMessage(m.downloadQr, { name: shown })} onClick={() => onDownloadQr(pos.id)} />
        <Button type="text" icon={<EditOutlined />} aria-label={intl.formatMessage(m.editOne, { name: shown })} title={intl.formatMessage(m.editOne, { name: shown })} disabled={disabled} onClick={() => onEdit(pos.id)} />
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={intl.formatMessage(m.deleteOne, { name: shown })} title={intl.formatMessage(m.deleteOne, { name: shown })} disabled={disabled} onClick={() => onDelete(pos.id)} />
      </Flex>
    </li>
  );
});
