// /settings/opening-hours (permission settings): the shop switch with its closed note, the opening hours,
// the slot limits, a live "open now" summary and a day's slots, saved through /api/settings/openingHours.
import { useEffect, useMemo, useState } from "react";
import { App, Card, Flex, Form, Result, Switch, Typography } from "antd";
import { useIntl } from "react-intl";
import { MAX_ORDERS_PER_SLOT, daySlots, hasAnyPermission, openingStatus, type LocalizedText, type OpeningHoursRange } from "@comanda/shared";
import { useSession } from "../../../data/session";
import { useCompany } from "../../../company";
import { useBookedTimes } from "../../../orders/repository";
import { CheckboxField, FormKit, NumberField, SubmitButton, TranslatedField } from "../../../ui/form";
import { PageSpinner } from "../../../ui/PageSpinner";
import { OpeningHoursEditor, openingHoursAreValid } from "../../hours/OpeningHoursEditor";
import { hoursEditorMessages } from "../../hours/messages";
import { foldFieldErrors, saveOpeningHoursSettings, withFields } from "../../repository";
import { OpeningStatus } from "../components/OpeningStatus";
import { SlotPreview } from "../components/SlotPreview";
import { todayIn } from "../format";
import { openingHoursMessages as m } from "../messages";
import "../openingHours.css";

export interface OpeningHoursFormValues {
  isOpen: boolean;
  isClosedMessage: LocalizedText;
  openingHours: OpeningHoursRange[];
  enableSlotLimits: boolean;
  allowedNumberOfOrdersPerSlot: number | null;
  slotMinutes: number | null;
}

/** The Form.Item control: Form.Item hands value and onChange. */
function HoursControl({ value, onChange, timezone, label }: { value?: OpeningHoursRange[]; onChange?: (v: OpeningHoursRange[]) => void; timezone: string; label: string }) {
  return <OpeningHoursEditor value={value ?? []} onChange={(next) => onChange?.(next)} timezone={timezone} aria-label={label} />;
}

/**
 * The orders per slot to save. The field is hidden while limits are off: its number is kept then only
 * when the server would take it, so that a hidden field never blocks the save.
 */
function ordersPerSlotOf(value: number | null | undefined, limited: boolean): number | null {
  if (value == null) return null;
  const rounded = Math.round(value);
  return limited || (rounded >= 1 && rounded <= MAX_ORDERS_PER_SLOT) ? rounded : null;
}

