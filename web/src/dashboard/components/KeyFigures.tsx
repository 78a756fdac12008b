// The key figures of the period, each with its change against the previous period of the same length.
import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { KEY_FIGURES, type KeyFigure, type KeyFigureName } from "@comanda/shared";
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
  if (figure.change === null) return <span className="dash-change">{intl.formatMessage(m.changeNone, { previous })}</span>;
  if (figure.change === 0) return <span className="dash-change">{intl.formatMessage(m.changeSame)}</span>;
  const up = figure.change > 0;
  const change = intl.formatNumber(figure.change, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  return (
    <span className={up ? "dash-change dash-change--up" : "dash-change dash-change--down"}>
      {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {intl.formatMessage(m.change, { change, previous })}
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
