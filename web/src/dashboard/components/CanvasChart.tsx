// One chart drawn with Chart.js, with only the parts the dashboard uses registered (bars and a line), no
// animation so it shows at once. The canvas is hidden from screen readers: its card holds the same figures
// as a table.
import { useEffect, useLayoutEffect, useRef } from "react";
import { BarController, BarElement, CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Filler, Tooltip);

const COLOUR = "#1677ff";
/** Longer category labels (product names) are shortened on the axis; the tooltip and the table keep them whole. */
const LABEL_CHARS = 18;
const shortLabel = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);
const FILL = "rgba(22, 119, 255, 0.15)";

export interface ChartSeries {
  kind: "bar" | "line";
  labels: readonly string[];
  values: readonly number[];
  /** Bars from the left (long labels such as product names read better). */
  horizontal?: boolean;
  /** A value as the tooltip and the value axis write it (money in the company currency). */
  formatValue?: (value: number) => string;
}

export function CanvasChart({ series, height }: { series: ChartSeries; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const { kind, horizontal = false } = series;
  const latest = useRef(series);
  useLayoutEffect(() => {
    latest.current = series;
  });

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const s = latest.current;
    // Read at drawing time: a new currency or language formats without a new chart.
    const format = (value: number | string) => {
      const formatValue = latest.current.formatValue;
      return typeof value === "number" && formatValue ? formatValue(value) : String(value);
    };
    const valueAxis = { beginAtZero: true, ticks: { precision: 0, callback: (value: number | string) => format(value) } };
    chart.current = new Chart(element, {
      type: kind,
      data: {
        labels: [...s.labels],
        datasets: [{ data: [...s.values], backgroundColor: kind === "line" ? FILL : COLOUR, borderColor: COLOUR, borderWidth: kind === "line" ? 2 : 0, fill: kind === "line", pointRadius: s.values.length === 1 ? 4 : 0, tension: 0.25, cubicInterpolationMode: "monotone" }],
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: horizontal ? "y" : "x",
        plugins: { tooltip: { callbacks: { label: (item) => format(item.parsed[horizontal ? "x" : "y"] ?? 0) } } },
        scales: horizontal
          ? {
              x: valueAxis,
              y: {
                ticks: {
                  autoSkip: false,
                  callback(value) {
                    return shortLabel(this.getLabelForValue(Number(value)));
                  },
                },
              },
            }
          : { x: { ticks: { maxRotation: 0, autoSkipPadding: 12 } }, y: valueAxis },
      },
    });
    box.current?.setAttribute("data-drawn", "true");
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [kind, horizontal]);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.data.labels = [...series.labels];
    const dataset = c.data.datasets[0];
    if (dataset) dataset.data = [...series.values];
    c.update("none");
  }, [series.labels, series.values]);

  return (
    <div ref={box} className="dash-chart" style={{ height }}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
