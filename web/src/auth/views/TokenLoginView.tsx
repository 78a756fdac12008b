// Login by the QR code of an access right (/token-login?token=…): staff sign in without the owner's password.
import { useEffect, useState } from "react";
import { Button, Flex, Result, Spin } from "../kit";
import { FormattedMessage } from "react-intl";
import { Navigate, useNavigate, useSearchParams } from "../kit/nav";
import { useSession } from "../../data/session";
import { errorCode, useErrorText } from "../../i18n/coreErrors";
import { AuthLayout } from "../components/AuthLayout";
import { authMessages } from "../messages";
import { oneShot } from "../oneShot";
import { signInWithToken } from "../repository";

type State = { kind: "busy" } | { kind: "failed"; code: string } | { kind: "signedIn"; uid: string };

/** Failures that say nothing about the code itself; every other one means the code is not (or no longer) valid. */
const TRANSIENT = new Set(["auth/network-request-failed", "network", "auth/too-many-requests", "rate-limited"]);

export default function TokenLoginView() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() || null;
  const { session } = useSession();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [state, setState] = useState<State>(() => (token ? { kind: "busy" } : { kind: "failed", code: "invalid-login-qr" }));

  useEffect(() => {
    if (!token) return;
    let active = true;
    oneShot(`token:${token}`, () => signInWithToken(token)).then(
      (uid) => active && setState({ kind: "signedIn", uid }),
      (error: unknown) => active && setState({ kind: "failed", code: errorCode(error) }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  // The login route is where the guard decides the user's start page (or the permitted fallback).
  if (state.kind === "signedIn" && session.status === "signedIn" && session.user.uid === state.uid) return <Navigate to="/login" replace />;

  if (state.kind === "failed") {
    return (
      <AuthLayout>
        <Result
          status="error"
          title={errorText(TRANSIENT.has(state.code) ? state.code : "invalid-login-qr")}
          extra={
            <Button type="primary" onClick={() => navigate("/login")}>
              <FormattedMessage {...authMessages.goToLogin} />
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<FormattedMessage {...authMessages.tokenLoginTitle} />}>
      <Flex vertical align="center" gap={16} role="status" style={{ padding: "24px 0" }}>
        <Spin size="large" />
        <FormattedMessage {...authMessages.tokenLoginBusy} />
      </Flex>
    </AuthLayout>
  );
}
