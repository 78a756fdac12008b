// The change-password modal: current password, new password (at least 8 characters) twice.
import { Button, Flex, Modal } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { PASSWORD_MIN_LENGTH } from "@comanda/shared";
import { FormKit, SubmitButton, TextField } from "../../ui/form";
import { profileMessages as m } from "../messages";

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  /** Rejects with an error carrying `fields` to show errors under the fields. */
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
  onClose: () => void;
}

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", repeatPassword: "" };

export function ChangePasswordModal({ open, onSubmit, onClose }: ChangePasswordModalProps) {
  const intl = useIntl();
  return (
    <Modal open={open} title={intl.formatMessage(m.changePassword)} onCancel={onClose} footer={null} destroyOnHidden>
      <FormKit<ChangePasswordValues> initialValues={EMPTY} onSubmit={onSubmit} promptOnLeave={false}>
        <TextField name="currentPassword" type="password" label={intl.formatMessage(m.currentPassword)} required autoComplete="current-password" />
        <TextField name="newPassword" type="password" label={intl.formatMessage(m.newPassword)} required minLength={PASSWORD_MIN_LENGTH} autoComplete="new-password" />
        <TextField name="repeatPassword" type="password" label={intl.formatMessage(m.repeatPassword)} required autoComplete="new-password" />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <SubmitButton>{intl.formatMessage(m.changePassword)}</SubmitButton>
        </Flex>
      </FormKit>
    </Modal>
  );
}
