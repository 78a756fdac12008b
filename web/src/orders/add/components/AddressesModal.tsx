// The add-order-addresses modal (spec §2, §3 Address): the delivery address (required for a delivery) and
// an optional billing address; a company address also carries its VAT id and company name.
import { useMemo } from "react";
import { Button, Checkbox, Flex, Form, Modal, Radio, Typography } from "antd";
import { useIntl } from "react-intl";
import { COUNTRIES, type Address, type CountryCode, type FieldErrors } from "@comanda/shared";
import { FormKit, SelectField, TextField } from "../../../ui/form";
import type { AddressesValue } from "../cart";
import { addressMessages as m } from "../messages";


interface FormValues {
  deliveryAddress: Address;
  withBilling: boolean;
  billingAddress: Address;
}

export interface AddressesModalProps {
  value: AddressesValue;
  defaultCountry: CountryCode;
  serverErrors?: FieldErrors | null;
  fullScreen?: boolean;
  onApply: (value: AddressesValue) => void;
  onCancel: () => void;
}

function blank(country: CountryCode): Address {
  return { name: "", street: "", zip: "", city: "", country, type: "private", vatId: "", companyName: "" };
}

export function AddressesModal({ value, defaultCountry, serverErrors, fullScreen, onApply, onCancel }: AddressesModalProps) {
  const intl = useIntl();
  const [form] = Form.useForm<FormValues>();
  const initialValues = useMemo<FormValues>(
    () => ({
      deliveryAddress: value.deliveryAddress ?? blank(defaultCountry),
      withBilling: value.billingAddress != null,
      billingAddress: value.billingAddress ?? blank(defaultCountry),
    }),
    [value, defaultCountry],
  );
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: "region" });
    return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [intl.locale]);
  const withBilling = Form.useWatch("withBilling", form) ?? initialValues.withBilling;

  return (
    <Modal
      open
      title={intl.formatMessage(m.title)}
      onCancel={onCancel}
      width={fullScreen ? "100%" : 640}
      className="order-modal"
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
          <Button type="primary" onClick={() => form.submit()}>
            {intl.formatMessage(m.apply)}
          </Button>
        </Flex>
      }
    >
      <FormKit<FormValues>
        form={form}
        initialValues={initialValues}
        promptOnLeave={false}
        serverErrors={serverErrors}
        onSubmit={(values) => onApply({ deliveryAddress: values.deliveryAddress, billingAddress: values.withBilling ? values.billingAddress : null })}
      >
        <Typography.Title level={5}>{intl.formatMessage(m.delivery)}</Typography.Title>
        <AddressFields prefix="deliveryAddress" countries={countries} form={form} />
        <Form.Item name="withBilling" valuePropName="checked">
          <Checkbox>{intl.formatMessage(m.withBilling)}</Checkbox>
        </Form.Item>
        {withBilling ? (
          <>
            <Typography.Title level={5}>{intl.formatMessage(m.billing)}</Typography.Title>
            <AddressFields prefix="billingAddress" countries={countries} form={form} />
          </>
        ) : null}
      </FormKit>
    </Modal>
  );
}

function AddressFields({ prefix, countries, form }: { prefix: "deliveryAddress" | "billingAddress"; countries: { value: string; label: string }[]; form: ReturnType<typeof Form.useForm<FormValues>>[0] }) {
  const intl = useIntl();
  const type = Form.useWatch([prefix, "type"], form);
  return (
    <>
      <TextField name={[prefix, "name"]} label={intl.formatMessage(m.name)} required maxLength={300} autoComplete="name" />
      <TextField name={[prefix, "street"]} label={intl.formatMessage(m.street)} required maxLength={300} autoComplete="street-address" />
      <Flex gap={12} wrap>
        <div style={{ flex: "1 1 120px" }}>
          <TextField name={[prefix, "zip"]} label={intl.formatMessage(m.zip)} required maxLength={20} autoComplete="postal-code" />
        </div>
        <div style={{ flex: "2 1 200px" }}>
          <TextField name={[prefix, "city"]} label={intl.formatMessage(m.city)} required maxLength={300} autoComplete="address-level2" />
        </div>
      </Flex>
      <SelectField name={[prefix, "country"]} label={intl.formatMessage(m.country)} required options={countries} showSearch />
      <Form.Item name={[prefix, "type"]} label={intl.formatMessage(m.type)}>
        <Radio.Group
          optionType="button"
          className="order-station"
          options={[
            { value: "private", label: intl.formatMessage(m.private) },
            { value: "company", label: intl.formatMessage(m.company) },
          ]}
        />
      </Form.Item>
      {type === "company" ? (
        <>
          <TextField name={[prefix, "companyName"]} label={intl.formatMessage(m.companyName)} required maxLength={300} autoComplete="organization" />
          <TextField name={[prefix, "vatId"]} label={intl.formatMessage(m.vatId)} maxLength={40} />
        </>
      ) : null}
    </>
  );
}