/** The current time, renewed every half minute so the summary follows the clock. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export default function OpeningHoursView() {
  const intl = useIntl();
  const { message } = App.useApp();
  const { companyId, settings, timezone, loading } = useCompany();
  const [form] = Form.useForm<OpeningHoursFormValues>();
  const now = useNow();
  const [previewDate, setPreviewDate] = useState(() => todayIn(timezone));
  // The preview counts the orders booked that day when the user may read orders; otherwise it shows the
  // slots without counts (the rules would refuse the query).
  const { session } = useSession();
  const mayReadOrders = session.status === "signedIn" && hasAnyPermission(session.principal.permissions, ["orders"]);
  const booked = useBookedTimes(mayReadOrders ? companyId : null, previewDate, timezone);

  const initialValues = useMemo<OpeningHoursFormValues>(
    () => ({
      isOpen: settings?.isOpen ?? true,
      isClosedMessage: settings?.isClosedMessage ?? {},
      openingHours: settings?.openingHours ?? [],
      enableSlotLimits: settings?.enableSlotLimits ?? false,
      allowedNumberOfOrdersPerSlot: settings?.allowedNumberOfOrdersPerSlot ?? null,
      slotMinutes: settings?.slotMinutes ?? 15,
    }),
    [settings?.isOpen, settings?.isClosedMessage, settings?.openingHours, settings?.enableSlotLimits, settings?.allowedNumberOfOrdersPerSlot, settings?.slotMinutes],
  );

  // The summary and the preview follow what is being typed, before it is saved.
  const shopOpen = Form.useWatch("isOpen", form) ?? initialValues.isOpen;
  const hours = Form.useWatch("openingHours", form) ?? initialValues.openingHours;
  const limited = Form.useWatch("enableSlotLimits", form) ?? initialValues.enableSlotLimits;
  const allowed = Form.useWatch("allowedNumberOfOrdersPerSlot", form) ?? initialValues.allowedNumberOfOrdersPerSlot;
  const slotMinutes = Form.useWatch("slotMinutes", form) ?? initialValues.slotMinutes;

  const status = useMemo(() => openingStatus(hours, timezone, now), [hours, timezone, now]);
  const slots = useMemo(() => {
    const length = typeof slotMinutes === "number" && Number.isInteger(slotMinutes) && slotMinutes >= 5 && slotMinutes <= 240 ? slotMinutes : null;
    if (length === null) return [];
    try {
      return daySlots(hours, timezone, previewDate, {
        slotMinutes: length,
        allowedPerSlot: limited && typeof allowed === "number" && allowed >= 1 ? allowed : null,
        orderTimes: booked.data,
      });
    } catch {
      return [];
    }
  }, [hours, timezone, previewDate, slotMinutes, limited, allowed, booked.data]);

  if (loading) return <PageSpinner />;
  if (!companyId) return <Result status="warning" title={intl.formatMessage(m.noCompany)} />;

  const submit = async (values: OpeningHoursFormValues) => {
    const slotLimits = values.enableSlotLimits === true;
    try {
      await saveOpeningHoursSettings({
        isOpen: values.isOpen,
        isClosedMessage: values.isClosedMessage ?? {},
        openingHours: values.openingHours ?? [],
        enableSlotLimits: slotLimits,
        allowedNumberOfOrdersPerSlot: ordersPerSlotOf(values.allowedNumberOfOrdersPerSlot, slotLimits),
        slotMinutes: Math.round(values.slotMinutes ?? 15),
      });
    } catch (error) {
      // A refused range ("openingHours.2.to") is shown under the hours editor, whose own marks point at it.
      throw withFields(error, (fields) => foldFieldErrors(fields, "openingHours", "openingHours"));
    }
    void message.success(intl.formatMessage(m.saved));
  };

  const hoursLabel = intl.formatMessage(m.hours);
  return (
    <div className="ohs-page">
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {intl.formatMessage(m.title)}
      </Typography.Title>
      <FormKit<OpeningHoursFormValues> form={form} initialValues={initialValues} onSubmit={submit}>
        <Flex vertical gap={16}>
          <OpeningStatus shopOpen={shopOpen} status={status} now={now} timezone={timezone} />

          <Card title={intl.formatMessage(m.shop)} size="small">
            <Flex gap={12} align="center" style={{ marginBottom: 8 }}>
              <Form.Item name="isOpen" valuePropName="checked" noStyle>
                <Switch id="ohs-is-open" aria-label={intl.formatMessage(m.isOpen)} />
              </Form.Item>
              <label htmlFor="ohs-is-open">{intl.formatMessage(m.isOpen)}</label>
            </Flex>
            <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
              {intl.formatMessage(m.isOpenHelp)}
            </Typography.Paragraph>
            <TranslatedField name="isClosedMessage" label={intl.formatMessage(m.closedMessage)} multiline rows={2} maxLength={500} />
          </Card>

          <Card title={hoursLabel} size="small">
            <Form.Item
              name="openingHours"
              rules={[{ validator: async (_, value: OpeningHoursRange[] | undefined) => { if (!openingHoursAreValid(value)) throw new Error(intl.formatMessage(hoursEditorMessages.invalid)); } }]}
            >
              <HoursControl timezone={timezone} label={hoursLabel} />
            </Form.Item>
          </Card>

          <Card title={intl.formatMessage(m.slots)} size="small">
            <CheckboxField name="enableSlotLimits" label={intl.formatMessage(m.enableSlotLimits)} help={intl.formatMessage(m.enableSlotLimitsHelp)} />
            <Flex gap={16} wrap>
              <div className="ohs-number">
                <NumberField name="slotMinutes" label={intl.formatMessage(m.slotMinutes)} required min={5} max={240} suffix={intl.formatMessage(m.minutes)} />
              </div>
              {limited ? (
                <div className="ohs-number">
                  <NumberField name="allowedNumberOfOrdersPerSlot" label={intl.formatMessage(m.allowedPerSlot)} required min={1} max={MAX_ORDERS_PER_SLOT} />
                </div>
              ) : null}
            </Flex>
            <SlotPreview date={previewDate} onDateChange={setPreviewDate} slots={slots} />
          </Card>

          <div className="ohs-actions">
            <SubmitButton size="large" />
          </div>
        </Flex>
      </FormKit>
    </div>
  );
}
