// Login with email and password (spec §4); also where the e-mail verification link lands (?mode=verifyEmail&oobCode=…).
import { useEffect, useState } from "react";
import { Alert, Button, Flex, Form, Spin } from "../kit";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation, useSearchParams } from "../kit/nav";
import { BASE_PATH } from "@comanda/shared";
import { mustVerify } from "../../data/session";
import { errorCode, coreErrorMessages as errorMessages, useErrorText } from "../../i18n/coreErrors";
import { useLanguage } from "../../i18n/language";
import { AuthLayout } from "../components/AuthLayout";
import { Muted } from "../components/AuthText";
import { LoginForm, type LoginValues } from "../components/LoginForm";
import { accessWithdrawnLeft, forgetAccessWithdrawn, isAccessWithdrawn } from "../accessWithdrawn";
import { authMessages } from "../messages";
import { oneShot } from "../oneShot";
import { sendVerificationLink, signIn, signOut, verifyEmail } from "../repository";

type Notice =
  | { kind: "success"; text: string }
  | { kind: "error"; text: string }
  | { kind: "notVerified"; email: string; resendFailed?: boolean };

/** What became of a verification link; kept in the history entry, so it survives a remount or reload. */
type Verification = { verified: true } | { verified: false; code: string };

/** Query parameters of a Firebase action link that must not stay in the address once used. */
const ACTION_PARAMS = ["mode", "oobCode", "apiKey", "lang", "continueUrl", "verified"];

function verificationOf(state: unknown): Verification | null {
  const value = (state as { emailVerification?: Verification } | null)?.emailVerification;
  return value && typeof value.verified === "boolean" ? value : null;
}

/** Where the link of a new verification mail should lead: back to this login, keeping the wanted page. */
function verificationTarget(redirect: string | null): string {
  const url = new URL(`${BASE_PATH}/login`, window.location.origin);
  if (redirect) url.searchParams.set("redirect", redirect);
  return url.toString();
}

export default function LoginView() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const verifyCode = searchParams.get("mode") === "verifyEmail" ? searchParams.get("oobCode") : null;
  // The Auth emulator's own page (under npm start) verifies the address itself, then continues here with
  // ?verified=email (functions/src/mail/links.ts verifiedLoginUrl).
  const verifiedElsewhere = !verifyCode && searchParams.get("verified") === "email";
  const verification = verificationOf(location.state);
  const redirect = searchParams.get("redirect");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resending, setResending] = useState(false);
  // A staff member whose QR-code access was withdrawn has no e-mail login: the form waits behind a link.
  const [withdrawn] = useState(() => isAccessWithdrawn(location.state) || accessWithdrawnLeft());
  const [formShown, setFormShown] = useState(!withdrawn);
  useEffect(() => forgetAccessWithdrawn(), []);

  useEffect(() => {
    if (!verifyCode) return;
    let active = true;
    void oneShot(`verifyEmail:${verifyCode}`, () => verifyEmail(verifyCode))
      .then(
        (): Verification => ({ verified: true }),
        (e: unknown): Verification => ({ verified: false, code: errorCode(e) }),
      )
      .then((outcome) => {
        if (!active) return;
        // The code is spent: the address drops it (a reload must not try it again), the outcome stays.
        setSearchParams(
          (params) => {
            const next = new URLSearchParams(params);
            ACTION_PARAMS.forEach((p) => next.delete(p));
            return next;
          },
          { replace: true, state: { emailVerification: outcome } },
        );
      });
    return () => {
      active = false;
    };
  }, [verifyCode, setSearchParams]);

  useEffect(() => {
    if (!verifiedElsewhere) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        ACTION_PARAMS.forEach((p) => next.delete(p));
        return next;
      },
      { replace: true, state: { emailVerification: { verified: true } satisfies Verification } },
    );
  }, [verifiedElsewhere, setSearchParams]);

  const shown: Notice | { kind: "verifying" } | null =
    notice ??
    (verifyCode
      ? { kind: "verifying" }
      : verification?.verified
        ? { kind: "success", text: intl.formatMessage(authMessages.emailVerified) }
        : verification
          ? { kind: "error", text: errorText(verification.code) }
          : null);

  async function onSubmit({ email, password }: LoginValues) {
    setNotice(null);
    try {
      const user = await signIn(email, password);
      // Spec §4: an unverified account is signed out at once and rejected. A verified one changes the
      // session, and the navigation guard then leaves this page for ?redirect= or the start page.
      if (mustVerify(user)) {
        await signOut();
        setNotice({ kind: "notVerified", email: email.trim() });
      }
    } catch (e) {
      setNotice({ kind: "error", text: errorText(e) });
    }
  }

  async function resendConfirmation(email: string) {
    setResending(true);
    try {
      await sendVerificationLink({ email, redirect: verificationTarget(redirect), language });
      setNotice({ kind: "success", text: intl.formatMessage(authMessages.confirmationSent) });
    } catch {
      setNotice({ kind: "notVerified", email, resendFailed: true });
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthLayout title={<FormattedMessage {...authMessages.loginTitle} />}>
      <Flex vertical gap={16}>
        {shown?.kind === "verifying" && (
          <Flex gap={12} align="center" role="status">
            <Spin size="small" />
            <FormattedMessage {...authMessages.verifyingEmail} />
          </Flex>
        )}
        {shown?.kind === "success" && <Alert type="success" showIcon title={shown.text} role="status" />}
        {shown?.kind === "error" && <Alert type="error" showIcon title={shown.text} role="alert" />}
        {shown?.kind === "notVerified" && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={intl.formatMessage(errorMessages.notVerified)}
            description={
              // Below the text rather than beside it: a phone has no room for both in one row.
              <Flex vertical gap={8} align="start">
                {shown.resendFailed && <span>{intl.formatMessage(errorMessages.verificationLink)}</span>}
                <Button size="small" loading={resending} onClick={() => void resendConfirmation(shown.email)}>
                  <FormattedMessage {...authMessages.resendConfirmation} />
                </Button>
              </Flex>
            }
          />
        )}
        {withdrawn && <Alert type="warning" showIcon title={intl.formatMessage(authMessages.accessWithdrawn)} role="alert" />}
        {formShown ? (
          <>
            <LoginForm form={form} onSubmit={onSubmit} />
            <Flex vertical gap={8} align="center">
              <Link to="/forgot-password">
                <FormattedMessage {...authMessages.forgotPasswordLink} />
              </Link>
              <Muted inline>
                <FormattedMessage {...authMessages.noAccount} />{" "}
                <Link to="/registration">
                  <FormattedMessage {...authMessages.registerLink} />
                </Link>
              </Muted>
            </Flex>
          </>
        ) : (
          <Button type="link" onClick={() => setFormShown(true)}>
            <FormattedMessage {...authMessages.loginWithEmail} />
          </Button>
        )}
      </Flex>
    </AuthLayout>
  );
}
