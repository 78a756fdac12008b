// Texts of the custom domains screen (spec §2 settings "custom domains", §4 statuses, §8 domain check messages).
import { defineMessages } from "react-intl";

export const domainMessages = defineMessages({
  title: { id: "settings.domains.title", defaultMessage: "Domains" },
  intro: {
    id: "settings.domains.intro",
    defaultMessage: "Show your shop at your own address, such as order.your-restaurant.com. Add the domain, then create the DNS records we list at your domain provider.",
  },
  add: { id: "settings.domains.add", defaultMessage: "Add domain" },
  loadFailed: { id: "settings.domains.loadFailed", defaultMessage: "The domains could not be loaded." },
  emptyTitle: { id: "settings.domains.emptyTitle", defaultMessage: "No domain yet" },
  emptyText: { id: "settings.domains.emptyText", defaultMessage: "Your shop is reachable at its Comanda address. Add a domain of your own to use it instead." },
  listLabel: { id: "settings.domains.listLabel", defaultMessage: "Your domains" },
  domain: { id: "settings.domains.domain", defaultMessage: "Domain" },
  status: { id: "settings.domains.status", defaultMessage: "Status" },
  records: { id: "settings.domains.records", defaultMessage: "DNS records" },
  actions: { id: "settings.domains.actions", defaultMessage: "Actions" },
  configureDomain: { id: "settings.domains.configureDomain", defaultMessage: "Configure {domain}" },
  deleteDomain: { id: "settings.domains.deleteDomain", defaultMessage: "Delete {domain}" },
  recordsCount: { id: "settings.domains.recordsCount", defaultMessage: "{found} of {count} found" },
  noRecords: { id: "settings.domains.noRecords", defaultMessage: "Not known yet" },
  // Statuses (spec §4).
  statusUnknown: { id: "settings.domains.statusUnknown", defaultMessage: "Not connected" },
  statusNew: { id: "settings.domains.statusNew", defaultMessage: "New" },
  statusWaiting: { id: "settings.domains.statusWaiting", defaultMessage: "Waiting" },
  statusConnected: { id: "settings.domains.statusConnected", defaultMessage: "Connected" },
  // The add modal.
  addTitle: { id: "settings.domains.addTitle", defaultMessage: "Add a domain" },
  domainLabel: { id: "settings.domains.domainLabel", defaultMessage: "Domain" },
  domainHelp: { id: "settings.domains.domainHelp", defaultMessage: "Only the domain, without https:// or a path, e.g. order.your-restaurant.com" },
  addSubmit: { id: "settings.domains.addSubmit", defaultMessage: "Add" },
  cancel: { id: "settings.domains.cancel", defaultMessage: "Cancel" },
  // The configure modal.
  recordsIntro: {
    id: "settings.domains.recordsIntro",
    defaultMessage: "Create these records at the company where you registered your domain (its DNS settings), then press Check.",
  },
  type: { id: "settings.domains.type", defaultMessage: "Type" },
  host: { id: "settings.domains.host", defaultMessage: "Host" },
  value: { id: "settings.domains.value", defaultMessage: "Value" },
  found: { id: "settings.domains.found", defaultMessage: "In the DNS" },
  recordFound: { id: "settings.domains.recordFound", defaultMessage: "Found" },
  recordMissing: { id: "settings.domains.recordMissing", defaultMessage: "Missing" },
  recordRemoved: { id: "settings.domains.recordRemoved", defaultMessage: "Removed" },
  recordStillThere: { id: "settings.domains.recordStillThere", defaultMessage: "Still there" },
  recordUnchecked: { id: "settings.domains.recordUnchecked", defaultMessage: "Not checked" },
  removeRecord: { id: "settings.domains.removeRecord", defaultMessage: "Remove this record" },
  copy: { id: "settings.domains.copy", defaultMessage: "Copy {what}" },
  copied: { id: "settings.domains.copied", defaultMessage: "Copied" },
  copyFailed: { id: "settings.domains.copyFailed", defaultMessage: "Could not copy. Select the text and copy it yourself." },
  check: { id: "settings.domains.check", defaultMessage: "Check" },
  close: { id: "settings.domains.close", defaultMessage: "Close" },
  lastChecked: { id: "settings.domains.lastChecked", defaultMessage: "Last checked {time}" },
  // Spec §8's domain check messages.
  checkConnected: { id: "settings.domains.checkConnected", defaultMessage: "Your domain was connected successfully" },
  checkDnsPending: {
    id: "settings.domains.checkDnsPending",
    defaultMessage: "Your DNS records are not all in place yet. DNS changes can take several hours; we check again every 30 minutes.",
  },
  checkCertificatePending: {
    id: "settings.domains.checkCertificatePending",
    defaultMessage: "Your DNS records are correct. The security certificate for your domain is being created, which can take a few hours.",
  },
  checkUnknown: { id: "settings.domains.checkUnknown", defaultMessage: "The domain is not connected yet. Press Check to try again." },
  // Delete.
  deleteConfirm: { id: "settings.domains.deleteConfirm", defaultMessage: "Delete this domain?" },
  deleteHint: { id: "settings.domains.deleteHint", defaultMessage: "Your shop stops answering at {name}. You can remove its DNS records afterwards." },
  delete: { id: "settings.domains.delete", defaultMessage: "Delete" },
  deleted: { id: "settings.domains.deleted", defaultMessage: "Domain deleted" },
});
