// Spec §8: the warning that invoice transmission stopped after a number of errors, with the last error, a
// link to the e-invoicing card and **Continue**, which resumes from where it stopped.
import { Alert, Button, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import type { TaxTransmissionError } from "@comanda/shared";
import { taxesMessages as m } from "../messages";

export interface TransmissionPausedWarningProps {
  errorCount: number;
  lastError: TaxTransmissionError | null;
  continuing: boolean;
  onContinue: () => void;
}

export function TransmissionPausedWarning({ errorCount, lastError, continuing, onContinue }: TransmissionPausedWarningProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const error = lastError ? [lastError.code, lastError.description].filter(Boolean).join(" · ") : null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="transmission-paused"
      title={t(m.pausedTitle)}
      description={
        <Flex vertical gap={8} align="start">
          <span>{t(m.pausedText, { count: errorCount })}</span>
          {error ? <Typography.Text type="secondary">{t(m.pausedLastError, { error })}</Typography.Text> : null}
          <Flex gap={12} align="center" wrap>
            <Button type="primary" loading={continuing} onClick={onContinue}>
              {t(m.continue)}
            </Button>
            <a
              href="#e-invoicing"
              onClick={(event) => {
                // The card is on this page: scroll to it without a navigation of the router.
                event.preventDefault();
                document.getElementById("e-invoicing")?.scrollIntoView?.({ behavior: "smooth", block: "start" });
              }}
            >
              {t(m.pausedLink)}
            </a>
          </Flex>
        </Flex>
      }
    />
  );
}
