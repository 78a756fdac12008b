// Registration of a new owner and company (spec §5); the answer page says to look for the activation mail.
import { useState } from "react";
import { Alert, Button, Flex, Form, Result } from "../kit";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "../kit/nav";
import type { FieldErrors } from "@comanda/shared";
import { ApiError } from "../../data/api";
import { useErrorText } from "../../i18n/coreErrors";
import { useLanguage } from "../../i18n/language";
import { AuthLayout } from "../components/AuthLayout";
import { Muted } from "../components/AuthText";
import { RegistrationForm, type RegistrationValues } from "../components/RegistrationForm";
import { authMessages } from "../messages";
import { register } from "../repository";

const NO_ERRORS: FieldErrors = {};

/** Field errors of a failed registration; a duplicate address may come without a field path. */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (Object.keys(error.fields).length > 0) return error.fields;
  if (error.code === "email-already-in-use") return { email: [error.code] };
  return null;
}

export default function RegistrationView() {
  const intl = useIntl();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const [form] = Form.useForm<RegistrationValues>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);

  async function onSubmit(values: RegistrationValues) {
    // The checkboxes' own rules already refused the form when a consent is missing.
    if (!values.acceptTerms || !values.acceptPrivacy) return;
    setError(null);
    setFieldErrors(NO_ERRORS);
    try {
      await register({
        email: values.email.trim(),
        name: values.name.trim(),
        companyname: values.companyname.trim(),
        password: values.password,
        acceptTerms: values.acceptTerms,
        acceptPrivacy: values.acceptPrivacy,
        acceptNewsletter: values.acceptNewsletter === true,
        language,
      });
      setRegistered(true);
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (fields) setFieldErrors(fields);
      else setError(errorText(e));
    }
  }

  if (registered) {
    return (
      <AuthLayout>
        <Result
          status="success"
          title={<FormattedMessage {...authMessages.registrationThanksTitle} />}
          subTitle={<FormattedMessage {...authMessages.registrationThanksText} />}
          extra={
            <Button type="primary" size="large" onClick={() => navigate("/login")}>
              <FormattedMessage {...authMessages.goToLogin} />
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<FormattedMessage {...authMessages.registrationTitle} />}>
      <Flex vertical gap={16}>
        <Muted>{intl.formatMessage(authMessages.registrationIntro)}</Muted>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        <RegistrationForm form={form} errors={fieldErrors} onSubmit={onSubmit} />
        <Muted style={{ textAlign: "center" }}>
          <FormattedMessage {...authMessages.haveAccount} />{" "}
          <Link to="/login">
            <FormattedMessage {...authMessages.loginLink} />
          </Link>
        </Muted>
      </Flex>
    </AuthLayout>
  );
}
