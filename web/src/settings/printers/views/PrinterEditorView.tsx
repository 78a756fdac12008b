// /settings/printers/new and /settings/printers/:id/edit: the printer's form saved whole through /api (the MAC
// claimed by the server across all companies), then the address to type into the printer (its secret read
// live from printerKeys) with copy and "New secret", and the setting-up help for Star printers.
import { useEffect, useState } from "react";
import { App, Col, Flex, Result, Row, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { normalizeMac } from "@comanda/shared";
import { useCompany } from "../../../company";
import { ApiError } from "../../../data/api";
import { useErrorText } from "../../../i18n/errors";
import { PageSpinner } from "../../../ui/PageSpinner";
import { PrinterAddress, type AddressState } from "../components/PrinterAddress";
import { PrinterEditorForm } from "../components/PrinterEditorForm";
import { StarSetupHelp } from "../components/StarSetupHelp";
import { printerEditorMessages as m } from "../messages";
import { formValuesToRequest, newPrinterValues, printerAddress, printerToFormValues, type PrinterFormValues } from "../model";
import { regeneratePrinterSecret, savePrinter, usePrinterKey, usePrinters } from "../repository";
import { useLocationNames } from "./useLocationNames";
import { PRINTERS_PATH, printerEditPath } from "../urls";
import "../printers.css";

/** Navigation state after creating: what was saved stands in until the live list brings the printer. */
interface CreatedState {
  created?: PrinterFormValues;
}

/** The MAC claim's refusal (409) is shown under the MAC field as well as in words of the spec (§5). */
function placeMacClaim(error: unknown): unknown {
  if (error instanceof ApiError && error.code === "printer-mac-already-added") return new ApiError(error.code, error.status, { mac: [error.code] });
  return error;
}

export default function PrinterEditorView() {
  const { id } = useParams<{ id: string }>();
  // A new key per printer: going from one printer to another starts a fresh form.
  return <PrinterEditor key={id ?? "new"} printerId={id ?? null} />;
}

function PrinterEditor({ printerId }: { printerId: string | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const location = useLocation();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { companyId, loading: companyLoading } = useCompany();
  const created = (location.state as CreatedState | null)?.created ?? null;
  const printers = usePrinters(companyId);
  const locations = useLocationNames(companyId);
  const key = usePrinterKey(printerId);
  const stored = printerId ? (printers.data.find((p) => p.id === printerId) ?? null) : null;

  // Loaded once: a change of the document meanwhile does not replace what is being typed.
  const [initialValues, setInitialValues] = useState<PrinterFormValues | null>(null);
  const ready = !companyLoading && (!printerId || !printers.loading);
  useEffect(() => {
    if (initialValues || !ready) return;
    if (printerId && stored) setInitialValues(printerToFormValues(stored));
    else if (printerId && created) setInitialValues(created);
    else if (!printerId) setInitialValues(newPrinterValues());
  }, [initialValues, ready, printerId, stored, created]);

  // The address just made by "New secret", shown until the live key brings the same secret.
  const [renewed, setRenewed] = useState<{ path: string; replaced: string } | null>(null);
  const [renewing, setRenewing] = useState(false);

  const submit = async (values: PrinterFormValues) => {
    let id: string;
    try {
      id = await savePrinter(formValuesToRequest(values), printerId ?? undefined);
    } catch (error) {
      throw placeMacClaim(error);
    }
    if (printerId) {
      void message.success(t(m.saved));
      return;
    }
    void message.success(t(m.created));
    const state: CreatedState = { created: { ...values, name: values.name.trim(), mac: normalizeMac(values.mac) ?? values.mac.trim() } };
    void navigate(printerEditPath(id), { replace: true, state });
  };

  const onCopy = (address: string) => {
    const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
    if (!clipboard) {
      void message.error(t(m.copyFailed));
      return;
    }
    clipboard.writeText(address).then(
      () => void message.success(t(m.copied)),
      () => void message.error(t(m.copyFailed)),
    );
  };

  const onNewSecret = () => {
    if (!printerId) return;
    modal.confirm({
      title: t(m.newSecretConfirm),
      content: t(m.newSecretHint),
      okText: t(m.newSecretOk),
      okButtonProps: { danger: true },
      cancelText: t(m.cancel),
      onOk: async () => {
        const replaced = key.data?.secret ?? "";
        setRenewing(true);
        try {
          const answer = await regeneratePrinterSecret(printerId);
          if (answer?.path) setRenewed({ path: answer.path, replaced });
          void message.success(t(m.newSecretDone));
        } catch (error) {
          void message.error(errorText(error));
        } finally {
          setRenewing(false);
        }
      },
    });
  };

  if (printerId && ready && !stored && !initialValues) {
    return (
      <div className="printers-page">
        <Result
          status="404"
          title={t(m.notFoundTitle)}
          subTitle={t(m.notFoundText)}
          extra={<Link to={PRINTERS_PATH}>{t(m.backToList)}</Link>}
        />
      </div>
    );
  }
  if (!initialValues) return <PageSpinner />;

  let address: AddressState;
  if (!printerId) address = { kind: "unsaved" };
  else if (renewed && key.data?.secret === renewed.replaced) address = { kind: "ready", address: window.location.origin + renewed.path };
  else if (key.data?.secret) address = { kind: "ready", address: printerAddress(window.location.origin, printerId, key.data.secret) };
  else if (key.loading) address = { kind: "loading" };
  else address = { kind: "failed" };

  return (
    <div className="printers-page">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Link to={PRINTERS_PATH} className="printers-back-link" style={{ alignSelf: "flex-start" }}>
          <ArrowLeftOutlined aria-hidden /> {t(m.backToList)}
        </Link>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t(printerId ? m.titleEdit : m.titleNew)}
          {stored?.name ? <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>{` · ${stored.name}`}</Typography.Text> : null}
        </Typography.Title>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <PrinterEditorForm
            initialValues={initialValues}
            onSubmit={submit}
            onCancel={() => void navigate(PRINTERS_PATH)}
            locations={{ list: locations.list, readable: locations.readable }}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <PrinterAddress state={address} renewing={renewing} onCopy={onCopy} onNewSecret={onNewSecret} />
            <StarSetupHelp />
          </Flex>
        </Col>
      </Row>
    </div>
  );
}
