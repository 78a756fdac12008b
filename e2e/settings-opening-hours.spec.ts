// /settings/opening-hours (spec §2, §3, §4): weekly hours, a weekly closure and a holiday closure kept after
// saving, the shop switch with its closed note, the live open/closed summary and the slot preview (checked
// on fixed dates or hours round the clock, never on the moment the test runs), and the route closed to staff
// without the settings permission.
import { test, expect } from "./support/fixtures";
import { DEMO_PASSWORD, readDoc, registerCompany, removeUser } from "./support/emulators";
import { addWeeklyClosure, copyDay, dayOpenSwitch, dayRange, firstWeekdayOf, OPENING_HOURS_PATH, openOpeningHours, previewSlots, save, setDate, setTime, shownDay, specialDay, statusBox, weeklyClosure } from "./support/hours";
import { en, enWith, hoursEditorMessages as h, openingHoursMessages as m } from "./support/messages";
import { login } from "./support/ui";

async function owner(tag: string, cleanup: (undo: () => Promise<unknown>) => void) {
  const user = await registerCompany({ tag });
  cleanup(() => removeUser(user));
  return user;
}

const nextYear = new Date().getUTCFullYear() + 1;

test("weekly hours and a holiday closure are saved and shown again after a reload", async ({ page, cleanup }) => {
  const user = await owner("hours-week", cleanup);
  await login(page, user.email, user.password);
  await openOpeningHours(page);

  // A new company has no hours: every day closed.
  await expect(page.getByRole("group", { name: "Monday", exact: true }).getByText(en(h.closedDay), { exact: true })).toBeVisible();
  await dayOpenSwitch(page, "Tuesday").click();
  await setTime(dayRange(page, "Tuesday").from, "12:30");
  await setTime(dayRange(page, "Tuesday").to, "16:00");
  await page.getByRole("button", { name: enWith(h.addRangeTo, { day: "Tuesday" }) }).click();
  await setTime(dayRange(page, "Tuesday", 2).from, "19:30");
  await setTime(dayRange(page, "Tuesday", 2).to, "23:30");
  await copyDay(page, "Tuesday", ["Wednesday", "Saturday"]);

  await page.getByRole("button", { name: en(h.addClosure) }).click();
  await setDate(specialDay(page, 1).date, `${nextYear}-08-10`);
  await setDate(specialDay(page, 1).until, `${nextYear}-08-23`);
  await save(page);

  await page.reload();
  await expect(dayRange(page, "Wednesday").from).toHaveValue("12:30");
  await expect(dayRange(page, "Saturday", 2).to).toHaveValue("23:30");
  await expect(specialDay(page, 1).until).toHaveValue(shownDay(`${nextYear}-08-23`));
  await expect(page.getByRole("group", { name: "Monday", exact: true }).getByText(en(h.closedDay), { exact: true })).toBeVisible();

  const stored = await readDoc("companySettings", user.uid);
  expect(stored?.openingHours).toEqual([
    { id: "w-12:30-16:00", kind: "every", weekdays: [2, 3, 6], from: "12:30", to: "16:00", closed: false },
    { id: "w-19:30-23:30", kind: "every", weekdays: [2, 3, 6], from: "19:30", to: "23:30", closed: false },
    { id: expect.any(String), kind: "at", date: `${nextYear}-08-10`, until: `${nextYear}-08-23`, from: "00:00", to: "24:00", closed: true },
  ]);
});

