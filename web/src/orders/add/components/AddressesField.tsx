// A delivery order's addresses as a form field: a short summary and the button that opens the addresses modal.
import { useState } from "react";
import { Button, Flex, Typography } from "antd";
import { EnvironmentOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { Address, CountryCode, FieldErrors } from "@comanda/shared";
import type { AddressesValue } from "../cart";
import { addressMessages as m } from "../messages";
import { AddressesModal } from "./AddressesModal";

export interface AddressesFieldProps {
  value?: AddressesValue;
  onChange?: (value: AddressesValue) => void;
  defaultCountry: CountryCode;
  serverErrors?: FieldErrors | null;
  fullScreen?: boolean;
  disabled?: boolean;
}

function oneLine(address: Address): string {
  const who = address.type === "company" && address.companyName ? `${address.companyName}, ${address.name}` : address.name;
  return [who, address.street, `${address.zip} ${address.city}`.trim(), address.country].filter((part) => part.trim() !== "").join(", ");
}

export function AddressesField({ value = { deliveryAddress: null, billingAddress: null }, onChange, defaultCountry, serverErrors, fullScreen, disabled }: AddressesFieldProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={6} align="flex-start">
      {value.deliveryAddress ? (
        <Typography.Text>
          <Typography.Text type="secondary">{intl.formatMessage(m.delivery)}: </Typography.Text>
          {oneLine(value.deliveryAddress)}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{intl.formatMessage(m.noDelivery)}</Typography.Text>
      )}
      {value.billingAddress ? (
        <Typography.Text>
          <Typography.Text type="secondary">{intl.formatMessage(m.billing)}: </Typography.Text>
          {oneLine(value.billingAddress)}
        </Typography.Text>
      ) : null}
      <Button icon={<EnvironmentOutlined aria-hidden />} onClick={() => setOpen(true)} disabled={disabled}>
        {intl.formatMessage(value.deliveryAddress ? m.edit : m.add)}
      </Button>
      {open ? (
        <AddressesModal
          value={value}
          defaultCountry={defaultCountry}
          serverErrors={serverErrors}
          fullScreen={fullScreen}
          onCancel={() => setOpen(false)}
          onApply={(next) => {
            onChange?.(next);
            setOpen(false);
          }}
        />
      ) : null}
    </Flex>
  );
}
