// Editor of a list of opening-hours ranges (periodic weekday ranges, weekly closures, one-off dates, closed ranges), used by
// /settings/opening-hours, the delivery hours of /delivery and the zone editor's own delivery hours.
// Controlled: `value` in, every change out through `onChange`. Times through TimeField (24 h as the interface
// language writes them, never the OS's 12 h clock); dates through native date inputs.
import { useMemo, useState, type ReactNode } from "react";
import { Button, Checkbox, Flex, Popover, Segmented, Switch, Typography } from "antd";
import { CopyOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Info } from "luxon";
import { useIntl } from "react-intl";
import { validateOpeningHours, type OpeningHoursIssue, type OpeningHoursRange, type Weekday } from "@comanda/shared";
import { useErrorText } from "../../i18n/errors";
import { TimeField } from "../../i18n/TimeField";
import { hoursEditorMessages as m } from "./messages";
import { copyDay, endForInput, endFromInput, endsNextDay, fromModel, newId, newKey, toModel, WEEK, type DayRange, type HoursModel } from "./weekModel";
import "./hours.css";
import { DateField } from "../../i18n/DateField";

export interface OpeningHoursEditorProps {
  value: OpeningHoursRange[];
  onChange: (value: OpeningHoursRange[]) => void;
  /** The company's IANA time zone; times are entered and shown in it. */
  timezone: string;
  disabled?: boolean;
  /** Accessible name of the editor's group, e.g. "Delivery hours". */
  "aria-label"?: string;
}

/** A Form.Item rule: refuses a list with errors (the editor shows them in place). */
export function openingHoursAreValid(value: readonly OpeningHoursRange[] | null | undefined): boolean {
  return validateOpeningHours(value ?? []).ok;
}

type IssuesById = Map<string, OpeningHoursIssue[]>;

function byId(issues: readonly OpeningHoursIssue[]): IssuesById {
  const map: IssuesById = new Map();
  for (const issue of issues) map.set(issue.rangeId, [...(map.get(issue.rangeId) ?? []), issue]);
  return map;
}

function IssueList({ issues }: { issues: readonly OpeningHoursIssue[] | undefined }) {
  const errorText = useErrorText();
  if (!issues?.length) return null;
  return (
    <div className="oh-issues">
      {[...new Set(issues.map((i) => i.code))].map((code) => {
        const warning = issues.find((i) => i.code === code)?.severity === "warning";
        return (
          <Typography.Text key={code} type={warning ? "warning" : "danger"} role={warning ? undefined : "alert"}>
            {errorText(code)}
          </Typography.Text>
        );
      })}
    </div>
  );
}

interface TimePairProps {
  what: string;
  from: string;
  to: string;
  disabled?: boolean;
  invalidFrom?: boolean;
  invalidTo?: boolean;
  onChange: (from: string, to: string) => void;
}

