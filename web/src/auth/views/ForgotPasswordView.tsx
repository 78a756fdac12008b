// Asks for a password reset link; the answer is the same whether or not the address has an account.
import { useState } from "react";
import { Alert, Button, Flex, Form, Result } from "../kit";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "../kit/nav";
import { coreErrorMessages as errorMessages } from "../../i18n/coreErrors";
import { useLanguage } from "../../i18n/language";
import { AuthLayout } from "../components/AuthLayout";
import { Muted } from "../components/AuthText";
import { ForgotPasswordForm, type ForgotPasswordValues } from "../components/ForgotPasswordForm";
import { authMessages } from "../messages";
import { sendForgotPasswordLink } from "../repository";

export default function ForgotPasswordView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const [form] = Form.useForm<ForgotPasswordValues>();
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit({ email }: ForgotPasswordValues) {
    setFailed(false);
    try {
      await sendForgotPasswordLink({ email: email.trim(), language });
      setSent(true);
    } catch {
      // Spec §8: any failure of the link calls is 'Error requesting verification Link'.
      setFailed(true);
    }
  }

  if (sent) {
    return (
      <AuthLayout>
        <Result
          status="success"
          title={<FormattedMessage {...authMessages.resetLinkSentTitle} />}
          subTitle={<FormattedMessage {...authMessages.resetLinkSent} />}
          extra={
            <Button type="primary" size="large" onClick={() => navigate("/login")}>
              <FormattedMessage {...authMessages.backToLogin} />
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<FormattedMessage {...authMessages.forgotTitle} />}>
      <Flex vertical gap={16}>
        <Muted>{intl.formatMessage(authMessages.forgotIntro)}</Muted>
        {failed && <Alert type="error" showIcon title={intl.formatMessage(errorMessages.verificationLink)} role="alert" />}
        <ForgotPasswordForm form={form} onSubmit={onSubmit} />
        <Link to="/login" style={{ textAlign: "center" }}>
          <FormattedMessage {...authMessages.backToLogin} />
        </Link>
      </Flex>
    </AuthLayout>
  );
}
