// Adding or renaming a category, tag, course or production location: its name per content language, the
// default language required.
import { useRef } from "react";
import { Button, Flex, Form, Modal } from "antd";
import { useIntl } from "react-intl";
import type { LocalizedText } from "@comanda/shared";
import { LANGUAGE_NAMES } from "../../../i18n/languageNames";
import { useContentLanguages } from "../../../ui/contentLanguage";
import { FormKit, SubmitButton, TranslatedField } from "../../../ui/form";
import { structureMessages as m } from "../messages";

export const NAME_MAX_LENGTH = 100;

export interface NameValues {
  name: LocalizedText;
}

export interface NameModalProps {
  open: boolean;
  title: string;
  initialName: LocalizedText;
  submitLabel: string;
  onSubmit: (name: LocalizedText) => Promise<void>;
  onClose: () => void;
}

export function NameModal({ open, title, initialName, submitLabel, onSubmit, onClose }: NameModalProps) {
  const intl = useIntl();
  const [form] = Form.useForm<NameValues>();
  const body = useRef<HTMLDivElement>(null);
  const { languages, defaultLanguage, hideTranslationTabs } = useContentLanguages();
  const translated = languages.length > 1 && !hideTranslationTabs;

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) body.current?.querySelector<HTMLInputElement>(".ant-tabs-tabpane-active input, input")?.focus();
      }}
    >
      <div ref={body}>
        <FormKit<NameValues> form={form} initialValues={{ name: initialName }} onSubmit={(values) => onSubmit(values.name ?? {})} promptOnLeave={false}>
          <TranslatedField
            name="name"
            label={intl.formatMessage(m.name)}
            required
            maxLength={NAME_MAX_LENGTH}
            help={translated ? intl.formatMessage(m.nameHelp, { language: LANGUAGE_NAMES[defaultLanguage] }) : undefined}
          />
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
            <SubmitButton>{submitLabel}</SubmitButton>
          </Flex>
        </FormKit>
      </div>
    </Modal>
  );
}
