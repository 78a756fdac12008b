// The one-field form that asks for a password reset link.
import type { FormInstance } from "../kit";
import { FormattedMessage, useIntl } from "react-intl";
import { FormKit, SubmitButton, TextField } from "../kit";
import { authMessages } from "../messages";

export interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordFormProps {
  form: FormInstance<ForgotPasswordValues>;
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
}

const INITIAL: ForgotPasswordValues = { email: "" };

export function ForgotPasswordForm({ form, onSubmit }: ForgotPasswordFormProps) {
  const intl = useIntl();
  return (
    <FormKit<ForgotPasswordValues> form={form} initialValues={INITIAL} onSubmit={onSubmit} promptOnLeave={false}>
      <TextField name="email" type="email" autoComplete="username" label={intl.formatMessage(authMessages.email)} required />
      <SubmitButton block size="large">
        <FormattedMessage {...authMessages.forgotSubmit} />
      </SubmitButton>
    </FormKit>
  );
}
