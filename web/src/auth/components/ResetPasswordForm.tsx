// New password twice, for a valid reset link.
import type { FormInstance } from "../kit";
import { FormattedMessage, useIntl } from "react-intl";
import type { FieldErrors } from "@comanda/shared";
import { FormKit, SubmitButton, TextField } from "../kit";
import { authMessages } from "../messages";
import { NewPasswordField } from "./NewPasswordField";

export interface ResetPasswordValues {
  password: string;
  repeatPassword: string;
}

export interface ResetPasswordFormProps {
  form: FormInstance<ResetPasswordValues>;
  errors: FieldErrors;
  onSubmit: (values: ResetPasswordValues) => Promise<void>;
}

const INITIAL: ResetPasswordValues = { password: "", repeatPassword: "" };

export function ResetPasswordForm({ form, errors, onSubmit }: ResetPasswordFormProps) {
  const intl = useIntl();
  return (
    <FormKit<ResetPasswordValues> form={form} initialValues={INITIAL} onSubmit={onSubmit} serverErrors={errors} promptOnLeave={false}>
      <NewPasswordField name="password" label={intl.formatMessage(authMessages.newPassword)} />
      <TextField name="repeatPassword" type="password" autoComplete="new-password" label={intl.formatMessage(authMessages.repeatPassword)} required />
      <SubmitButton block size="large">
        <FormattedMessage {...authMessages.resetSubmit} />
      </SubmitButton>
    </FormKit>
  );
}
