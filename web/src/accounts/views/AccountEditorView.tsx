// /menu/accounts/new and /accounts/:id/edit: the access right's form saved whole through /api, then its
// QR-login code (the secret read live from accountKeys) in a modal with print, download, copy and "New code".
// Staff with `accounts` may grant only what they hold, and may not change an access right holding more.
import { useCallback, useMemo, useState } from "react";
import { Alert, Button, Card, Col, Flex, Row, Typography } from "antd";
import { QrcodeOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { parseQrLoginToken, qrLoginUrl } from "@comanda/shared";
import { useCompany } from "../../company";
import { usePrincipal } from "../../data/session";
import { PageSpinner } from "../../ui/PageSpinner";
import { EditorNotFound, EditorScreen, useConfirmRegenerate, useCopyToClipboard, useEntityEditor } from "../../ui/screen";
import { AccountEditorForm } from "../components/AccountEditorForm";
import { QrLoginModal, type QrAddress } from "../components/QrLoginModal";
import { accountEditorMessages as m } from "../messages";
import { accountToFormValues, formValuesToRequest, lockedPermissions, mayManage, newAccountValues, type AccountFormValues } from "../model";
import { regenerateAccountQrCode, saveAccount, useAccountKey, useAccounts } from "../repository";
import { ACCOUNTS_PATH, accountEditPath } from "../urls";

const SAVE_MESSAGES = { saved: m.saved, created: m.created };
const COPY_MESSAGES = { copied: m.qrCopied, failed: m.qrCopyFailed };
const NEW_CODE_MESSAGES = { confirm: m.newCodeConfirm, hint: m.newCodeHint, ok: m.newCodeOk, cancel: m.cancel, done: m.newCodeDone };
/** After creating, the edit page opens with the QR code shown. */
const CREATED_STATE = { showQr: true };

const save = (values: AccountFormValues, id: string | undefined) => saveAccount(formValuesToRequest(values), id);
/** What stands in for the new access right until the live list brings it: as the server stores it. */
const createdValues = (values: AccountFormValues): AccountFormValues => ({ ...values, name: values.name.trim(), note: values.note.trim() });

export default function AccountEditorView() {
  const { id } = useParams<{ id: string }>();
  return <AccountEditor key={id ?? "new"} accountId={id ?? null} />;
}

function AccountEditor({ accountId }: { accountId: string | null }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const principal = usePrincipal();
  const { companyId, loading: companyLoading } = useCompany();
  const accounts = useAccounts(companyId);
  const stored = accountId ? (accounts.data.find((a) => a.id === accountId) ?? null) : null;
  const manageable = !stored || mayManage(principal, stored.permissions ?? []);
  // A secret is shown only to who may replace it (firestore.rules): an access right one may not manage shows no code.
  const key = useAccountKey(manageable ? accountId : null);

  const editor = useEntityEditor({
    id: accountId,
    stored,
    companyLoading,
    listLoading: accounts.loading,
    toValues: accountToFormValues,
    newValues: newAccountValues,
    save,
    editPath: accountEditPath,
    messages: SAVE_MESSAGES,
    createdValues,
    createdState: CREATED_STATE,
  });
  const locked = useMemo(() => lockedPermissions(principal), [principal]);

  const [qrOpen, setQrOpen] = useState(editor.navState?.showQr === true);
  const copy = useCopyToClipboard(COPY_MESSAGES);
  const regenerate = useCallback(async () => {
    if (!accountId) return null;
    const answer = await regenerateAccountQrCode(accountId);
    return (answer?.token ? parseQrLoginToken(answer.token)?.secret : null) ?? null;
  }, [accountId]);
  const newCode = useConfirmRegenerate({ currentSecret: key.data?.secret, regenerate, messages: NEW_CODE_MESSAGES });

  if (editor.notFound) return <EditorNotFound title={t(m.notFoundTitle)} text={t(m.notFoundText)} backTo={ACCOUNTS_PATH} backLabel={t(m.backToList)} />;
  const { initialValues } = editor;
  if (!initialValues) return <PageSpinner />;

  let address: QrAddress;
  const origin = window.location.origin;
  if (!accountId) address = { kind: "failed" };
  // The code just made stands in until the live key brings it (the old secret may still be shown a moment).
  else if (newCode.renewed) address = { kind: "ready", address: qrLoginUrl(origin, accountId, newCode.renewed) };
  else if (key.data?.secret) address = { kind: "ready", address: qrLoginUrl(origin, accountId, key.data.secret) };
  else if (key.loading) address = { kind: "loading" };
  else address = { kind: "failed" };

  const name = stored?.name || initialValues.name;
  return (
    <EditorScreen backTo={ACCOUNTS_PATH} backLabel={t(m.backToList)} title={t(accountId ? m.titleEdit : m.titleNew)} name={accountId ? name : null}>
      {!manageable ? <Alert type="warning" showIcon title={t(m.notManageable)} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <AccountEditorForm
            initialValues={initialValues}
            onSubmit={editor.submit}
            onCancel={() => void navigate(ACCOUNTS_PATH)}
            locked={locked}
            readOnly={!manageable}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={<h2 className="screen-card-title">{t(m.qrTitle)}</h2>}>
            {accountId && manageable ? (
              <Flex vertical gap={8} align="flex-start">
                <Typography.Text type="secondary">{t(m.qrIntro)}</Typography.Text>
                <Button icon={<QrcodeOutlined />} onClick={() => setQrOpen(true)}>
                  {t(m.qrShow)}
                </Button>
              </Flex>
            ) : accountId ? null : (
              <Typography.Text type="secondary">{t(m.qrUnsaved)}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      {accountId && manageable ? (
        <QrLoginModal
          open={qrOpen}
          name={name}
          address={address}
          renewing={newCode.renewing}
          mayRenew={manageable}
          onCopy={copy}
          onNewCode={newCode.ask}
          onClose={() => setQrOpen(false)}
        />
      ) : null}
    </EditorScreen>
  );
}
