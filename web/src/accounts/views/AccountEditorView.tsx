// /menu/accounts/new and /accounts/:id/edit: the access right's form saved whole through /api, then its
// QR-login code (the secret read live from accountKeys) in a modal with print, download, copy and "New code".
// Staff with `accounts` may grant only what they hold, and may not change an access right holding more.
import { useEffect, useMemo, useState } from "react";
import { Alert, App, Button, Card, Col, Flex, Result, Row, Typography } from "antd";
import { ArrowLeftOutlined, QrcodeOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { parseQrLoginToken, qrLoginUrl } from "@comanda/shared";
import { useCompany } from "../../company";
import { usePrincipal } from "../../data/session";
import { useErrorText } from "../../i18n/errors";
import { PageSpinner } from "../../ui/PageSpinner";
import { AccountEditorForm } from "../components/AccountEditorForm";
import { QrLoginModal, type QrAddress } from "../components/QrLoginModal";
import { accountEditorMessages as m } from "../messages";
import { accountToFormValues, formValuesToRequest, lockedPermissions, mayManage, newAccountValues, type AccountFormValues } from "../model";
import { regenerateAccountQrCode, saveAccount, useAccountKey, useAccounts } from "../repository";
import { ACCOUNTS_PATH, accountEditPath } from "../urls";
import "../accounts.css";

/** Navigation state after creating: what was saved stands in until the live list brings the account. */
interface CreatedState {
  created?: AccountFormValues;
  showQr?: boolean;
}

export default function AccountEditorView() {
  const { id } = useParams<{ id: string }>();
  return <AccountEditor key={id ?? "new"} accountId={id ?? null} />;
}

function AccountEditor({ accountId }: { accountId: string | null }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const location = useLocation();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const principal = usePrincipal();
  const { companyId, loading: companyLoading } = useCompany();
  const navState = location.state as CreatedState | null;
  const created = navState?.created ?? null;
  const accounts = useAccounts(companyId);
  const key = useAccountKey(accountId);
  const stored = accountId ? (accounts.data.find((a) => a.id === accountId) ?? null) : null;

  const [initialValues, setInitialValues] = useState<AccountFormValues | null>(null);
  const ready = !companyLoading && (!accountId || !accounts.loading);
  useEffect(() => {
    if (initialValues || !ready) return;
    if (accountId && stored) setInitialValues(accountToFormValues(stored));
    else if (accountId && created) setInitialValues(created);
    else if (!accountId) setInitialValues(newAccountValues());
  }, [initialValues, ready, accountId, stored, created]);

  const locked = useMemo(() => lockedPermissions(principal), [principal]);
  const manageable = !stored || mayManage(principal, stored.permissions ?? []);

  const [qrOpen, setQrOpen] = useState(navState?.showQr === true);
  const [renewed, setRenewed] = useState<{ secret: string; replaced: string } | null>(null);
  const [renewing, setRenewing] = useState(false);

  const submit = async (values: AccountFormValues) => {
    const id = await saveAccount(formValuesToRequest(values), accountId ?? undefined);
    if (accountId) {
      void message.success(t(m.saved));
      return;
    }
    void message.success(t(m.created));
    const state: CreatedState = { created: { ...values, name: values.name.trim(), note: values.note.trim() }, showQr: true };
    void navigate(accountEditPath(id), { replace: true, state });
  };

  const onCopy = (address: string) => {
    const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
    if (!clipboard) {
      void message.error(t(m.qrCopyFailed));
      return;
    }
    clipboard.writeText(address).then(
      () => void message.success(t(m.qrCopied)),
      () => void message.error(t(m.qrCopyFailed)),
    );
  };

  const onNewCode = () => {
    if (!accountId) return;
    modal.confirm({
      title: t(m.newCodeConfirm),
      content: t(m.newCodeHint),
      okText: t(m.newCodeOk),
      okButtonProps: { danger: true },
      cancelText: t(m.cancel),
      onOk: async () => {
        const replaced = key.data?.secret ?? "";
        setRenewing(true);
        try {
          const answer = await regenerateAccountQrCode(accountId);
          const parsed = answer?.token ? parseQrLoginToken(answer.token) : null;
          if (parsed) setRenewed({ secret: parsed.secret, replaced });
          void message.success(t(m.newCodeDone));
        } catch (error) {
          void message.error(errorText(error));
        } finally {
          setRenewing(false);
        }
      },
    });
  };

  if (accountId && ready && !stored && !initialValues) {
    return (
      <Result status="404" title={t(m.notFoundTitle)} subTitle={t(m.notFoundText)} extra={<Link to={ACCOUNTS_PATH}>{t(m.backToList)}</Link>} />
    );
  }
  if (!initialValues) return <PageSpinner />;

  let address: QrAddress;
  const origin = window.location.origin;
  if (!accountId) address = { kind: "failed" };
  // The code just made stands in until the live key brings it (the old secret may still be shown a moment).
  else if (renewed && (key.data?.secret ?? "") === renewed.replaced) address = { kind: "ready", address: qrLoginUrl(origin, accountId, renewed.secret) };
  else if (key.data?.secret) address = { kind: "ready", address: qrLoginUrl(origin, accountId, key.data.secret) };
  else if (key.loading) address = { kind: "loading" };
  else address = { kind: "failed" };

  const name = stored?.name || initialValues.name;
  return (
    <div className="accounts-page">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Link to={ACCOUNTS_PATH} style={{ alignSelf: "flex-start" }}>
          <ArrowLeftOutlined aria-hidden /> {t(m.backToList)}
        </Link>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t(accountId ? m.titleEdit : m.titleNew)}
          {name && accountId ? <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>{` · ${name}`}</Typography.Text> : null}
        </Typography.Title>
      </Flex>
      {!manageable ? <Alert type="warning" showIcon title={t(m.notManageable)} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <AccountEditorForm
            initialValues={initialValues}
            onSubmit={submit}
            onCancel={() => void navigate(ACCOUNTS_PATH)}
            locked={locked}
            readOnly={!manageable}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(m.qrTitle)}</h2>}>
            {accountId ? (
              <Flex vertical gap={8} align="flex-start">
                <Typography.Text type="secondary">{t(m.qrIntro)}</Typography.Text>
                <Button icon={<QrcodeOutlined />} onClick={() => setQrOpen(true)}>
                  {t(m.qrShow)}
                </Button>
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t(m.qrUnsaved)}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      {accountId ? (
        <QrLoginModal
          open={qrOpen}
          name={name}
          address={address}
          renewing={renewing}
          mayRenew={manageable}
          onCopy={onCopy}
          onNewCode={onNewCode}
          onClose={() => setQrOpen(false)}
        />
      ) : null}
    </div>
  );
}
