// /dashboard, the start page (spec §2, §3): how the business is going over a period of the company's days,
// summed from the day documents the server keeps (never from the orders), each key figure against the
// period compared with (the same weekdays or the same dates before: shared/src/dashboard/range.ts); charts
// with their figures as tables (a single day by the hour), loyal customers and the CSV.
import { useCallback, useEffect, useMemo, useState } from "react";
import { Alert, App, Button, Empty, Flex, Spin, Typography } from "antd";
import { useIntl } from "react-intl";
import {
  busyHours,
  compareFigures,
  csvText,
  dashboardCsvRows,
  dashboardRange,
  periodTotals,
  previousRange,
  dayCount,
  summarise,
  type CustomDays,
  type DashboardCsvTexts,
  type DateRangePreset,
  type KeyFigureName,
} from "@comanda/shared";
import { useCompany, useFormatters } from "../../company";
import { IntroWidget } from "../../intro";
import { formatInLanguage, intlLocale } from "../../i18n/dateTime";
import { useLanguage } from "../../i18n/language";
import { useErrorText } from "../../i18n/errors";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { useUrlFilters } from "../../ui/useUrlFilters";
import { useMinuteClock } from "../../ui/useMinuteClock";
import { stationMessages } from "../../orders/shared/messages";
import { ChartCard } from "../components/ChartCard";
import { FIGURE_MESSAGES, KeyFigures } from "../components/KeyFigures";
import { LoyalCustomers } from "../components/LoyalCustomers";
import { RangeBar } from "../components/RangeBar";
import { DASHBOARD_URL_FORMAT } from "../dashboardQuery";
import { saveFile } from "../../data/saveFile";
import { dashboardMessages as m } from "../messages";
import { useStatisticsDays } from "../repository";
import "../dashboard.css";

