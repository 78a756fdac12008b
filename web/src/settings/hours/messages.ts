// Texts of the opening-hours editor (used by /settings/opening-hours, /delivery and the zone editor).
import { defineMessages } from "react-intl";
import type { OpeningHoursIssueCode } from "@comanda/shared";

export const hoursEditorMessages = defineMessages({
  weekly: { id: "settings.hours.editor.weekly", defaultMessage: "Every week" },
  weeklyHelp: { id: "settings.hours.editor.weeklyHelp", defaultMessage: "Times in the {timezone} time zone. A range that ends before it starts runs into the next day; 00:00 as the end means midnight." },
  closedDay: { id: "settings.hours.editor.closedDay", defaultMessage: "Closed" },
  dayOpen: { id: "settings.hours.editor.dayOpen", defaultMessage: "{day}: open" },
  fromOf: { id: "settings.hours.editor.fromOf", defaultMessage: "{what}: from" },
  toOf: { id: "settings.hours.editor.toOf", defaultMessage: "{what}: to" },
  nextDay: { id: "settings.hours.editor.nextDay", defaultMessage: "next day" },
  addRangeTo: { id: "settings.hours.editor.addRangeTo", defaultMessage: "{day}: add hours" },
  removeRange: { id: "settings.hours.editor.removeRange", defaultMessage: "Remove {what}" },
  rangeOf: { id: "settings.hours.editor.rangeOf", defaultMessage: "{day} {from}–{to}" },
  copy: { id: "settings.hours.editor.copy", defaultMessage: "Copy" },
  copyFrom: { id: "settings.hours.editor.copyFrom", defaultMessage: "Copy the hours of {day} to" },
  copyApply: { id: "settings.hours.editor.copyApply", defaultMessage: "Copy" },
  copyAll: { id: "settings.hours.editor.copyAll", defaultMessage: "All days" },
  weeklyClosure: { id: "settings.hours.editor.weeklyClosure", defaultMessage: "Closed {from}–{to}" },
  special: { id: "settings.hours.editor.special", defaultMessage: "Holidays and special days" },
  specialHelp: { id: "settings.hours.editor.specialHelp", defaultMessage: "Special hours replace the weekly hours of their days; a closure wins over any hours." },
  noSpecial: { id: "settings.hours.editor.noSpecial", defaultMessage: "No holidays or special days." },
  addClosure: { id: "settings.hours.editor.addClosure", defaultMessage: "Add closure" },
  addSpecial: { id: "settings.hours.editor.addSpecial", defaultMessage: "Add special hours" },
  date: { id: "settings.hours.editor.date", defaultMessage: "Date" },
  until: { id: "settings.hours.editor.until", defaultMessage: "Last day (optional)" },
  specialNumber: { id: "settings.hours.editor.specialNumber", defaultMessage: "Special day {number}" },
  kindClosed: { id: "settings.hours.editor.kindClosed", defaultMessage: "Closed" },
  kindOpen: { id: "settings.hours.editor.kindOpen", defaultMessage: "Special hours" },
  kind: { id: "settings.hours.editor.kind", defaultMessage: "{what}: closed or special hours" },
  allDay: { id: "settings.hours.editor.allDay", defaultMessage: "All day" },
  invalid: { id: "settings.hours.editor.invalid", defaultMessage: "Check the opening hours." },
});

/** Text of each check of shared/openingHours/validate.ts. */
export const hoursIssueMessages = defineMessages<OpeningHoursIssueCode>({
  "hours-invalid-time": { id: "settings.hours.issue.invalidTime", defaultMessage: "Enter a time." },
  "hours-empty-range": { id: "settings.hours.issue.emptyRange", defaultMessage: "The end must differ from the start." },
  "hours-no-weekdays": { id: "settings.hours.issue.noWeekdays", defaultMessage: "Choose at least one day." },
  "hours-no-date": { id: "settings.hours.issue.noDate", defaultMessage: "Enter a date." },
  "hours-until-before-date": { id: "settings.hours.issue.untilBeforeDate", defaultMessage: "The last day cannot be before the first." },
  "hours-overlap": { id: "settings.hours.issue.overlap", defaultMessage: "These hours overlap other hours of the same day." },
});
