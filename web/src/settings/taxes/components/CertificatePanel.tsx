// The company's qualified certificate in the e-invoicing card: what the server read from it (holder, tax id,
// validity), a warning 30 days before it expires and an error once it has, and the upload of a .p12/.pfx file
// with its password. The file and the password never enter the settings form: they go with their own call.
import { useRef, useState, type KeyboardEvent } from "react";
import { Alert, Button, Descriptions, Flex, Form, Input, Typography } from "antd";
import { SafetyCertificateOutlined, UploadOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { TaxCertificateInfo } from "@comanda/shared";
import { errorCode, useErrorText } from "../../../i18n/errors";
import { CERTIFICATE_EXTENSIONS, certificateFileRefusal, type CertificateState } from "../model";
import { taxesMessages as m } from "../messages";

export interface CertificatePanelProps {
  certificate: TaxCertificateInfo | null;
  state: CertificateState;
  formatDate: (iso: string) => string;
  formatDateTime: (iso: string) => string;
  onUpload: (file: File, password: string) => Promise<void>;
}

type Refusal = { code: string; at: "file" | "password" };

/**
 * Where a refused upload's reason shows: a `validation` answer names its fields (file, password); any other
 * refusal is the call's code, under the password when it is the password's and under the file otherwise.
 */
export function refusalOf(error: unknown): Refusal {
  const fields = (error as { code?: unknown; fields?: Record<string, unknown> } | null)?.fields;
  const first = (path: string) => {
    const codes = fields?.[path];
    return Array.isArray(codes) && typeof codes[0] === "string" ? codes[0] : null;
  };
  const password = first("password");
  if (password) return { code: password, at: "password" };
  const file = first("file");
  if (file) return { code: file, at: "file" };
  const code = errorCode(error);
  return { code, at: code === "certificate-password" ? "password" : "file" };
}

export function CertificatePanel({ certificate, state, formatDate, formatDateTime, onUpload }: CertificatePanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState("");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const code = chosen ? certificateFileRefusal(chosen) : null;
    setRefusal(code ? { code, at: "file" } : null);
  };

  const upload = async () => {
    if (!file) return setRefusal({ code: "certificate-file-required", at: "file" });
    const fileCode = certificateFileRefusal(file);
    if (fileCode) return setRefusal({ code: fileCode, at: "file" });
    if (password === "") return setRefusal({ code: "required", at: "password" });
    setRefusal(null);
    setBusy(true);
    try {
      await onUpload(file, password);
      setFile(null);
      setPassword("");
      if (input.current) input.current.value = "";
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  // Enter in the password uploads the certificate; it must not save the settings form around it.
  const onPasswordKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void upload();
  };

  const fileError = refusal?.at === "file" ? errorText(refusal.code) : null;
  const passwordError = refusal?.at === "password" ? errorText(refusal.code) : null;
  const notAfter = certificate ? formatDate(certificate.notAfter) : "";

  return (
    <section aria-labelledby="tx-certificate-title" className="tx-certificate" data-testid="tax-certificate">
      <Typography.Text strong id="tx-certificate-title">
        <SafetyCertificateOutlined aria-hidden /> {t(m.certificate)}
      </Typography.Text>
      <Typography.Paragraph type="secondary" className="tx-help">
        {t(m.certificateHelp)}
      </Typography.Paragraph>
      {certificate ? (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          bordered
          style={{ marginBottom: 12 }}
          items={[
            { key: "holder", label: t(m.certificateHolder), children: certificate.holder },
            { key: "taxId", label: t(m.certificateTaxId), children: certificate.taxId ?? "—" },
            { key: "notAfter", label: t(m.certificateValidUntil), children: notAfter },
            { key: "uploadedAt", label: t(m.certificateUploadedAt), children: formatDateTime(certificate.uploadedAt) },
          ]}
        />
      ) : (
        <Typography.Paragraph>{t(m.noCertificate)}</Typography.Paragraph>
      )}
      {state.kind === "expiring" ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="certificate-expiring" title={t(m.certificateExpiring, { date: notAfter, days: state.days })} />
      ) : null}
      {state.kind === "expired" ? (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} data-testid="certificate-expired" title={t(m.certificateExpired, { date: notAfter })} />
      ) : null}

      <Flex gap={16} wrap align="start">
        <Form.Item label={t(m.certificateFile)} htmlFor="tx-certificate-file" validateStatus={fileError ? "error" : undefined} help={fileError} style={{ marginBottom: 8 }}>
          <Flex gap={8} align="center" wrap>
            <input
              ref={input}
              id="tx-certificate-file"
              type="file"
              accept={CERTIFICATE_EXTENSIONS.join(",")}
              className="tx-file-input"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()} disabled={busy} aria-hidden tabIndex={-1}>
              {t(m.chooseFile)}
            </Button>
            <Typography.Text type="secondary" className="tx-file-name">
              {file ? file.name : t(m.noFileChosen)}
            </Typography.Text>
          </Flex>
        </Form.Item>
        <Form.Item label={t(m.certificatePassword)} htmlFor="tx-certificate-password" validateStatus={passwordError ? "error" : undefined} help={passwordError} style={{ marginBottom: 8, minWidth: 220 }}>
          <Input.Password
            id="tx-certificate-password"
            value={password}
            autoComplete="off"
            disabled={busy}
            onChange={(event) => {
              setPassword(event.target.value);
              if (refusal?.at === "password") setRefusal(null);
            }}
            onKeyDown={onPasswordKey}
          />
        </Form.Item>
        <Button type="default" loading={busy} onClick={() => void upload()} style={{ marginTop: 30 }}>
          {t(certificate ? m.replaceCertificate : m.uploadCertificate)}
        </Button>
      </Flex>
    </section>
  );
}
