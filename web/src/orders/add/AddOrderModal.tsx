// The add-order modal (spec §2, §5): point of sale, station, products through the cart item modal,
// customer, notes, tip and (for a delivery) addresses; placed through POST /api/orders, which numbers the
// order and computes its totals. Refusals are shown in place and nothing typed is lost.
import { useCallback, useMemo, useState } from "react";
import { App, Button, Divider, Flex, Form, Modal, Radio, Select, Typography } from "antd";
import { useIntl } from "react-intl";
import { DELIVERY_TYPES, isCountry, localized, type CountryCode, type FieldErrors } from "@comanda/shared";
import { useCompany, useFormatters } from "../../company";
import { ApiError } from "../../data/api";
import { useLanguage } from "../../i18n/language";
import { useErrorText } from "../../i18n/errors";
import { useCategories, useCourses, useProducts } from "../../menu/repository";
import { useNow } from "../../menu/shared/SoldOutControl";
import { useContentLanguages } from "../../ui/contentLanguage";
import { FormKit, NumberField, TextAreaField, TextField } from "../../ui/form";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { placeOrder, useBookedTimes, useZones } from "../repository";
import { stationMessages } from "../shared/messages";
import { defaultStation, emptyOrder, initialPointOfSale, pointOfSaleGroups, splitServerErrors, toPlaceOrderRequest, zoneOfPointOfSale, type AddOrderValues } from "./cart";
import { AddressesField } from "./components/AddressesField";
import { RequestedTimeField } from "./components/RequestedTimeField";
import { CartEditor } from "./components/CartEditor";
import { addOrderMessages as m, requestedTimeMessages as tm } from "./messages";
import { bookingDays, requestedTimeLabel, slotChoices } from "./requestedTime";
import { useTotalPreview } from "./useTotalPreview";
import "./addOrder.css";
import { formatInLanguage } from "../../i18n/dateTime";

export interface AddOrderModalProps {
  onClose: () => void;
}

const FORM_ID = "add-order-form";

