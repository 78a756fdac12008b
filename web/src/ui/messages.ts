// Texts of the form kit and shared UI pieces (spec §2 "Form inputs", §8); English is the source catalogue.
import { defineMessages } from "react-intl";

export const uiMessages = defineMessages({
  leavePrompt: { id: "ui.form.leavePrompt", defaultMessage: "Do you really want to leave without saving?" },
  leave: { id: "ui.form.leave", defaultMessage: "Leave" },
  stay: { id: "ui.form.stay", defaultMessage: "Stay" },
  save: { id: "ui.form.save", defaultMessage: "Save" },
  noName: { id: "ui.form.noName", defaultMessage: "(no name)" },
  empty: { id: "ui.form.empty", defaultMessage: "—" },
  yes: { id: "ui.form.yes", defaultMessage: "Yes" },
  no: { id: "ui.form.no", defaultMessage: "No" },
  missingTranslation: { id: "ui.form.missingTranslation", defaultMessage: "{language}: text missing" },
  translationHasErrors: { id: "ui.form.translationHasErrors", defaultMessage: "{language}: check this text" },
  toolbar: { id: "ui.richText.toolbar", defaultMessage: "Text formatting" },
  bold: { id: "ui.richText.bold", defaultMessage: "Bold" },
  italic: { id: "ui.richText.italic", defaultMessage: "Italic" },
  strike: { id: "ui.richText.strike", defaultMessage: "Strikethrough" },
  heading: { id: "ui.richText.heading", defaultMessage: "Heading {level}" },
  bulletList: { id: "ui.richText.bulletList", defaultMessage: "Bulleted list" },
  orderedList: { id: "ui.richText.orderedList", defaultMessage: "Numbered list" },
  setLink: { id: "ui.richText.setLink", defaultMessage: "Add link" },
  unsetLink: { id: "ui.richText.unsetLink", defaultMessage: "Remove link" },
  linkTitle: { id: "ui.richText.linkTitle", defaultMessage: "Link" },
  linkAddress: { id: "ui.richText.linkAddress", defaultMessage: "Web address" },
  linkApply: { id: "ui.richText.linkApply", defaultMessage: "Apply" },
  cancel: { id: "ui.form.cancel", defaultMessage: "Cancel" },
  editorLoading: { id: "ui.richText.loading", defaultMessage: "Loading editor…" },
});
