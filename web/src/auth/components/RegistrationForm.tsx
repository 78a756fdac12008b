// The registration form (spec §5): account, company, password and the consents.
import type { ReactNode } from "react";
import type { FormInstance } from "../kit";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "../kit/nav";
import type { FieldErrors } from "@comanda/shared";
import { CheckboxField, FormKit, SubmitButton, TextField } from "../kit";
import { authMessages } from "../messages";
import { NewPasswordField } from "./NewPasswordField";

export interface RegistrationValues {
  email: string;
  name: string;
  companyname: string;
  password: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  acceptNewsletter: boolean;
}

export interface RegistrationFormProps {
  form: FormInstance<RegistrationValues>;
  errors: FieldErrors;
  onSubmit: (values: RegistrationValues) => Promise<void>;
}

const INITIAL: RegistrationValues = { email: "", name: "", companyname: "", password: "", acceptTerms: false, acceptPrivacy: false, acceptNewsletter: false };

/** The legal texts open in a new tab so that what was typed here stays. */
function legalLink(to: string) {
  return (chunks: ReactNode[]) => (
    <Link key={to} to={to} target="_blank" rel="noopener">
      {chunks}
    </Link>
  );
}

export function RegistrationForm({ form, errors, onSubmit }: RegistrationFormProps) {
  const intl = useIntl();
  return (
    <FormKit<RegistrationValues> form={form} initialValues={INITIAL} onSubmit={onSubmit} serverErrors={errors} promptOnLeave={false}>
      <TextField name="email" type="email" autoComplete="email" label={intl.formatMessage(authMessages.email)} required maxLength={320} />
      <TextField name="name" autoComplete="name" label={intl.formatMessage(authMessages.name)} required maxLength={200} />
      <TextField name="companyname" autoComplete="organization" label={intl.formatMessage(authMessages.companyname)} required maxLength={200} />
      <NewPasswordField name="password" label={intl.formatMessage(authMessages.password)} />
      <CheckboxField name="acceptTerms" label={<FormattedMessage {...authMessages.acceptTerms} values={{ link: legalLink("/terms-and-conditions") }} />} required mustBeChecked />
      <CheckboxField name="acceptPrivacy" label={<FormattedMessage {...authMessages.acceptPrivacy} values={{ link: legalLink("/privacy") }} />} required mustBeChecked />
      <CheckboxField name="acceptNewsletter" label={intl.formatMessage(authMessages.acceptNewsletter)} />
      <SubmitButton block size="large">
        <FormattedMessage {...authMessages.registrationSubmit} />
      </SubmitButton>
    </FormKit>
  );
}