function TimePair({ what, from, to, disabled, invalidFrom, invalidTo, onChange }: TimePairProps) {
  const intl = useIntl();
  return (
    <Flex align="center" gap={6} wrap={false} className="oh-pair">
      <TimeField
        className="oh-time"
        value={from}
        disabled={disabled}
        status={invalidFrom ? "error" : undefined}
        aria-label={intl.formatMessage(m.fromOf, { what })}
        onChange={(time) => onChange(time, to)}
      />
      <span aria-hidden>–</span>
      <TimeField
        className="oh-time"
        value={endForInput(to)}
        disabled={disabled}
        status={invalidTo ? "error" : undefined}
        aria-label={intl.formatMessage(m.toOf, { what })}
        onChange={(time) => onChange(from, endFromInput(time))}
      />
      {endsNextDay(from, to) ? (
        <Typography.Text type="secondary" className="oh-next-day">
          {intl.formatMessage(m.nextDay)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function CopyDay({ day, dayNames, disabled, onCopy }: { day: Weekday; dayNames: (d: Weekday) => string; disabled?: boolean; onCopy: (targets: Weekday[]) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const others = WEEK.filter((d) => d !== day);
  const [chosen, setChosen] = useState<Weekday[]>([]);
  const title = intl.formatMessage(m.copyFrom, { day: dayNames(day) });
  const content = (
    <Flex vertical gap={8} className="oh-copy" role="group" aria-label={title}>
      <Checkbox checked={chosen.length === others.length} indeterminate={chosen.length > 0 && chosen.length < others.length} onChange={(e) => setChosen(e.target.checked ? [...others] : [])}>
        {intl.formatMessage(m.copyAll)}
      </Checkbox>
      <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as Weekday[])}>
        <Flex vertical gap={4}>
          {others.map((d) => (
            <Checkbox key={d} value={d}>
              {dayNames(d)}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
      <Button
        type="primary"
        disabled={chosen.length === 0}
        onClick={() => {
          onCopy(chosen);
          setOpen(false);
          setChosen([]);
        }}
      >
        {intl.formatMessage(m.copyApply)}
      </Button>
    </Flex>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" title={title} content={content} placement="bottomRight" destroyOnHidden>
      <Button icon={<CopyOutlined />} disabled={disabled} aria-label={title} className="oh-icon-button">
        <span className="oh-copy-label">{intl.formatMessage(m.copy)}</span>
      </Button>
    </Popover>
  );
}

/** The remove button of a weekly closure's or special day's card. */
function RemoveRange({ label, disabled, onRemove }: { label: string; disabled?: boolean; onRemove: () => void }) {
  return <Button type="text" icon={<DeleteOutlined />} disabled={disabled} className="oh-icon-button oh-special-remove" aria-label={label} onClick={onRemove} />;
}

/** One part of the editor: its heading, what it is for and, when it holds nothing yet, a line saying so. */
function HoursSection({ title, help, emptyText, children }: { title: string; help: string; emptyText?: string; children: ReactNode }) {
  return (
    <section className="oh-section" aria-label={title}>
      <Typography.Title level={3} className="oh-heading">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="oh-help">
        {help}
      </Typography.Paragraph>
      {emptyText ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null}
      {children}
    </section>
  );
}

export function OpeningHoursEditor({ value, onChange, timezone, disabled, "aria-label": label }: OpeningHoursEditorProps) {
  const intl = useIntl();
  const longNames = useMemo(() => Info.weekdays("long", { locale: intl.locale }), [intl.locale]);
  const shortNames = useMemo(() => Info.weekdays("short", { locale: intl.locale }), [intl.locale]);
  // luxon counts Monday as 1 … Sunday as 7; the stored weekdays count Sunday as 0.
  const dayName = (day: Weekday) => longNames[(day + 6) % 7] ?? String(day);
  const shortDayName = (day: Weekday) => shortNames[(day + 6) % 7] ?? String(day);

  // Edits live in a working model (so inputs keep their place while typing); a value changed from outside
  // (a reset after saving, a live update) replaces it.
  const valueKey = JSON.stringify(fromModel(toModel(value)));
  const [state, setState] = useState<{ key: string; model: HoursModel }>(() => ({ key: valueKey, model: toModel(value) }));
  let model = state.model;
  if (state.key !== valueKey && JSON.stringify(fromModel(state.model)) !== valueKey) {
    model = toModel(value);
    setState({ key: valueKey, model });
  }

  const update = (next: HoursModel) => {
    const ranges = fromModel(next);
    setState({ key: JSON.stringify(ranges), model: next });
    onChange(ranges);
  };
  const setDay = (day: Weekday, ranges: DayRange[]) => update({ ...model, week: { ...model.week, [day]: ranges } });
  const setSpecial = (index: number, patch: Partial<OpeningHoursRange>) =>
    update({ ...model, special: model.special.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const setClosure = (index: number, patch: Partial<OpeningHoursRange>) =>
    update({ ...model, weeklyClosures: model.weeklyClosures.map((r, i) => (i === index ? { ...r, ...patch } : r)) });

  // Issues per day (overlaps on that day only) and for the other ranges.
  // Cheap (a week of ranges): computed on each render, which the React compiler memoizes.
  const dayIssues = new Map<string, OpeningHoursIssue[]>();
  for (const day of WEEK) {
    const ranges = model.week[day].map((r): OpeningHoursRange => ({ id: r.key, kind: "every", weekdays: [day], from: r.from, to: r.to, closed: false }));
    for (const [id, issues] of byId(validateOpeningHours(ranges).issues)) dayIssues.set(id, issues);
  }
  const otherIssues = byId(validateOpeningHours([...model.weeklyClosures, ...model.special]).issues);
  const has = (issues: OpeningHoursIssue[] | undefined, field: OpeningHoursIssue["field"]) => !!issues?.some((i) => i.field === field && i.severity === "error");

  return (
    <div role="group" aria-label={label} className="oh-editor">
      <HoursSection title={intl.formatMessage(m.weekly)} help={intl.formatMessage(m.weeklyHelp, { timezone })}>
        <div className="oh-week">
          {WEEK.map((day) => {
            const ranges = model.week[day];
            const name = dayName(day);
            const open = ranges.length > 0;
            const closures = model.weeklyClosures.filter((c) => c.weekdays?.includes(day));
            return (
              <div key={day} className="oh-day" role="group" aria-label={name}>
                <div className="oh-day-name">
                  <Switch
                    size="small"
                    checked={open}
                    disabled={disabled}
                    aria-label={intl.formatMessage(m.dayOpen, { day: name })}
                    onChange={(on) => setDay(day, on ? [{ key: newKey(), from: "12:00", to: "16:00" }] : [])}
                  />
                  <Typography.Text strong>{name}</Typography.Text>
                </div>
                <div className="oh-day-ranges">
                  {!open ? <Typography.Text type="secondary">{intl.formatMessage(m.closedDay)}</Typography.Text> : null}
                  {ranges.map((range, index) => {
                    const what = `${name} ${index + 1}`;
                    const issues = dayIssues.get(range.key);
                    return (
                      <div key={range.key} className="oh-range">
                        <Flex align="center" gap={6} className="oh-range-row">
                          <TimePair
                            what={what}
                            from={range.from}
                            to={range.to}
                            disabled={disabled}
                            invalidFrom={has(issues, "from")}
                            invalidTo={has(issues, "to")}
                            onChange={(from, to) => setDay(day, ranges.map((r) => (r.key === range.key ? { ...r, from, to } : r)))}
                          />
                          <Button
                            type="text"
                            icon={<DeleteOutlined />}
                            disabled={disabled}
                            className="oh-icon-button"
                            aria-label={intl.formatMessage(m.removeRange, { what: intl.formatMessage(m.rangeOf, { day: name, from: range.from, to: endForInput(range.to) }) })}
                            onClick={() => setDay(day, ranges.filter((r) => r.key !== range.key))}
                          />
                        </Flex>
                        <IssueList issues={issues} />
                      </div>
                    );
                  })}
                  {closures.map((c) => (
                    <Typography.Text key={c.id} type="secondary" className="oh-closure">
                      {intl.formatMessage(m.weeklyClosure, { from: c.from, to: endForInput(c.to) })}
                    </Typography.Text>
                  ))}
                </div>
                <div className="oh-day-actions">
                  {open ? (
                    <Button
                      icon={<PlusOutlined />}
                      disabled={disabled}
                      className="oh-icon-button"
                      aria-label={intl.formatMessage(m.addRangeTo, { day: name })}
                      onClick={() => {
                        const last = ranges[ranges.length - 1];
                        setDay(day, [...ranges, { key: newKey(), from: last && last.to !== "24:00" ? last.to : "19:00", to: "23:00" }]);
                      }}
                    />
                  ) : null}
                  <CopyDay day={day} dayNames={dayName} disabled={disabled} onCopy={(targets) => update(copyDay(model, day, targets))} />
                </div>
              </div>
            );
          })}
        </div>
      </HoursSection>

      <HoursSection
        title={intl.formatMessage(m.weeklyClosures)}
        help={intl.formatMessage(m.weeklyClosuresHelp)}
        emptyText={model.weeklyClosures.length === 0 ? intl.formatMessage(m.noWeeklyClosures) : undefined}
      >
        <Flex vertical gap={8}>
          {model.weeklyClosures.map((range, index) => {
            const what = intl.formatMessage(m.weeklyClosureNumber, { number: index + 1 });
            const issues = otherIssues.get(range.id);
            const days = intl.formatMessage(m.closureDays, { what });
            return (
              <div key={range.id} className="oh-special" role="group" aria-label={what}>
                <Flex gap={8} wrap align="center">
                  <Checkbox.Group
                    value={range.weekdays ?? []}
                    disabled={disabled}
                    className={has(issues, "weekdays") ? "oh-closure-days oh-invalid" : "oh-closure-days"}
                    aria-label={days}
                    role="group"
                    onChange={(chosen) => setClosure(index, { weekdays: [...(chosen as Weekday[])].sort((a, b) => a - b) })}
                  >
                    {WEEK.map((day) => (
                      <Checkbox key={day} value={day} aria-label={dayName(day)} className="oh-closure-day">
                        {shortDayName(day)}
                      </Checkbox>
                    ))}
                  </Checkbox.Group>
                  <RemoveRange
                    label={intl.formatMessage(m.removeRange, { what })}
                    disabled={disabled}
                    onRemove={() => update({ ...model, weeklyClosures: model.weeklyClosures.filter((_, i) => i !== index) })}
                  />
                </Flex>
                <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
                  <TimePair what={what} from={range.from} to={range.to} disabled={disabled} invalidFrom={has(issues, "from")} invalidTo={has(issues, "to")} onChange={(from, to) => setClosure(index, { from, to })} />
                </Flex>
                <IssueList issues={issues} />
              </div>
            );
          })}
        </Flex>
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          <Button
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => update({ ...model, weeklyClosures: [...model.weeklyClosures, { id: newId(), kind: "every", weekdays: [], from: "15:00", to: "17:00", closed: true }] })}
          >
            {intl.formatMessage(m.addWeeklyClosure)}
          </Button>
        </Flex>
      </HoursSection>

      <HoursSection
        title={intl.formatMessage(m.special)}
        help={intl.formatMessage(m.specialHelp)}
        emptyText={model.special.length === 0 ? intl.formatMessage(m.noSpecial) : undefined}
      >
        <Flex vertical gap={8}>
          {model.special.map((range, index) => {
            const what = intl.formatMessage(m.specialNumber, { number: index + 1 });
            const issues = otherIssues.get(range.id);
            const allDay = range.from === "00:00" && range.to === "24:00";
            return (
              <div key={range.id} className="oh-special" role="group" aria-label={what}>
                <Flex gap={8} wrap align="flex-end">
                  <label className="oh-field">
                    <span className="oh-label">{intl.formatMessage(m.date)}</span>
                    <DateField value={range.date ?? ""} disabled={disabled} status={has(issues, "date") ? "error" : undefined} aria-label={`${what}: ${intl.formatMessage(m.date)}`} onChange={(date) => setSpecial(index, { date })} />
                  </label>
                  <label className="oh-field">
                    <span className="oh-label">{intl.formatMessage(m.until)}</span>
                    <DateField
                      value={range.until ?? ""}
                      min={range.date}
                      allowClear
                      disabled={disabled}
                      status={has(issues, "until") ? "error" : undefined}
                      aria-label={`${what}: ${intl.formatMessage(m.until)}`}
                      onChange={(until) => {
                        const { until: _dropped, ...rest } = range;
                        void _dropped;
                        update({ ...model, special: model.special.map((r, i) => (i === index ? (until ? { ...rest, until } : rest) : r)) });
                      }}
                    />
                  </label>
                  <RemoveRange
                    label={intl.formatMessage(m.removeRange, { what })}
                    disabled={disabled}
                    onRemove={() => update({ ...model, special: model.special.filter((_, i) => i !== index) })}
                  />
                </Flex>
                <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
                  <Segmented
                    value={range.closed ? "closed" : "open"}
                    disabled={disabled}
                    aria-label={intl.formatMessage(m.kind, { what })}
                    options={[
                      { value: "closed", label: intl.formatMessage(m.kindClosed) },
                      { value: "open", label: intl.formatMessage(m.kindOpen) },
                    ]}
                    onChange={(v) => setSpecial(index, v === "closed" ? { closed: true } : { closed: false, ...(allDay ? { from: "12:00", to: "16:00" } : {}) })}
                  />
                  <Checkbox checked={allDay} disabled={disabled} onChange={(e) => setSpecial(index, e.target.checked ? { from: "00:00", to: "24:00" } : { from: "12:00", to: "16:00" })}>
                    {intl.formatMessage(m.allDay)}
                  </Checkbox>
                  {!allDay ? (
                    <TimePair what={what} from={range.from} to={range.to} disabled={disabled} invalidFrom={has(issues, "from")} invalidTo={has(issues, "to")} onChange={(from, to) => setSpecial(index, { from, to })} />
                  ) : null}
                </Flex>
                <IssueList issues={issues} />
              </div>
            );
          })}
        </Flex>
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => update({ ...model, special: [...model.special, { id: newId(), kind: "at", date: "", from: "00:00", to: "24:00", closed: true }] })}>
            {intl.formatMessage(m.addClosure)}
          </Button>
          <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => update({ ...model, special: [...model.special, { id: newId(), kind: "at", date: "", from: "12:00", to: "16:00", closed: false }] })}>
            {intl.formatMessage(m.addSpecial)}
          </Button>
        </Flex>
      </HoursSection>
    </div>
  );
}
