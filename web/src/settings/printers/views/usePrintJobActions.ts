// Cancel and print again of a print job (spec §4) through /api, with the toasts and the buttons' waiting state.
import { useCallback, useState } from "react";
import { App } from "antd";
import { useIntl } from "react-intl";
import type { PrintJob } from "@comanda/shared";
import { useErrorText } from "../../../i18n/errors";
import { printJobMessages as m } from "../messages";
import { cancelPrintJob, printJobAgain } from "../repository";

export interface PrintJobActions {
  busy: ReadonlySet<string>;
  cancel: (job: PrintJob) => void;
  printAgain: (job: PrintJob) => void;
}

export function usePrintJobActions(): PrintJobActions {
  const intl = useIntl();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const run = useCallback(
    (job: PrintJob, action: (id: string) => Promise<void>, done: string) => {
      setBusy((current) => new Set(current).add(job.id));
      action(job.id).then(
        () => void message.success(done),
        (error: unknown) => void message.error(errorText(error)),
      ).finally(() =>
        setBusy((current) => {
          const next = new Set(current);
          next.delete(job.id);
          return next;
        }),
      );
    },
    [message, errorText],
  );

  const cancel = useCallback((job: PrintJob) => run(job, cancelPrintJob, intl.formatMessage(m.canceled)), [run, intl]);
  const printAgain = useCallback((job: PrintJob) => run(job, printJobAgain, intl.formatMessage(m.restarted)), [run, intl]);
  return { busy, cancel, printAgain };
}
