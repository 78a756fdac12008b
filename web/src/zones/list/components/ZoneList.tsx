// The zones in display order, reordered by dragging a row's handle (pointer, touch, or keyboard: space,
// arrows, space); each row with its badges, the Hide and Close switches, edit and delete. Rows become
// cards on a phone (zonesList.css).
import { memo } from "react";
import { Button, Flex, Switch, Tag, Typography } from "antd";
import { DeleteOutlined, EditOutlined, HolderOutlined } from "@ant-design/icons";
import { useIntl, type MessageDescriptor } from "react-intl";
import { DndContext } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Zone } from "@comanda/shared";
import { uiMessages } from "../../../ui/messages";
import { useSortableList } from "../../../ui/sortable/useSortableList";
import { zoneSharedMessages } from "../../shared/messages";
import { zoneListMessages as m } from "../messages";
import { zoneBadges, type ZoneBadge, type ZoneFlag } from "../zoneRows";

export interface ZoneListProps {
  zones: readonly Zone[];
  /** `toIndex`: the zone's index once moved. */
  onMove: (id: string, toIndex: number) => Promise<void>;
  onFlag: (id: string, flag: ZoneFlag, value: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

const BADGES: Record<ZoneBadge, { text: MessageDescriptor; color?: string }> = {
  default: { text: zoneSharedMessages.defaultBadge, color: "blue" },
  hidden: { text: m.hidden, color: "default" },
  closed: { text: m.closed, color: "orange" },
  delivery: { text: m.delivery, color: "green" },
  pickup: { text: m.pickup, color: "cyan" },
  tableService: { text: m.tableService, color: "purple" },
};

export function ZoneList({ zones, onMove, onFlag, onEdit, onDelete }: ZoneListProps) {
  const intl = useIntl();
  const { shown, ids, dndProps } = useSortableList(zones, { nameOf: (zone) => zone.name || intl.formatMessage(uiMessages.noName), texts: m, onMove });

  return (
    <DndContext {...dndProps}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="zones-list" aria-label={intl.formatMessage(m.listLabel)}>
          {shown.map((zone) => (
            <ZoneRow key={zone.id} zone={zone} onFlag={onFlag} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface ZoneRowProps {
  zone: Zone;
  onFlag: ZoneListProps["onFlag"];
  onEdit: ZoneListProps["onEdit"];
  onDelete: ZoneListProps["onDelete"];
}

const ZoneRow = memo(function ZoneRow({ zone, onFlag, onEdit, onDelete }: ZoneRowProps) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: zone.id });
  const name = zone.name || intl.formatMessage(uiMessages.noName);
  const hideId = `zone-${zone.id}-hide`;
  const closeId = `zone-${zone.id}-close`;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? "zones-row zones-row-dragging" : "zones-row"}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-id={zone.id}
      aria-label={name}
    >
      <Button ref={setActivatorNodeRef} type="text" className="zones-handle" icon={<HolderOutlined />} aria-label={intl.formatMessage(m.dragHandle, { name })} {...attributes} {...listeners} />
      <div className="zones-row-main">
        <Button type="link" className="zones-row-name" onClick={() => onEdit(zone.id)}>
          {name}
        </Button>
        <Typography.Text type="secondary" className="zones-row-count">
          {intl.formatMessage(zoneSharedMessages.pointsOfSaleCount, { count: zone.pointsOfSale.length })}
        </Typography.Text>
        <Flex gap={4} wrap className="zones-row-badges">
          {zoneBadges(zone).map((badge) => (
            <Tag key={badge} color={BADGES[badge].color} data-badge={badge} style={{ marginInlineEnd: 0 }}>
              {intl.formatMessage(BADGES[badge].text)}
            </Tag>
          ))}
        </Flex>
      </div>
      <div className="zones-row-switches">
        <span className="zones-switch">
          <Switch id={hideId} size="small" checked={zone.hidden} onChange={(value) => onFlag(zone.id, "hidden", value)} aria-label={intl.formatMessage(m.hideZone, { name })} />
          <label htmlFor={hideId} aria-hidden>
            {intl.formatMessage(m.hide)}
          </label>
        </span>
        <span className="zones-switch">
          <Switch id={closeId} size="small" checked={zone.closed} onChange={(value) => onFlag(zone.id, "closed", value)} aria-label={intl.formatMessage(m.closeZone, { name })} />
          <label htmlFor={closeId} aria-hidden>
            {intl.formatMessage(m.close)}
          </label>
        </span>
      </div>
      <Flex gap={4} className="zones-row-actions">
        <Button type="text" icon={<EditOutlined />} aria-label={intl.formatMessage(m.editZone, { name })} title={intl.formatMessage(m.editZone, { name })} onClick={() => onEdit(zone.id)} />
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={intl.formatMessage(m.deleteZone, { name })} title={intl.formatMessage(m.deleteZone, { name })} onClick={() => onDelete(zone.id)} />
      </Flex>
    </li>
  );
});
