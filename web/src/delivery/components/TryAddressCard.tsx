// "Try an address": country, postcode and cart weight → what the shared delivery rules answer for the zones
// as they are on the page (saved or not), updated while typing.
import { useState } from "react";
import { Alert, Card, Flex, Form, Input, Select, Typography } from "antd";
import { useIntl } from "react-intl";
import type { DeliveryZone } from "@comanda/shared";
import { useFormatters } from "../../company";
import { NumberInput } from "../../ui/form";
import { tryQuote } from "../deliveryForm";
import { deliveryMessages as m } from "../messages";

export interface TryAddressCardProps {
  zones: readonly DeliveryZone[];
  deliveryEnabled: boolean;
  defaultCountry: string;
  countryOptions: { value: string; label: string }[];
}

export function TryAddressCard({ zones, deliveryEnabled, defaultCountry, countryOptions }: TryAddressCardProps) {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  const [country, setCountry] = useState(defaultCountry);
  const [postcode, setPostcode] = useState("");
  const [weightKg, setWeightKg] = useState<number | null>(null);
  const quote = tryQuote(zones, { country, postcode, weightKg });

  let answer: { type: "success" | "warning" | "info"; text: string };
  if (quote == null) answer = { type: "info", text: intl.formatMessage(m.tryEnterPostcode) };
  else if (quote.deliverable) answer = { type: "success", text: intl.formatMessage(m.tryDeliverable, { fee: formatMoney(quote.fee), zone: quote.zoneName }) };
  else answer = { type: "warning", text: intl.formatMessage(quote.reason === "too-heavy" ? m.tryTooHeavy : m.tryNoZone) };

  return (
    <Card title={intl.formatMessage(m.tryTitle)} className="delivery-try">
      <Typography.Paragraph type="secondary">{intl.formatMessage(m.tryIntro)}</Typography.Paragraph>
      {/* A plain antd Form only for labels and layout: it holds no values and is never submitted. */}
      <Form layout="vertical" component="div">
        <Form.Item label={intl.formatMessage(m.tryCountry)} htmlFor="delivery-try-country">
          <Select id="delivery-try-country" value={country} onChange={setCountry} options={countryOptions} showSearch={{ optionFilterProp: "label" }} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Form.Item label={intl.formatMessage(m.tryPostcode)} htmlFor="delivery-try-postcode" style={{ flex: "1 1 140px" }}>
            <Input id="delivery-try-postcode" value={postcode} onChange={(e) => setPostcode(e.target.value)} autoComplete="off" />
          </Form.Item>
          <Form.Item label={intl.formatMessage(m.tryWeight)} htmlFor="delivery-try-weight" extra={intl.formatMessage(m.tryWeightHelp)} style={{ flex: "1 1 140px" }}>
            <NumberInput id="delivery-try-weight" value={weightKg} onChange={setWeightKg} suffix="kg" />
          </Form.Item>
        </Flex>
      </Form>
      <Alert role="status" type={answer.type} showIcon title={answer.text} />
      {!deliveryEnabled && <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{intl.formatMessage(m.tryDisabled)}</Typography.Paragraph>}
    </Card>
  );
}
