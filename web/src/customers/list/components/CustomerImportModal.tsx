// The CSV import: a file chosen, read in the browser, every row checked with the shared rules and by the
// server's dry run (an e-mail another customer has), and shown in a preview with its errors, numbered as in
// the file; the import sends all rows at once and the server saves all or none. A row the server refuses on
// import (an e-mail saved meanwhile) gets its error in the preview; nothing is saved.
import { useRef, useState } from "react";
import { Alert, App, Button, Flex, Modal, Tag, Typography } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { customerImport, hasFieldErrors, importErrorsByRow, type CustomerCsvColumn, type CustomerCsvTexts, type CustomerImport, type FieldErrors } from "@comanda/shared";
import { ApiError } from "../../../data/api";
import { useErrorText } from "../../../i18n/errors";
import { parseCsvFile } from "../../csv";
import { customerImportMessages as m } from "../../messages";
import { checkCustomerImport, importCustomers } from "../../repository";

export interface CustomerImportModalProps {
  open: boolean;
  onClose: () => void;
  texts: CustomerCsvTexts;
}

interface PreviewRow {
  key: number;
  /** Its number in the file (the header is 1). */
  line: number;
  name: string;
  email: string;
  fields: FieldErrors;
}

/** The column a field path belongs to ("addresses.0.vatId" → vatId, "addresses.0.type" → addressType). */
function columnOf(path: string): CustomerCsvColumn | null {
  const field = path.startsWith("addresses.") ? path.split(".")[2] ?? "" : path;
  if (field === "type") return "addressType";
  return (["name", "email", "phone", "enabled", "enableDiscounts", "preventAddressChange", "internalNote", "companyName", "vatId", "street", "zip", "city", "country"] as const).find((c) => c === field) ?? null;
}

/** The row's own errors, then the server's for the fields the row's own rules found nothing wrong with. */
function mergeErrors(own: FieldErrors, server: FieldErrors | undefined): FieldErrors {
  if (!server) return own;
  const out: FieldErrors = { ...own };
  for (const [path, codes] of Object.entries(server)) if (!own[path]?.length) out[path] = codes;
  return out;
}