export default function AddOrderModal({ onClose }: AddOrderModalProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { message } = App.useApp();
  const { companyId, settings, info, timezone } = useCompany();
  const { formatMoney } = useFormatters();
  const { language } = useLanguage();
  const { defaultLanguage } = useContentLanguages();
  const fullScreen = useMediaQuery("(max-width: 767px)");
  const now = useNow();

  const zones = useZones(companyId);
  const products = useProducts(companyId);
  const categories = useCategories(companyId);
  const courses = useCourses(companyId);

  const [form] = Form.useForm<AddOrderValues>();
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const [addressErrors, setAddressErrors] = useState<FieldErrors | null>(null);

  const nameOf = useCallback((text: Parameters<typeof localized>[0]) => localized(text, language, defaultLanguage), [language, defaultLanguage]);
  const groups = useMemo(() => pointOfSaleGroups(zones.data, language, defaultLanguage), [zones.data, language, defaultLanguage]);
  const defaultPos = initialPointOfSale(zones.data, settings?.defaultPointofsaleId);
  const defaultZone = zoneOfPointOfSale(zones.data, defaultPos);
  const initialStation = defaultStation(defaultZone);
  const initialValues = useMemo(() => emptyOrder(defaultPos, initialStation), [defaultPos, initialStation]);
  const defaultCountry: CountryCode = isCountry(info?.country) ? info.country : "ES";

  const deliveryType = Form.useWatch("deliveryType", form) ?? initialValues.deliveryType;
  const items = Form.useWatch("items", form);
  const tip = Form.useWatch("tip", form);
  const total = useTotalPreview(items ?? [], products.data, settings, tip, now);

  // The chosen day of the pickup/delivery time (null: as soon as possible) and what is booked on it.
  const [bookingDay, setBookingDay] = useState<string | null>(null);
  const booked = useBookedTimes(companyId, bookingDay, timezone);
  const pointofsaleId = Form.useWatch("pointofsaleId", form) ?? initialValues.pointofsaleId;
  const orderZone = zoneOfPointOfSale(zones.data, pointofsaleId);
  const days = useMemo(
    () =>
      bookingDays(now, timezone).map((day, i) => ({
        value: day,
        label:
          i === 0
            ? intl.formatMessage(tm.today)
            : i === 1
              ? intl.formatMessage(tm.tomorrow)
              : formatInLanguage(`${day}T12:00:00Z`, intl.locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
      })),
    [now, timezone, intl],
  );
  const slots = useMemo(
    () => (bookingDay ? slotChoices({ settings, zone: orderZone, deliveryType, date: bookingDay, timezone, bookedTimes: booked.data, now }) : []),
    [bookingDay, settings, orderZone, deliveryType, timezone, booked.data, now],
  );
  const timeLabel = intl.formatMessage(requestedTimeLabel(deliveryType));
  const chooseDay = (day: string | null) => {
    setBookingDay(day);
    form.setFieldValue("requestedTime", null);
  };

  const submit = async (values: AddOrderValues) => {
    setLineErrors({});
    setAddressErrors(null);
    try {
      const placed = await placeOrder(toPlaceOrderRequest(values, language));
      void message.success(intl.formatMessage(m.placed, { number: placed.number }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === "validation") {
        const split = splitServerErrors(error.fields, values.items);
        setLineErrors(split.lines);
        setAddressErrors(Object.keys(split.addresses).length ? split.addresses : null);
        // The form kit shows these under their fields (and its error toast); line errors stay on their lines.
        throw Object.assign(new Error("validation"), { code: "validation", fields: split.form });
      }
      throw error;
    }
  };

  const loadFailed = zones.error || products.error;

  return (
    <Modal
      open
      title={intl.formatMessage(m.title)}
      onCancel={onClose}
      mask={{ closable: false }}
      width={fullScreen ? "100%" : 760}
      className="order-modal"
      destroyOnHidden
      footer={
        <Flex gap={8} justify="space-between" align="center" wrap>
          <div className="order-total" style={{ flex: "1 1 160px" }}>
            <span>{intl.formatMessage(m.total)}</span>
            <span data-testid="add-order-total">{formatMoney(total)}</span>
          </div>
          <Flex gap={8}>
            <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
            <Button type="primary" htmlType="submit" form={FORM_ID}>
              {intl.formatMessage(m.place)}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {loadFailed ? <Typography.Paragraph type="danger">{intl.formatMessage(m.loadError)}</Typography.Paragraph> : null}
      <FormKit<AddOrderValues> form={form} id={FORM_ID} initialValues={initialValues} onSubmit={submit}>
        <Flex gap={16} wrap>
          <Form.Item
            name="pointofsaleId"
            label={intl.formatMessage(m.pointOfSale)}
            required
            style={{ flex: "1 1 240px", minWidth: 0 }}
            rules={[{ validator: async (_r, value: unknown) => { if (!value) throw new Error(errorText("pointofsale-required")); } }]}
          >
            <Select
              options={groups}
              showSearch={{ optionFilterProp: "label" }}
              placeholder={intl.formatMessage(m.pointOfSalePlaceholder)}
              notFoundContent={intl.formatMessage(m.noPointsOfSale)}
              loading={zones.loading}
              onChange={(id: string) => {
                form.setFieldValue("deliveryType", defaultStation(zoneOfPointOfSale(zones.data, id)));
                form.setFieldValue("requestedTime", null);
              }}
            />
          </Form.Item>
          <Form.Item name="deliveryType" label={intl.formatMessage(m.station)} style={{ flex: "1 1 240px" }}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              className="order-station"
              onChange={() => form.setFieldValue("requestedTime", null)}
              options={DELIVERY_TYPES.map((type) => ({ value: type, label: intl.formatMessage(stationMessages[type]) }))}
            />
          </Form.Item>
        </Flex>

        <Form.Item
          name="items"
          label={intl.formatMessage(m.products)}
          required
          rules={[{ validator: async (_r, value: unknown) => { if (!Array.isArray(value) || value.length === 0) throw new Error(errorText("items-required")); } }]}
        >
          <CartEditor
            products={products.data}
            categories={categories.data}
            courses={courses.data}
            nameOf={nameOf}
            formatMoney={formatMoney}
            timezone={timezone}
            now={now}
            lineErrors={lineErrors}
            onLineChanged={(key) => setLineErrors(({ [key]: _gone, ...rest }) => rest)}
            fullScreen={fullScreen}
          />
        </Form.Item>

        {deliveryType === "delivery" ? (
          <Form.Item
            name="addresses"
            label={intl.formatMessage(m.addresses)}
            required
            dependencies={["deliveryType"]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, value: AddOrderValues["addresses"] | undefined) => {
                  if (getFieldValue("deliveryType") === "delivery" && !value?.deliveryAddress) throw new Error(errorText("delivery-address-required"));
                },
              }),
            ]}
          >
            <AddressesField defaultCountry={defaultCountry} serverErrors={addressErrors} fullScreen={fullScreen} />
          </Form.Item>
        ) : null}

        <Form.Item
          name="requestedTime"
          label={timeLabel}
          rules={[{ validator: async (_r, value: unknown) => { if (bookingDay !== null && !value) throw new Error(intl.formatMessage(tm.required)); } }]}
        >
          <RequestedTimeField day={bookingDay} days={days} onDayChange={chooseDay} slots={slots} loading={booked.loading} label={timeLabel} />
        </Form.Item>

        <Divider titlePlacement="start" plain>
          {intl.formatMessage(m.customer)}
        </Divider>
        <Flex gap={16} wrap>
          <div style={{ flex: "1 1 200px" }}>
            <TextField name="name" label={intl.formatMessage(m.name)} maxLength={200} autoComplete="off" />
          </div>
          <div style={{ flex: "1 1 160px" }}>
            <TextField name="phone" label={intl.formatMessage(m.phone)} maxLength={40} autoComplete="off" />
          </div>
          <div style={{ flex: "1 1 220px" }}>
            <TextField name="email" type="email" label={intl.formatMessage(m.email)} maxLength={300} autoComplete="off" />
          </div>
        </Flex>
        <Flex gap={16} wrap>
          <div style={{ flex: "2 1 260px" }}>
            <TextAreaField name="note" label={intl.formatMessage(m.note)} rows={2} />
          </div>
          <div style={{ flex: "2 1 260px" }}>
            <TextAreaField name="staffRemark" label={intl.formatMessage(m.staffRemark)} rows={2} />
          </div>
        </Flex>
        <div style={{ maxWidth: 200 }}>
          <NumberField name="tip" label={intl.formatMessage(m.tip)} min={0} max={100_000} />
        </div>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
          {intl.formatMessage(m.totalHint)}
        </Typography.Paragraph>
      </FormKit>
    </Modal>
  );
}
