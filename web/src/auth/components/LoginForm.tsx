// The email and password form of the login screen.
import type { FormInstance } from "../kit";
import { FormattedMessage, useIntl } from "react-intl";
import { FormKit, SubmitButton, TextField } from "../kit";
import { authMessages } from "../messages";

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  form: FormInstance<LoginValues>;
  onSubmit: (values: LoginValues) => Promise<void>;
}

const INITIAL: LoginValues = { email: "", password: "" };

export function LoginForm({ form, onSubmit }: LoginFormProps) {
  const intl = useIntl();
  return (
    <FormKit<LoginValues> form={form} initialValues={INITIAL} onSubmit={onSubmit} promptOnLeave={false}>
      <TextField name="email" type="email" autoComplete="username" label={intl.formatMessage(authMessages.email)} required />
      <TextField name="password" type="password" autoComplete="current-password" label={intl.formatMessage(authMessages.password)} required />
      <SubmitButton block size="large">
        <FormattedMessage {...authMessages.loginSubmit} />
      </SubmitButton>
    </FormKit>
  );
}
