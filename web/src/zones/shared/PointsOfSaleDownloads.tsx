// The "Download QR codes (PDF)" and "Export points of sale (CSV)" buttons, for every zone or for one, in the user's language.
import { useState } from "react";
import { App, Button, Flex } from "antd";
import { FilePdfOutlined, FileTextOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { useErrorText } from "../../i18n/errors";
import { useLanguage } from "../../i18n/language";
import { downloadPointsOfSaleCsv, downloadPointsOfSalePdf } from "../repository";
import { zoneSharedMessages as m } from "./messages";

export interface PointsOfSaleDownloadsProps {
  /** One zone's points of sale; all zones' when missing. */
  zoneId?: string;
  disabled?: boolean;
  /** Icon-only buttons (the label stays as the accessible name and the tooltip). */
  compact?: boolean;
}

export function PointsOfSaleDownloads({ zoneId, disabled, compact }: PointsOfSaleDownloadsProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const [busy, setBusy] = useState<"pdf" | "csv" | null>(null);

  const run = async (kind: "pdf" | "csv") => {
    setBusy(kind);
    try {
      await (kind === "pdf" ? downloadPointsOfSalePdf : downloadPointsOfSaleCsv)(zoneId, language);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const pdf = intl.formatMessage(m.downloadPdf);
  const csv = intl.formatMessage(m.exportCsv);
  return (
    <Flex gap={8} wrap>
      <Button icon={<FilePdfOutlined />} loading={busy === "pdf"} disabled={disabled || busy !== null} onClick={() => void run("pdf")} aria-label={pdf} title={compact ? pdf : undefined}>
        {compact ? null : pdf}
      </Button>
      <Button icon={<FileTextOutlined />} loading={busy === "csv"} disabled={disabled || busy !== null} onClick={() => void run("csv")} aria-label={csv} title={compact ? csv : undefined}>
        {compact ? null : csv}
      </Button>
    </Flex>
  );
}
