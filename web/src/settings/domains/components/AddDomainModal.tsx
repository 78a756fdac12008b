// The add modal (spec §2): the domain, checked here by the shared rule and again by the server, whose refusals
// (taken by another company, the limit, Hosting not answering) show in the user's language.
import { useRef } from "react";
import { Button, Flex, Form, Modal } from "antd";
import { useIntl } from "react-intl";
import { normalizeDomainName, type CustomDomainData } from "@comanda/shared";
import { ApiError } from "../../../data/api";
import { FormKit, SubmitButton, TextField } from "../../../ui/form";
import { domainMessages as m } from "../messages";
import { addDomain } from "../repository";

interface Values {
  domain: string;
}

export interface AddDomainModalProps {
  open: boolean;
  onClose: () => void;
  /** The domain as the server stored it (with its DNS records). */
  onAdded: (domain: CustomDomainData) => void;
}

export function AddDomainModal({ open, onClose, onAdded }: AddDomainModalProps) {
  const t = useIntl().formatMessage;
  const [form] = Form.useForm<Values>();
  const body = useRef<HTMLDivElement>(null);

  const submit = async ({ domain }: Values) => {
    const checked = normalizeDomainName(domain ?? "");
    if (checked.error !== undefined) throw new ApiError("validation", 400, { domain: [checked.error] });
    onAdded(await addDomain(checked.domain));
  };

  return (
    <Modal
      open={open}
      title={t(m.addTitle)}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) body.current?.querySelector<HTMLInputElement>("input")?.focus();
      }}
    >
      <div ref={body}>
        <FormKit<Values> form={form} initialValues={{ domain: "" }} onSubmit={submit} promptOnLeave={false}>
          <TextField name="domain" label={t(m.domainLabel)} required maxLength={253} help={t(m.domainHelp)} placeholder="order.example.com" autoComplete="off" />
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>{t(m.cancel)}</Button>
            <SubmitButton>{t(m.addSubmit)}</SubmitButton>
          </Flex>
        </FormKit>
      </div>
    </Modal>
  );
}