test("a weekly closure takes its hours off the slots, is saved and shown again after a reload", async ({ page, cleanup }) => {
  const user = await owner("hours-break", cleanup);
  await login(page, user.email, user.password);
  await openOpeningHours(page);
  const tuesday = firstWeekdayOf(nextYear, "Tuesday");
  const wednesday = firstWeekdayOf(nextYear, "Wednesday");

  // Opening a day gives it 12:00–16:00: 16 slots of 15 minutes.
  await dayOpenSwitch(page, "Tuesday").click();
  await copyDay(page, "Tuesday", ["Wednesday"]);
  await expect(await previewSlots(page, tuesday, 16)).toBeVisible();

  await addWeeklyClosure(page, 1, ["Tuesday"], "13:00", "14:00");
  await expect(page.getByRole("group", { name: "Tuesday", exact: true }).getByText(enWith(h.weeklyClosure, { from: "13:00", to: "14:00" }))).toBeVisible();
  await expect(await previewSlots(page, tuesday, 12)).toBeVisible();
  await expect(await previewSlots(page, wednesday, 16)).toBeVisible();
  await save(page);

  await page.reload();
  const closure = weeklyClosure(page, 1);
  await expect(closure.day("Tuesday")).toBeChecked();
  await expect(closure.day("Wednesday")).not.toBeChecked();
  await expect(closure.from).toHaveValue("13:00");
  await expect(closure.to).toHaveValue("14:00");
  await expect(await previewSlots(page, tuesday, 12)).toBeVisible();

  const stored = await readDoc("companySettings", user.uid);
  expect(stored?.openingHours).toEqual([
    { id: "w-12:00-16:00", kind: "every", weekdays: [2, 3], from: "12:00", to: "16:00", closed: false },
    { id: expect.any(String), kind: "every", weekdays: [2], from: "13:00", to: "14:00", closed: true },
  ]);

  // Removed again: the stored list loses it.
  await page.getByRole("button", { name: enWith(h.removeRange, { what: enWith(h.weeklyClosureNumber, { number: 1 }) }) }).click();
  await expect(await previewSlots(page, tuesday, 16)).toBeVisible();
  await save(page);
  await expect.poll(async () => ((await readDoc("companySettings", user.uid))?.openingHours as unknown[] | undefined)?.length).toBe(1);
});

test("the summary says closed without hours, open now when open all week round the clock, and closed under a weekly closure round the clock", async ({ page, cleanup }) => {
  const user = await owner("hours-summary", cleanup);
  await login(page, user.email, user.password);
  await openOpeningHours(page);
  await expect(statusBox(page)).toHaveText(en(m.statusClosed));

  await dayOpenSwitch(page, "Monday").click();
  await setTime(dayRange(page, "Monday").from, "00:00");
  await setTime(dayRange(page, "Monday").to, "00:00");
  await copyDay(page, "Monday", "all");
  await expect(statusBox(page)).toHaveText(en(m.statusOpen));

  // A weekly closure over every day and hour wins over those hours, whatever the moment.
  await addWeeklyClosure(page, 1, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], "00:00", "00:00");
  await expect(statusBox(page)).toHaveText(en(m.statusClosed));
});

test("switching the shop off with a closed note is kept after a reload", async ({ page, cleanup }) => {
  const user = await owner("hours-switch", cleanup);
  await login(page, user.email, user.password);
  await openOpeningHours(page);
  const shopSwitch = page.getByRole("switch", { name: en(m.isOpen) });
  await expect(shopSwitch).toBeChecked();
  await shopSwitch.click();
  await expect(statusBox(page)).toHaveText(en(m.statusSwitchedOff));
  await page.getByRole("textbox", { name: en(m.closedMessage) }).fill("Back on Monday after the holidays");
  await save(page);

  await page.reload();
  await expect(page.getByRole("switch", { name: en(m.isOpen) })).not.toBeChecked();
  await expect(page.getByRole("textbox", { name: en(m.closedMessage) })).toHaveValue("Back on Monday after the holidays");
  const stored = await readDoc("companySettings", user.uid);
  expect(stored?.isOpen).toBe(false);
  expect(stored?.isClosedMessage).toMatchObject({ en: "Back on Monday after the holidays" });
});

test("staff without the settings permission cannot open the opening hours", async ({ page }) => {
  await login(page, "orders@comanda.test", DEMO_PASSWORD);
  await page.goto(OPENING_HOURS_PATH);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/orders/overview");
});
