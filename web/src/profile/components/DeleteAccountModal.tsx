// The delete-account confirmation (spec §8): the warning, and the user must type the confirmation word
// of their language (DELETE in English) or the company name.
import { useState } from "react";
import { Alert, Button, Flex, Input, Modal, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { profileMessages as m } from "../messages";

/** The typed text confirms deletion when it is the shown word or the company name (spaces around ignored). */
export function confirmsDeletion(typed: string, word: string, companyName: string | null | undefined): boolean {
  const text = typed.trim();
  if (!text) return false;
  return text === word.trim() || (!!companyName?.trim() && text === companyName.trim());
}

export interface DeleteAccountModalProps {
  open: boolean;
  companyName: string | null | undefined;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteAccountModal({ open, companyName, deleting, onConfirm, onClose }: DeleteAccountModalProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState("");
  const word = intl.formatMessage(m.deleteWord);
  const confirmed = confirmsDeletion(typed, word, companyName);
  return (
    <Modal open={open} title={intl.formatMessage(m.deleteAccount)} onCancel={onClose} footer={null} destroyOnHidden afterClose={() => setTyped("")}>
      <Flex vertical gap={16}>
        <Alert type="error" showIcon title={intl.formatMessage(m.deleteWarning)} />
        <Typography.Text>
          <FormattedMessage {...m.deleteInstruction} values={{ word: <Typography.Text key="word" code>{word}</Typography.Text> }} />
        </Typography.Text>
        <Input
          aria-label={intl.formatMessage(m.deleteConfirmation)}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          disabled={deleting}
          onPressEnter={() => confirmed && !deleting && onConfirm()}
        />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose} disabled={deleting}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <Button danger type="primary" disabled={!confirmed} loading={deleting} onClick={onConfirm}>
            <FormattedMessage {...m.deleteConfirm} />
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
