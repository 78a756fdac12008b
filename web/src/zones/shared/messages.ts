// Texts both zone screens use (the list and the editor's points of sale).
import { defineMessages } from "react-intl";

export const zoneSharedMessages = defineMessages({
  downloadPdf: { id: "zones.shared.downloadPdf", defaultMessage: "Download QR codes (PDF)" },
  exportCsv: { id: "zones.shared.exportCsv", defaultMessage: "Export points of sale (CSV)" },
  pointsOfSaleCount: { id: "zones.shared.pointsOfSaleCount", defaultMessage: "{count, plural, =0 {No points of sale} one {# point of sale} other {# points of sale}}" },
  defaultBadge: { id: "zones.shared.defaultBadge", defaultMessage: "Default" },
  delete: { id: "zones.shared.delete", defaultMessage: "Delete" },
  cancel: { id: "zones.shared.cancel", defaultMessage: "Cancel" },
});
