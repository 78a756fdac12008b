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

/** The live "Open now" / "Closed" summary. */
export function statusBox(page: Page): Locator {
  return page.getByRole("status", { name: enWith(m.statusLabel, { timezone: "Europe/Madrid" }) });
}

export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();
}
