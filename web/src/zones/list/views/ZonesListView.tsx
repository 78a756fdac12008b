// /zones (owner or `zones`): the company's zones in display order with their badges, Hide and Close
// switches (saved at once, undone with a message when refused), drag reorder, edit and the soft delete;
// "New zone" and every zone's QR codes as PDF or CSV. The editor lives at /zones/new and /zones/:id/edit.
import { useCallback, useEffect, useMemo, useState } from "react";
import { Alert, App, Button, Empty, Flex, Spin, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useCompany } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { archiveZone, setZoneFlag, setZoneSortOrders, useCompanyZones } from "../../repository";
import { zoneSharedMessages } from "../../shared/messages";
import { PointsOfSaleDownloads } from "../../shared/PointsOfSaleDownloads";
import { ZoneList } from "../components/ZoneList";
import { zoneListMessages as m } from "../messages";
import { sortOrdersForMove, stillPendingFlags, withoutPendingFlag, withPendingFlags, type PendingFlags, type ZoneFlag } from "../zoneRows";
import "../zonesList.css";

const NEW_ZONE_PATH = "/zones/new";
const editPath = (id: string) => `/zones/${encodeURIComponent(id)}/edit`;

const FLAG_DONE: Record<ZoneFlag, Record<"on" | "off", typeof m.hiddenDone>> = {
  hidden: { on: m.hiddenDone, off: m.shownDone },
  closed: { on: m.closedDone, off: m.openedDone },
};

export default function ZonesListView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { companyId } = useCompany();
  const live = useCompanyZones(companyId);

  // Switches the user just flipped, shown at once while the live data catches up.
  const [pending, setPending] = useState<PendingFlags>(new Map());
  useEffect(() => setPending((current) => (current.size === 0 ? current : stillPendingFlags(live.data, current))), [live.data]);
  const zones = useMemo(() => withPendingFlags(live.data, pending), [live.data, pending]);

  const onFlag = useCallback(
    (id: string, flag: ZoneFlag, value: boolean) => {
      const name = live.data.find((z) => z.id === id)?.name ?? "";
      setPending((current) => new Map(current).set(id, { ...current.get(id), [flag]: value }));
      setZoneFlag(id, flag, value).then(
        () => void message.success(intl.formatMessage(FLAG_DONE[flag][value ? "on" : "off"], { name })),
        (error: unknown) => {
          setPending((current) => withoutPendingFlag(current, id, flag));
          void message.error(errorText(error));
        },
      );
    },
    [live.data, message, intl, errorText],
  );

  const onMove = useCallback(
    async (id: string, toIndex: number) => {
      const changes = sortOrdersForMove(live.data, id, toIndex);
      if (changes.length === 0) return;
      try {
        await setZoneSortOrders(changes);
      } catch (error) {
        void message.error(errorText(error));
      }
    },
    [live.data, message, errorText],
  );

  const onEdit = useCallback((id: string) => navigate(editPath(id)), [navigate]);

  const onDelete = useCallback(
    (id: string) => {
      const name = live.data.find((z) => z.id === id)?.name ?? "";
      modal.confirm({
        title: intl.formatMessage(m.deleteConfirm, { name }),
        content: intl.formatMessage(m.deleteHint),
        okText: intl.formatMessage(zoneSharedMessages.delete),
        okButtonProps: { danger: true },
        cancelText: intl.formatMessage(zoneSharedMessages.cancel),
        onOk: async () => {
          try {
            await archiveZone(id);
            void message.success(intl.formatMessage(m.deleted));
          } catch (error) {
            void message.error(errorText(error));
          }
        },
      });
    },
    [live.data, modal, intl, message, errorText],
  );

  let body;
  if (live.error) body = <Alert type="error" showIcon title={intl.formatMessage(m.loadFailed)} description={errorText(live.error)} />;
  else if (live.loading && zones.length === 0)
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  else if (zones.length === 0)
    body = (
      <Empty
        style={{ padding: "32px 16px", background: "var(--ant-color-bg-container, #fff)", borderRadius: 8 }}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{intl.formatMessage(m.emptyTitle)}</Typography.Text>
            <Typography.Text type="secondary">{intl.formatMessage(m.emptyText)}</Typography.Text>
          </Flex>
        }
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_ZONE_PATH)}>
          {intl.formatMessage(m.createFirst)}
        </Button>
      </Empty>
    );
  else body = <ZoneList zones={zones} onMove={onMove} onFlag={onFlag} onEdit={onEdit} onDelete={onDelete} />;

  return (
    <div className="zones-page">
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {intl.formatMessage(m.title)}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_ZONE_PATH)}>
          {intl.formatMessage(m.newZone)}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{intl.formatMessage(m.intro)}</Typography.Paragraph>
      {zones.length > 0 && (
        <div style={{ marginBottom: 16 }}>
          <PointsOfSaleDownloads />
        </div>
      )}
      {body}
    </div>
  );
}
