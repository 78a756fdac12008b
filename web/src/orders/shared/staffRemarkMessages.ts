// Texts of the staff remark modal (spec §2), used by the board and the list.
import { defineMessages } from "react-intl";

export const staffRemarkMessages = defineMessages({
  title: { id: "orders.staffRemark.title", defaultMessage: "Staff remark" },
  titleWithNumber: { id: "orders.staffRemark.titleWithNumber", defaultMessage: "Staff remark · order {number}" },
  label: { id: "orders.staffRemark.label", defaultMessage: "Remark for the team" },
  help: { id: "orders.staffRemark.help", defaultMessage: "Only staff see it; customers never do." },
  save: { id: "orders.staffRemark.save", defaultMessage: "Save remark" },
  saved: { id: "orders.staffRemark.saved", defaultMessage: "Remark saved." },
});
