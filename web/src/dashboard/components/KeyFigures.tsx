// The key figures of the period, each with its change against the period compared with, in a form that
// means something (shared/src/dashboard/change.ts): a percentage, new, a factor, a difference or points.
import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { changeForm, KEY_FIGURES, type KeyFigure, type KeyFigureName } from "@comanda/shared";
import { dashboardMessages as m } from "../messages";

export const FIGURE_MESSAGES: Record<KeyFigureName, (typeof m)[keyof typeof m]> = {
  orders: m.orders,
  revenue: m.revenue,
  averageOrder: m.averageOrder,
  views: m.views,
  ordersPerView: m.ordersPerView,
};

export interface KeyFiguresProps {
  figures: Record<KeyFigureName, KeyFigure>;
  /** Writes one figure's value (money in the company currency, counts, a share). */
  format: (name: KeyFigureName, value: number | null) => string;
  /** The previous period is still loading: no change is shown yet. */
  comparing?: boolean;
}

function Change({ name, figure, format }: { name: KeyFigureName; figure: KeyFigure; format: KeyFiguresProps["format"] }) {
  const intl = useIntl();
  const previous = format(name, figure.previous);
  const form = changeForm(name, figure);
  const signed = (n: number, digits = 1) => intl.formatNumber(n, { maximumFractionDigits: digits, signDisplay: "exceptZero" });
  let up: boolean;
  let text: string;
  switch (form.kind) {
    case "none":
      return <span className="dash-change">{intl.formatMessage(m.changeNone, { previous })}</span>;
    case "same":
      return <span className="dash-change">{intl.formatMessage(m.changeSame)}</span>;
    case "new":
      up = true;
      text = intl.formatMessage(m.changeNew, { previous });
      break;
    case "factor":
      up = true;
      text = intl.formatMessage(m.changeFactor, { factor: intl.formatNumber(form.factor, { maximumFractionDigits: 1 }), previous });
      break;
    case "points":
      up = form.points > 0;
      text = intl.formatMessage(m.changePoints, { points: signed(form.points), previous });
      break;
    case "difference":
      up = form.amount > 0;
      text = intl.formatMessage(m.change, { change: signed(form.amount, 2), previous });
      break;
    case "percent":
      up = form.fraction > 0;
      text = intl.formatMessage(m.change, { change: intl.formatNumber(form.fraction, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }), previous });
      break;
  }
  return (
    <span className={up ? "dash-change dash-change--up" : "dash-change dash-change--down"}>
      {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {text}
    </span>
  );
}

export function KeyFigures({ figures, format, comparing = false }: KeyFiguresProps) {
  const intl = useIntl();
  return (
    <ul className="dash-figures">
      {KEY_FIGURES.map((name) => {
        const label = intl.formatMessage(FIGURE_MESSAGES[name]);
        return (
          <li key={name} className="dash-figure" aria-label={label} data-figure={name}>
            <span className="dash-figure-label">{label}</span>
            <span className="dash-figure-value">{format(name, figures[name].value)}</span>
            {comparing ? <span className="dash-change">{intl.formatMessage(m.comparing)}</span> : <Change name={name} figure={figures[name]} format={format} />}
          </li>
        );
      })}
    </ul>
  );
}
