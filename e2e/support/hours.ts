// Steps on /settings/opening-hours shared by the browser tests: the editor's inputs found by their labels.
import { expect, type Locator, type Page } from "@playwright/test";
import { en, enWith, hoursEditorMessages as h, openingHoursMessages as m, uiMessages } from "./messages";

export const OPENING_HOURS_PATH = "/admin/settings/opening-hours";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type DayName = (typeof WEEKDAYS)[number];

export async function openOpeningHours(page: Page): Promise<void> {
  await page.goto(OPENING_HOURS_PATH);
  await expect(page.getByRole("heading", { level: 1, name: en(m.title) })).toBeVisible();
}

/**
 * Types a time into one of the editor's time pickers as a user does: open it, type "HH:mm", press Enter.
 * (The pickers are antd TimePickers on the language's 24-hour clock, not native time inputs.)
 */
export async function setTime(input: Locator, time: string): Promise<void> {
  await input.click();
  await input.fill(time);
  await input.press("Enter");
  await expect(input).toHaveValue(time);
}

/** A day ("YYYY-MM-DD") as the English admin writes it in a date field (en-GB: 23/08/2027). */
export function shownDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/** Types a day into a date field as a user does (in the admin's format), and checks the field took it. */
export async function setDate(input: Locator, day: string): Promise<void> {
  await input.click();
  await input.fill(shownDay(day));
  await input.press("Enter");
  await expect(input).toHaveValue(shownDay(day));
}

/** The from/to inputs of a weekday's n-th range (1-based). */
export function dayRange(page: Page, day: DayName, n = 1): { from: Locator; to: Locator } {
  const what = `${day} ${n}`;
  return { from: page.getByLabel(enWith(h.fromOf, { what }), { exact: true }), to: page.getByLabel(enWith(h.toOf, { what }), { exact: true }) };
}

export function dayOpenSwitch(page: Page, day: DayName): Locator {
  return page.getByRole("switch", { name: enWith(h.dayOpen, { day }) });
}

/** Copies a day's hours to the given days through its copy popover. */
export async function copyDay(page: Page, from: DayName, to: readonly DayName[] | "all"): Promise<void> {
  const title = enWith(h.copyFrom, { day: from });
  await page.getByRole("button", { name: title }).click();
  const popover = page.getByRole("group", { name: title });
  if (to === "all") await popover.getByRole("checkbox", { name: en(h.copyAll) }).check();
  else for (const day of to) await popover.getByRole("checkbox", { name: day, exact: true }).check();
  await popover.getByRole("button", { name: en(h.copyApply), exact: true }).click();
  await expect(popover).toBeHidden();
}

/** The date inputs of the n-th holiday or special day (1-based). */
export function specialDay(page: Page, n: number): { date: Locator; until: Locator } {
  const what = enWith(h.specialNumber, { number: n });
  return { date: page.getByLabel(`${what}: ${en(h.date)}`, { exact: true }), until: page.getByLabel(`${what}: ${en(h.until)}`, { exact: true }) };
}

/** The n-th weekly closure (1-based): its day checkboxes and from/to inputs. */
export function weeklyClosure(page: Page, n: number): { group: Locator; day: (day: DayName) => Locator; from: Locator; to: Locator } {
  const what = enWith(h.weeklyClosureNumber, { number: n });
  const group = page.getByRole("group", { name: what, exact: true });
  return {
    group,
    day: (day) => group.getByRole("checkbox", { name: day, exact: true }),
    from: page.getByLabel(enWith(h.fromOf, { what }), { exact: true }),
    to: page.getByLabel(enWith(h.toOf, { what }), { exact: true }),
  };
}

/** Adds a weekly closure on the given days and times; it becomes the n-th one. */
export async function addWeeklyClosure(page: Page, n: number, days: readonly DayName[], from: string, to: string): Promise<void> {
  await page.getByRole("button", { name: en(h.addWeeklyClosure) }).click();
  const closure = weeklyClosure(page, n);
  for (const day of days) await closure.day(day).check();
  await setTime(closure.from, from);
  await setTime(closure.to, to);
}

/**
 * The first date (YYYY-MM-DD) of `year` falling on `day`: a fixed day for the slot preview, whatever the
 * day the test runs (a calendar date's weekday does not depend on the time zone).
 */
export function firstWeekdayOf(year: number, day: DayName): string {
  const wanted = (WEEKDAYS.indexOf(day) + 1) % 7;
  const date = new Date(Date.UTC(year, 0, 1));
  while (date.getUTCDay() !== wanted) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Shows the slots of a date in the preview and answers its line saying how many ("16 slots"). */
export async function previewSlots(page: Page, date: string, count: number): Promise<Locator> {
  const preview = page.getByRole("region", { name: en(m.preview) });
  await setDate(preview.getByLabel(en(m.previewDate), { exact: true }), date);
  return preview.getByText(enWith(m.previewCount, { count }), { exact: true });
}

/** The live "Open now" / "Closed" summary. */
export function statusBox(page: Page): Locator {
  return page.getByRole("status", { name: enWith(m.statusLabel, { timezone: "Europe/Madrid" }) });
}

export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();
}
