// Setting up a Star printer for CloudPRNT, step by step (presentational).
import { Card } from "antd";
import { useIntl } from "react-intl";
import { printerEditorMessages as m } from "../messages";

const STEPS = [m.helpStep1, m.helpStep2, m.helpStep3, m.helpStep4, m.helpStep5, m.helpStep6] as const;

export function StarSetupHelp() {
  const intl = useIntl();
  return (
    <Card size="small" className="printers-help" title={<h2 className="screen-card-title">{intl.formatMessage(m.helpTitle)}</h2>}>
      <ol>
        {STEPS.map((step) => (
          <li key={step.id}>{intl.formatMessage(step)}</li>
        ))}
      </ol>
    </Card>
  );
}
