// /settings/printers/new and /settings/printers/:id/edit: the printer's form saved whole through /api (the MAC
// claimed by the server across all companies), then the address to type into the printer (its secret read
// live from printerKeys) with copy and "New secret", and the setting-up help for Star printers.
import { useCallback } from "react";
import { Col, Flex, Row } from "antd";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { normalizeMac } from "@comanda/shared";
import { useCompany } from "../../../company";
import { ApiError } from "../../../data/api";
import { PageSpinner } from "../../../ui/PageSpinner";
import { EditorNotFound, EditorScreen, useConfirmRegenerate, useCopyToClipboard, useEntityEditor } from "../../../ui/screen";
import { PrinterAddress, type AddressState } from "../components/PrinterAddress";
import { PrinterEditorForm } from "../components/PrinterEditorForm";
import { StarSetupHelp } from "../components/StarSetupHelp";
import { printerEditorMessages as m } from "../messages";
import { formValuesToRequest, newPrinterValues, printerAddress, printerToFormValues, type PrinterFormValues } from "../model";
import { regeneratePrinterSecret, savePrinter, usePrinterKey, usePrinters } from "../repository";
import { useLocationNames } from "./useLocationNames";
import { PRINTERS_PATH, printerEditPath } from "../urls";
import "../printers.css";

const SAVE_MESSAGES = { saved: m.saved, created: m.created };
const COPY_MESSAGES = { copied: m.copied, failed: m.copyFailed };
const NEW_SECRET_MESSAGES = { confirm: m.newSecretConfirm, hint: m.newSecretHint, ok: m.newSecretOk, cancel: m.cancel, done: m.newSecretDone };

/** The MAC claim's refusal (409) is shown under the MAC field as well as in words of the spec (§5). */
function placeMacClaim(error: unknown): unknown {
  if (error instanceof ApiError && error.code === "printer-mac-already-added") return new ApiError(error.code, error.status, { mac: [error.code] });
  return error;
}

async function save(values: PrinterFormValues, id: string | undefined): Promise<string> {
  try {
    return await savePrinter(formValuesToRequest(values), id);
  } catch (error) {
    throw placeMacClaim(error);
  }
}

/** What stands in for the new printer until the live list brings it: as the server stores it. */
const createdValues = (values: PrinterFormValues): PrinterFormValues => ({ ...values, name: values.name.trim(), mac: normalizeMac(values.mac) ?? values.mac.trim() });

export default function PrinterEditorView() {
  const { id } = useParams<{ id: string }>();
  // A new key per printer: going from one printer to another starts a fresh form.
  return <PrinterEditor key={id ?? "new"} printerId={id ?? null} />;
}

function PrinterEditor({ printerId }: { printerId: string | null }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const { companyId, loading: companyLoading } = useCompany();
  const printers = usePrinters(companyId);
  const locations = useLocationNames(companyId);
  const key = usePrinterKey(printerId);
  const stored = printerId ? (printers.data.find((p) => p.id === printerId) ?? null) : null;

  const editor = useEntityEditor({
    id: printerId,
    stored,
    companyLoading,
    listLoading: printers.loading,
    toValues: printerToFormValues,
    newValues: newPrinterValues,
    save,
    editPath: printerEditPath,
    messages: SAVE_MESSAGES,
    createdValues,
  });
  const copy = useCopyToClipboard(COPY_MESSAGES);
  const regenerate = useCallback(async () => (printerId ? ((await regeneratePrinterSecret(printerId))?.path ?? null) : null), [printerId]);
  // The address just made by "New secret", shown until the live key brings the same secret.
  const newSecret = useConfirmRegenerate({ currentSecret: key.data?.secret, regenerate, messages: NEW_SECRET_MESSAGES });

  if (editor.notFound) return <EditorNotFound title={t(m.notFoundTitle)} text={t(m.notFoundText)} backTo={PRINTERS_PATH} backLabel={t(m.backToList)} />;
  const { initialValues } = editor;
  if (!initialValues) return <PageSpinner />;

  let address: AddressState;
  if (!printerId) address = { kind: "unsaved" };
  else if (newSecret.renewed) address = { kind: "ready", address: window.location.origin + newSecret.renewed };
  else if (key.data?.secret) address = { kind: "ready", address: printerAddress(window.location.origin, printerId, key.data.secret) };
  else if (key.loading) address = { kind: "loading" };
  else address = { kind: "failed" };

  return (
    <EditorScreen backTo={PRINTERS_PATH} backLabel={t(m.backToList)} title={t(printerId ? m.titleEdit : m.titleNew)} name={stored?.name}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <PrinterEditorForm
            initialValues={initialValues}
            onSubmit={editor.submit}
            onCancel={() => void navigate(PRINTERS_PATH)}
            locations={{ list: locations.list, readable: locations.readable }}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <PrinterAddress state={address} renewing={newSecret.renewing} onCopy={copy} onNewSecret={newSecret.ask} />
            <StarSetupHelp />
          </Flex>
        </Col>
      </Row>
    </EditorScreen>
  );
}
