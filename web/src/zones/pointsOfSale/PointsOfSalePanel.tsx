// The zone editor's points of sale (spec §2): list, search, add several at once, edit, delete, each one's
// QR code (open, copy, print, PNG) and the zone's QR codes as PDF or CSV. Every change saves the zone at
// once through POST /api/zones/:id, built from the live stored zone (as it is when the save starts) with the new list.
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { App, Button, Empty, Flex, Input, Pagination, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { nextPointOfSaleName, type PointOfSale, type Zone } from "@comanda/shared";
import { ApiError } from "../../data/api";
import { useErrorText } from "../../i18n/errors";
import { useLanguage } from "../../i18n/language";
import { useContentLanguages } from "../../ui/contentLanguage";
import { saveZone } from "../repository";
import { PointsOfSaleDownloads } from "../shared/PointsOfSaleDownloads";
import { usePointOfSaleAddress } from "../shared/usePointOfSaleAddress";
import { zoneSharedMessages } from "../shared/messages";
import { PointOfSaleModal } from "./components/PointOfSaleModal";
import { PointOfSaleRow } from "./components/PointOfSaleRows";
import { PNG_WIDTH, QrCodeModal } from "./components/QrCodeModal";
import { posMessages as m } from "./messages";
import {
  addPointsOfSale,
  deletePointOfSale,
  displayName,
  editPointOfSale,
  formValuesOf,
  modalFieldErrors,
  qrFileName,
  searchPointsOfSale,
  zoneRequestWith,
  type ListChange,
  type PointOfSaleFormValues,
} from "./pointsOfSale";
import { qrDataUrl, saveDataUrl } from "./qr";
import "./pointsOfSale.css";

export interface PointsOfSalePanelProps {
  /** The live stored zone (the panel saves it whole with each change). */
  zone: Zone;
}

/** A search box shows from this many points of sale; pages of PAGE_SIZE rows keep 200 tables quick. */
const SEARCH_FROM = 8;
const PAGE_SIZE = 50;

type Dialog = { kind: "add" } | { kind: "edit"; id: string } | { kind: "qr"; id: string } | null;

export function PointsOfSalePanel({ zone: live }: PointsOfSalePanelProps) {
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const { defaultLanguage } = useContentLanguages();
  const addressOf = usePointOfSaleAddress();

  // The zone the last save answered, used until the live zone moves on: a second change made before
  // the listener reports the first one must start from the saved list, not lose it.
  const [saved, setSaved] = useState<{ basedOn: Zone; zone: Zone } | null>(null);
  const zone = saved && saved.basedOn === live ? saved.zone : live;
  const pointsOfSale = zone.pointsOfSale;

  const [dialog, setDialog] = useState<Dialog>(null);
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const [page, setPage] = useState(1);

  const named = useMemo(() => pointsOfSale.map((pos) => ({ pos, name: displayName(pos, language) })), [pointsOfSale, language]);
  const found = useMemo(() => {
    const hits = new Set(searchPointsOfSale(pointsOfSale, deferredQuery));
    return named.filter((n) => hits.has(n.pos));
  }, [named, pointsOfSale, deferredQuery]);
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  useEffect(() => setPage(1), [deferredQuery]);
  const shownPage = Math.min(page, pages);
  const rows = found.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);

  // The zone as it is when a save starts, not when its dialog opened: a confirmation left open while
  // another user edits the zone must not send their fields back as they were.
  const current = useRef({ live, zone });
  useLayoutEffect(() => {
    current.current = { live, zone };
  });

  /** Saves the live zone's fields with the list `change` makes of the latest points of sale. */
  const save = useCallback(async (makeChange: (pointsOfSale: PointOfSale[]) => ListChange, translate: boolean): Promise<ListChange> => {
    const { live: base, zone: latest } = current.current;
    const change = makeChange(latest.pointsOfSale);
    try {
      const stored = await saveZone(zoneRequestWith(base, change.pointsOfSale), base.id);
      setSaved({ basedOn: base, zone: { ...stored, id: base.id } });
      return change;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) throw new ApiError(error.code, error.status, modalFieldErrors(error.fields, change.changed, translate));
      throw error;
    }
  }, []);

  const submitAdd = async (values: PointOfSaleFormValues) => {
    const change = await save((list) => addPointsOfSale(list, values), values.translate);
    setDialog(null);
    void message.success(intl.formatMessage(m.added, { count: change.changed.length }));
  };
  const submitEdit = (id: string) => async (values: PointOfSaleFormValues) => {
    await save((list) => editPointOfSale(list, id, values), values.translate);
    setDialog(null);
    void message.success(intl.formatMessage(m.saved));
  };

  const byId = useMemo(() => new Map(pointsOfSale.map((p) => [p.id, p])), [pointsOfSale]);
  const nameOfId = useCallback((id: string) => {
    const pos = byId.get(id);
    return pos ? displayName(pos, language) : "";
  }, [byId, language]);

  const openQr = useCallback((id: string) => setDialog({ kind: "qr", id }), []);
  const edit = useCallback((id: string) => setDialog({ kind: "edit", id }), []);
  const downloadQr = useCallback(
    async (id: string) => {
      try {
        saveDataUrl(await qrDataUrl(addressOf(id), PNG_WIDTH), qrFileName(nameOfId(id)));
      } catch {
        void message.error(intl.formatMessage(m.qrFailed));
      }
    },
    [addressOf, nameOfId, message, intl],
  );
  const downloadQrOf = useCallback((id: string) => void downloadQr(id), [downloadQr]);
  const remove = useCallback(
    (id: string) => {
      modal.confirm({
        title: intl.formatMessage(m.deleteConfirm, { name: nameOfId(id) }),
        content: intl.formatMessage(m.deleteHint),
        okText: intl.formatMessage(zoneSharedMessages.delete),
        okButtonProps: { danger: true },
        cancelText: intl.formatMessage(zoneSharedMessages.cancel),
        onOk: async () => {
          try {
            await save((list) => ({ pointsOfSale: deletePointOfSale(list, id), changed: [] }), false);
            void message.success(intl.formatMessage(m.deleted));
          } catch (error) {
            void message.error(errorText(error));
          }
        },
      });
    },
    [modal, intl, nameOfId, save, message, errorText],
  );

  const editing = dialog?.kind === "edit" ? byId.get(dialog.id) : undefined;
  const showingQr: PointOfSale | undefined = dialog?.kind === "qr" ? byId.get(dialog.id) : undefined;
  const existingNames = useMemo(() => pointsOfSale.map((p) => p.name), [pointsOfSale]);
  // A new point of sale is proposed the next free name ("Terrace 9" after "Terrace 8"); the form takes it when it opens.
  const addValues = useMemo(() => formValuesOf(null, defaultLanguage, nextPointOfSaleName(existingNames)), [defaultLanguage, existingNames]);
  const editValues = useMemo(() => (editing ? formValuesOf(editing, defaultLanguage) : null), [editing, defaultLanguage]);

  return (
    <section className="pos-panel" aria-labelledby="pos-panel-title">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} id="pos-panel-title" style={{ margin: 0 }}>
          {intl.formatMessage(m.title)}{" "}
          <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: "normal" }}>
            {intl.formatMessage(zoneSharedMessages.pointsOfSaleCount, { count: pointsOfSale.length })}
          </Typography.Text>
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: "add" })}>
          {intl.formatMessage(m.add)}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{intl.formatMessage(m.intro)}</Typography.Paragraph>
      {pointsOfSale.length > 0 && (
        <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
          {pointsOfSale.length >= SEARCH_FROM ? (
            <Input.Search
              allowClear
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={intl.formatMessage(m.search)}
              aria-label={intl.formatMessage(m.search)}
              style={{ maxWidth: 320, flex: "1 1 200px" }}
            />
          ) : (
            <span />
          )}
          <PointsOfSaleDownloads zoneId={zone.id} />
        </Flex>
      )}
      {pointsOfSale.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.empty)} />
      ) : found.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noMatch)} />
      ) : (
        <>
          <ul className="pos-list" aria-label={intl.formatMessage(m.list, { zone: zone.name })}>
            {rows.map(({ pos, name }) => (
              <PointOfSaleRow key={pos.id} pos={pos} name={name} onOpenQr={openQr} onDownloadQr={downloadQrOf} onEdit={edit} onDelete={remove} />
            ))}
          </ul>
          {pages > 1 && <Pagination style={{ marginTop: 12 }} current={shownPage} pageSize={PAGE_SIZE} total={found.length} onChange={setPage} showSizeChanger={false} size="small" />}
        </>
      )}
      {dialog?.kind === "add" && <PointOfSaleModal mode="add" initialValues={addValues} existingNames={existingNames} onSubmit={submitAdd} onCancel={() => setDialog(null)} />}
      {editing && editValues && (
        <PointOfSaleModal mode="edit" initialValues={editValues} existingNames={existingNames} onSubmit={submitEdit(editing.id)} onCancel={() => setDialog(null)} />
      )}
      {showingQr && <QrCodeModal name={displayName(showingQr, language)} address={addressOf(showingQr.id)} onClose={() => setDialog(null)} />}
    </section>
  );
}