export function CustomerImportModal({ open, onClose, texts }: CustomerImportModalProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [parsed, setParsed] = useState<CustomerImport | null>(null);
  const [serverRows, setServerRows] = useState<Map<number, FieldErrors>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  // The file whose dry run may still answer: a later choice makes an earlier answer stale.
  const choice = useRef(0);

  const reset = () => {
    choice.current += 1;
    setParsed(null);
    setServerRows(new Map());
    setProblem(null);
    setChecking(false);
    setCheckFailed(false);
    if (input.current) input.current.value = "";
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (file: File | undefined) => {
    const mine = ++choice.current;
    setServerRows(new Map());
    setProblem(null);
    setParsed(null);
    setChecking(false);
    setCheckFailed(false);
    if (!file) return;
    const table = await parseCsvFile(file);
    if (mine !== choice.current) return;
    if (!table) {
      setProblem(intl.formatMessage(m.unreadable));
      return;
    }
    const result = customerImport(table, [texts]);
    if (result.missingColumns.length > 0) {
      setProblem(intl.formatMessage(m.missingColumns, { columns: result.missingColumns.map((c) => texts.headers[c]).join(", ") }));
      return;
    }
    if (result.rows.length === 0) {
      setProblem(intl.formatMessage(m.noRows));
      return;
    }
    setParsed(result);
    // The server's checks before the button is offered: an e-mail another customer has is a row's error now,
    // not a surprise on Import.
    // Only the rows without errors of their own: one malformed row would have the server refuse the whole
    // request for its shape, before it compares any e-mail.
    const sent = result.rows.flatMap((row, index) => (hasFieldErrors(row.fields) ? [] : [index]));
    if (sent.length === 0) return;
    setChecking(true);
    try {
      await checkCustomerImport({ customers: sent.map((index) => result.rows[index]!.request) });
    } catch (error) {
      if (mine !== choice.current) return;
      const byRow = error instanceof ApiError ? importErrorsByRow(error.fields) : new Map<number, FieldErrors>();
      // Back from the rows sent to the rows of the file.
      if (byRow.size > 0) setServerRows(new Map([...byRow].map(([sentIndex, fields]) => [sent[sentIndex] ?? -1, fields])));
      else setCheckFailed(true);
    } finally {
      if (mine === choice.current) setChecking(false);
    }
  };

  const rows: PreviewRow[] = (parsed?.rows ?? []).map((row, index) => ({
    key: index,
    line: row.line,
    name: row.request.name,
    email: row.request.email,
    fields: mergeErrors(row.fields, serverRows.get(index)),
  }));
  const wrong = rows.filter((row) => hasFieldErrors(row.fields)).length;

  const start = async () => {
    if (!parsed || wrong > 0 || checking) return;
    setImporting(true);
    try {
      const ids = await importCustomers({ customers: parsed.rows.map((row) => row.request) });
      void message.success(intl.formatMessage(m.done, { count: ids.length }));
      close();
    } catch (error) {
      const byRow = error instanceof ApiError ? importErrorsByRow(error.fields) : new Map<number, FieldErrors>();
      if (byRow.size > 0) setServerRows(byRow);
      else void message.error(errorText(error));
    } finally {
      setImporting(false);
    }
  };

  const errorList = (fields: FieldErrors) => {
    const entries = Object.entries(fields);
    // Not "OK" before the server has compared the row with the existing customers.
    if (entries.length === 0) return checking ? null : <Tag color="green">{intl.formatMessage(m.ok)}</Tag>;
    return (
      <ul style={{ margin: 0, paddingInlineStart: 16 }} className="cu-import-error">
        {entries.flatMap(([path, codes]) => {
          const column = columnOf(path);
          const label = column ? texts.headers[column] : path;
          return codes.map((code) => <li key={`${path}-${code}`}>{`${label}: ${errorText(code)}`}</li>);
        })}
      </ul>
    );
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage(m.title)}
      onCancel={close}
      width={860}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={close}>{intl.formatMessage(m.close)}</Button>
          <Button type="primary" disabled={!parsed || wrong > 0 || checking} loading={importing} onClick={() => void start()}>
            {/* Disabled by wrong rows, it says so instead of offering to import them. */}
            {wrong > 0 ? intl.formatMessage(m.startBlocked, { count: wrong }) : intl.formatMessage(m.start, { count: rows.length })}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{intl.formatMessage(m.help)}</Typography.Paragraph>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label={intl.formatMessage(m.choose)}
        style={{ display: "none" }}
        data-testid="customer-import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the corrected file of the same name reads it again.
          e.target.value = "";
          void choose(file);
        }}
      />
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()} style={{ marginBottom: 12 }}>
        {intl.formatMessage(m.choose)}
      </Button>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
      {parsed ? (
        <>
          {checking && wrong === 0 ? (
            <Alert type="info" showIcon role="status" title={intl.formatMessage(m.checking)} style={{ marginBottom: 12 }} />
          ) : (
            <Alert
              type={wrong > 0 ? "error" : "success"}
              showIcon
              role={wrong > 0 ? "alert" : "status"}
              title={wrong > 0 ? intl.formatMessage(m.summaryErrors, { count: wrong }) : intl.formatMessage(m.summaryOk, { count: rows.length })}
              style={{ marginBottom: 12 }}
            />
          )}
          {checkFailed && wrong === 0 ? <Alert type="warning" showIcon title={intl.formatMessage(m.checkFailed)} style={{ marginBottom: 12 }} /> : null}
          {/* A plain table: a file of a few thousand rows is read once, not scrolled like a list. */}
          <div className="cu-import-table">
            <table>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.row)}</th>
                  <th scope="col">{texts.headers.name}</th>
                  <th scope="col">{texts.headers.email}</th>
                  <th scope="col">{intl.formatMessage(m.errors)}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <td>{row.line}</td>
                    <td>{row.name}</td>
                    <td>{row.email}</td>
                    <td>{errorList(row.fields)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
