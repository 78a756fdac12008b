// Sets a new password from the link of a reset mail (?oobCode=…): check the code, then confirm the new password.
import { useEffect, useState } from "react";
import { Alert, Button, Flex, Form, Result, Spin } from "../kit";
import { FormattedMessage } from "react-intl";
import { useNavigate, useSearchParams } from "../kit/nav";
import type { FieldErrors } from "@comanda/shared";
import { errorCode, useErrorText } from "../../i18n/coreErrors";
import { AuthLayout } from "../components/AuthLayout";
import { ResetPasswordForm, type ResetPasswordValues } from "../components/ResetPasswordForm";
import { authMessages } from "../messages";
import { checkPasswordResetCode, resetPassword } from "../repository";

type State = { kind: "checking" } | { kind: "invalid"; code: string } | { kind: "ready"; email: string } | { kind: "done" };

const NO_ERRORS: FieldErrors = {};
/** Firebase's answers for a reset code that can no longer be used. */
const DEAD_CODE = new Set(["auth/expired-action-code", "auth/invalid-action-code", "auth/user-disabled", "auth/user-not-found"]);

export default function ResetPasswordView() {
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get("oobCode");
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [form] = Form.useForm<ResetPasswordValues>();
  const [state, setState] = useState<State>(() => (oobCode ? { kind: "checking" } : { kind: "invalid", code: "auth/invalid-action-code" }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!oobCode) return;
    let active = true;
    checkPasswordResetCode(oobCode).then(
      (email) => active && setState({ kind: "ready", email }),
      (e: unknown) => active && setState({ kind: "invalid", code: errorCode(e) }),
    );
    return () => {
      active = false;
    };
  }, [oobCode]);

  async function onSubmit({ password, repeatPassword }: ResetPasswordValues) {
    setError(null);
    if (password !== repeatPassword) {
      setFieldErrors({ repeatPassword: ["password-mismatch"] });
      return;
    }
    if (!oobCode) return;
    setFieldErrors(NO_ERRORS);
    try {
      await resetPassword(oobCode, password);
      setState({ kind: "done" });
    } catch (e) {
      const code = errorCode(e);
      if (DEAD_CODE.has(code)) setState({ kind: "invalid", code });
      else if (code === "auth/weak-password") setFieldErrors({ password: [code] });
      else setError(errorText(e));
    }
  }

  const toLogin = (
    <Button type="primary" size="large" onClick={() => navigate("/login")}>
      <FormattedMessage {...authMessages.goToLogin} />
    </Button>
  );

  if (state.kind === "done") {
    return (
      <AuthLayout title={<FormattedMessage {...authMessages.resetTitle} />}>
        <Result status="success" title={<FormattedMessage {...authMessages.resetDoneTitle} />} subTitle={<FormattedMessage {...authMessages.resetDone} />} extra={toLogin} />
      </AuthLayout>
    );
  }

  // Every state keeps the page's heading (screen readers jump by headings; axe asks for one h1).
  if (state.kind === "invalid") {
    return (
      <AuthLayout title={<FormattedMessage {...authMessages.resetTitle} />}>
        <Result
          status="warning"
          title={errorText(state.code)}
          extra={
            <Button type="primary" size="large" onClick={() => navigate("/forgot-password")}>
              <FormattedMessage {...authMessages.requestNewLink} />
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<FormattedMessage {...authMessages.resetTitle} />}>
      {state.kind === "checking" ? (
        <Flex vertical align="center" gap={16} role="status" style={{ padding: "24px 0" }}>
          <Spin size="large" />
          <FormattedMessage {...authMessages.resetChecking} />
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <p style={{ margin: 0 }}>
            <FormattedMessage {...authMessages.resetForAccount} values={{ email: <strong key="email">{state.email}</strong> }} />
          </p>
          {error && <Alert type="error" showIcon title={error} role="alert" />}
          <ResetPasswordForm form={form} errors={fieldErrors} onSubmit={onSubmit} />
        </Flex>
      )}
    </AuthLayout>
  );
}