/** Monday first; 1 January 2024 was a Monday. */
const MONDAY_FIRST = Array.from({ length: 7 }, (_, i) => Date.UTC(2024, 0, 1 + i));
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`);

/** How long the figures may take before the screen offers to listen again. */
const SLOW_AFTER_MS = 10_000;

/** True once `value` has stayed true for `ms` since it became true or `key` last changed. */
function useStillTrueAfter(value: boolean, ms: number, key: string): boolean {
  const [late, setLate] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return undefined;
    const timer = setTimeout(() => setLate(key), ms);
    return () => clearTimeout(timer);
  }, [value, ms, key]);
  return value && late === key;
}

export default function DashboardView() {
  const intl = useIntl();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { companyId, timezone } = useCompany();
  const { formatMoney } = useFormatters();
  const { language } = useLanguage();
  const compact = useMediaQuery("(max-width: 899.98px)");
  const now = useMinuteClock();
  const { filters, changeFilters } = useUrlFilters(DASHBOARD_URL_FORMAT);
  const { preset, custom } = filters;

  const computed = dashboardRange(preset, now, timezone, custom);
  const { from, to } = computed;
  const range = useMemo(() => ({ from, to }), [from, to]);
  const previous = useMemo(() => previousRange(range, preset), [range, preset]);
  // The period first, so its charts draw as soon as it is there; the previous period (for the comparison) after.
  // A listen that brings neither figures nor an error (a connection stuck half open) gets a way out.
  const [attempt, setAttempt] = useState(0);
  const days = useStatisticsDays(companyId, range, attempt);
  const previousDays = useStatisticsDays(days.loading ? null : companyId, previous, attempt);
  const slow = useStillTrueAfter(days.loading, SLOW_AFTER_MS, `${range.from}/${range.to}/${attempt}`);
  const comparing = days.loading || previousDays.loading;

  const current = useMemo(() => summarise(days.data, range), [days.data, range]);
  const before = useMemo(() => periodTotals(previousDays.data, previous), [previousDays.data, previous]);
  const comparison = useMemo(() => compareFigures(current, before), [current, before]);

  const text = useMemo(() => {
    // One formatter each, made once: a year's tables and axes write 730 days.
    const dayFormat = (options: Intl.DateTimeFormatOptions) => {
      const format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: "UTC" });
      return (day: string) => format.format(Date.parse(`${day}T12:00:00Z`));
    };
    const longDay = dayFormat({ day: "numeric", month: "short", year: "numeric" });
    const shortDay = dayFormat({ day: "numeric", month: "short" });
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intlLocale(language)], { type: "language" });
    } catch {
      names = null;
    }
    return {
      day: longDay,
      shortDay,
      weekdays: MONDAY_FIRST.map((at) => formatInLanguage(at, language, { weekday: "long", timeZone: "UTC" })),
      shortWeekdays: MONDAY_FIRST.map((at) => formatInLanguage(at, language, { weekday: "short", timeZone: "UTC" })),
      languageName: (code: string) => {
        try {
          return names?.of(code) ?? code;
        } catch {
          return code;
        }
      },
      station: (key: string) => (key in stationMessages ? intl.formatMessage(stationMessages[key as keyof typeof stationMessages]) : key),
      zone: (_id: string, name: string) => name || intl.formatMessage(m.unnamedZone),
      count: (n: number) => intl.formatNumber(n),
      share: (n: number | null) => (n === null ? intl.formatMessage(m.noValue) : intl.formatNumber(n, { style: "percent", maximumFractionDigits: 1 })),
    };
  }, [language, intl]);

  const formatFigure = useCallback(
    (name: KeyFigureName, value: number | null) => {
      if (value === null) return intl.formatMessage(m.noValue);
      if (name === "revenue" || name === "averageOrder") return formatMoney(value);
      if (name === "ordersPerView") return text.share(value);
      return text.count(value);
    },
    [intl, formatMoney, text],
  );

  const onPreset = useCallback(
    (next: DateRangePreset) => changeFilters(next === "custom" ? { preset: next, custom: range } : { preset: next, custom: null }),
    [changeFilters, range],
  );
  const onCustom = useCallback((next: CustomDays) => changeFilters({ preset: "custom", custom: next }), [changeFilters]);

  const onDownload = useCallback(() => {
    const t = intl.formatMessage;
    const texts: DashboardCsvTexts = {
      title: t(m.csvTitle, { from: text.day(range.from), to: text.day(range.to) }),
      keyFigures: t(m.csvKeyFigures),
      figure: t(m.csvFigure),
      thisPeriod: t(m.csvThisPeriod),
      previousPeriod: t(m.csvPreviousPeriod),
      change: t(m.csvChange),
      figureNames: {
        orders: t(FIGURE_MESSAGES.orders),
        revenue: t(FIGURE_MESSAGES.revenue),
        averageOrder: t(FIGURE_MESSAGES.averageOrder),
        views: t(FIGURE_MESSAGES.views),
        ordersPerView: t(FIGURE_MESSAGES.ordersPerView),
      },
      perDay: t(m.csvPerDay),
      date: t(m.columnDate),
      orders: t(m.columnOrders),
      revenue: t(m.columnRevenue),
      views: t(m.columnViews),
      weekday: t(m.columnWeekday),
      weekdayNames: text.weekdays,
      hour: t(m.columnHour),
      language: t(m.columnLanguage),
      languageName: text.languageName,
      station: t(m.columnStation),
      stationName: text.station,
      zone: t(m.columnZone),
      zoneName: text.zone,
      product: t(m.columnProduct),
      units: t(m.columnUnits),
      topByUnits: t(m.topByUnits),
      topByRevenue: t(m.topByRevenue),
      loyalCustomers: t(m.loyalCustomers),
      email: t(m.columnEmail),
      // Days as spreadsheets read them whatever their language.
      formatDate: (day) => day,
    };
    const csv = csvText(dashboardCsvRows(current, comparison, texts));
    saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), `statistics-${range.from}-${range.to}.csv`);
    void message.success(t(m.downloaded));
  }, [intl, text, range, current, comparison, message]);

  const rangeText = intl.formatMessage(m.rangeDays, { from: text.day(range.from), to: text.day(range.to) });
  const comparisonText = intl.formatMessage(m.comparedWith, { from: text.day(previous.from), to: text.day(previous.to), timezone });

  let body;
  const error = days.error ?? previousDays.error;
  if (error) body = <Alert type="error" showIcon title={intl.formatMessage(m.loadError)} description={errorText(error)} />;
  else if (days.loading)
    body = (
      <Flex vertical align="center" gap={12} className="dash-empty">
        <Spin />
        {slow ? (
          <>
            <Typography.Text type="secondary" role="status">{intl.formatMessage(m.slow)}</Typography.Text>
            <Button onClick={() => setAttempt((n) => n + 1)}>{intl.formatMessage(m.retry)}</Button>
          </>
        ) : null}
      </Flex>
    );
  else
    body = (
      <>
        <KeyFigures figures={comparison} format={formatFigure} comparing={comparing} />
        {current.orders === 0 ? (
          <div className="dash-empty">
            <Empty description={<><strong>{intl.formatMessage(m.empty)}</strong><br />{intl.formatMessage(m.emptyHint)}</>} />
          </div>
        ) : (
          <Charts figures={current} text={text} formatMoney={formatMoney} />
        )}
      </>
    );

  return (
    <div className="dash-page">
      <Flex className="dash-header" align="center" justify="space-between" gap={12} wrap>
        <Typography.Title level={1}>{intl.formatMessage(m.title)}</Typography.Title>
      </Flex>
      <IntroWidget />
      <RangeBar
        preset={preset}
        days={range}
        rangeText={rangeText}
        comparisonText={comparisonText}
        compact={compact}
        canDownload={!comparing && !error}
        onPreset={onPreset}
        onCustom={onCustom}
        onDownload={onDownload}
      />
      {body}
    </div>
  );
}

type Texts = {
  day: (day: string) => string;
  shortDay: (day: string) => string;
  weekdays: string[];
  shortWeekdays: string[];
  languageName: (code: string) => string;
  station: (key: string) => string;
  zone: (id: string, name: string) => string;
  count: (n: number) => string;
};

function Charts({ figures, text, formatMoney }: { figures: ReturnType<typeof summarise>; text: Texts; formatMoney: (n: number) => string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nothing = t(m.nothingYet);
  const c = useMemo(() => {
    const days = figures.days;
    const group = (list: typeof figures.stations, name: (key: string, name: string) => string) => ({
      labels: list.map((g) => name(g.key, g.name)),
      values: list.map((g) => g.orders),
      rows: list.map((g) => [name(g.key, g.name), text.count(g.orders), formatMoney(g.revenue)]),
    });
    const products = (list: typeof figures.topByUnits, by: "units" | "revenue") => ({
      labels: list.map((p) => p.name),
      values: list.map((p) => p[by]),
      rows: list.map((p) => [p.name, text.count(p.units), formatMoney(p.revenue)]),
    });
    return {
      dayLabels: days.map((d) => text.shortDay(d.date)),
      revenue: days.map((d) => d.revenue),
      orders: days.map((d) => d.orders),
      dayRows: days.map((d) => [text.day(d.date), text.count(d.orders), formatMoney(d.revenue), text.count(d.views)]),
      weekdayRows: figures.weekdays.map((n, i) => [text.weekdays[i] ?? "", text.count(n)]),
      hourRows: figures.hours.map((n, h) => [HOURS[h] ?? "", text.count(n)]),
      languages: {
        labels: figures.languages.map((l) => text.languageName(l.language)),
        values: figures.languages.map((l) => l.orders),
        rows: figures.languages.map((l) => [text.languageName(l.language), text.count(l.orders)]),
      },
      stations: group(figures.stations, (key) => text.station(key)),
      zones: group(figures.zones, text.zone),
      byUnits: products(figures.topByUnits, "units"),
      byRevenue: products(figures.topByRevenue, "revenue"),
    };
  }, [figures, text, formatMoney]);

  const moneyColumns = [t(m.columnProduct), t(m.columnUnits), t(m.columnRevenue)];
  const productHeight = (n: number) => Math.max(120, n * 28 + 40);
  // One day has one point per day and one weekday: it is drawn by the hour, over its hours with orders
  // (the day's revenue is the key figure above).
  const hours = dayCount(figures.range) === 1 ? busyHours(figures.hours) : null;
  return (
    <div className="dash-grid">
      {hours ? (
        <ChartCard
          wide
          title={t(m.perHour)}
          columns={[t(m.columnHour), t(m.columnOrders)]}
          rows={c.hourRows.slice(hours.from, hours.to + 1)}
          series={{ kind: "bar", labels: HOURS.slice(hours.from, hours.to + 1), values: figures.hours.slice(hours.from, hours.to + 1) }}
        />
      ) : (
        <>
          <ChartCard
            wide
            title={t(m.revenuePerDay)}
            columns={[t(m.columnDate), t(m.columnOrders), t(m.columnRevenue), t(m.columnViews)]}
            rows={c.dayRows}
            series={{ kind: "line", labels: c.dayLabels, values: c.revenue, formatValue: formatMoney }}
          />
          <ChartCard
            wide
            title={t(m.ordersPerDay)}
            columns={[t(m.columnDate), t(m.columnOrders), t(m.columnRevenue), t(m.columnViews)]}
            rows={c.dayRows}
            series={{ kind: "bar", labels: c.dayLabels, values: c.orders }}
          />
          <ChartCard title={t(m.perWeekday)} columns={[t(m.columnWeekday), t(m.columnOrders)]} rows={c.weekdayRows} series={{ kind: "bar", labels: text.shortWeekdays, values: figures.weekdays }} />
          <ChartCard title={t(m.perHour)} columns={[t(m.columnHour), t(m.columnOrders)]} rows={c.hourRows} series={{ kind: "bar", labels: HOURS, values: figures.hours }} />
        </>
      )}
      <ChartCard title={t(m.languages)} columns={[t(m.columnLanguage), t(m.columnOrders)]} rows={c.languages.rows} series={{ kind: "bar", horizontal: true, ...c.languages }} height={productHeight(c.languages.labels.length)} emptyText={nothing} />
      <ChartCard title={t(m.stations)} columns={[t(m.columnStation), t(m.columnOrders), t(m.columnRevenue)]} rows={c.stations.rows} series={{ kind: "bar", horizontal: true, ...c.stations }} height={productHeight(c.stations.labels.length)} emptyText={nothing} />
      <ChartCard title={t(m.zones)} columns={[t(m.columnZone), t(m.columnOrders), t(m.columnRevenue)]} rows={c.zones.rows} series={{ kind: "bar", horizontal: true, ...c.zones }} height={productHeight(c.zones.labels.length)} emptyText={nothing} />
      <ChartCard title={t(m.topByUnits)} columns={moneyColumns} rows={c.byUnits.rows} series={{ kind: "bar", horizontal: true, ...c.byUnits }} height={productHeight(c.byUnits.labels.length)} emptyText={nothing} />
      <ChartCard title={t(m.topByRevenue)} columns={moneyColumns} rows={c.byRevenue.rows} series={{ kind: "bar", horizontal: true, formatValue: formatMoney, ...c.byRevenue }} height={productHeight(c.byRevenue.labels.length)} emptyText={nothing} />
      <LoyalCustomers customers={figures.loyalCustomers} />
    </div>
  );
}
