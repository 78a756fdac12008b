// Texts of /settings/taxes: tax information, e-invoicing (VeriFactu), the tax records and their error modal.
// The error codes' texts (tax-id-*, certificate-*, record-*) are in i18n/errors.ts.
import { defineMessages } from "react-intl";
import type { TaxEnvironment, TaxRecordKind, TaxRecordStatus } from "@comanda/shared";

export const taxesMessages = defineMessages({
  title: { id: "settings.taxes.title", defaultMessage: "Taxes" },
  intro: { id: "settings.taxes.intro", defaultMessage: "Who issues your receipts and invoices, and how they reach the Spanish tax agency (VERI*FACTU)." },
  noCompany: { id: "settings.taxes.noCompany", defaultMessage: "Your company could not be loaded." },
  saved: { id: "settings.taxes.saved", defaultMessage: "The tax settings were saved" },
  // Tax information.
  infoCard: { id: "settings.taxes.infoCard", defaultMessage: "Tax information" },
  prefilled: { id: "settings.taxes.prefilled", defaultMessage: "Filled in from “My establishment” and the general settings. Check the details, then save them." },
  legalName: { id: "settings.taxes.legalName", defaultMessage: "Legal name" },
  legalNameHelp: { id: "settings.taxes.legalNameHelp", defaultMessage: "As registered with the tax agency. It appears on every receipt and invoice." },
  taxId: { id: "settings.taxes.taxId", defaultMessage: "Tax ID (NIF)" },
  taxIdHelp: { id: "settings.taxes.taxIdHelp", defaultMessage: "A Spanish NIF, NIE or CIF, or the VAT number of your country. It cannot be changed once tax records exist." },
  address: { id: "settings.taxes.address", defaultMessage: "Fiscal address" },
  line1: { id: "settings.taxes.line1", defaultMessage: "Street and number" },
  line2: { id: "settings.taxes.line2", defaultMessage: "Address line 2" },
  postalCode: { id: "settings.taxes.postalCode", defaultMessage: "Postcode" },
  city: { id: "settings.taxes.city", defaultMessage: "City" },
  country: { id: "settings.taxes.country", defaultMessage: "Country" },
  countryPlaceholder: { id: "settings.taxes.countryPlaceholder", defaultMessage: "Choose a country" },
  vatRates: { id: "settings.taxes.vatRates", defaultMessage: "VAT rates" },
  vatRatesHelp: { id: "settings.taxes.vatRatesHelp", defaultMessage: "The rates your products use, as set in the general settings." },
  vatDefault: { id: "settings.taxes.vatDefault", defaultMessage: "Default rate" },
  vatNoAdditional: { id: "settings.taxes.vatNoAdditional", defaultMessage: "No additional rates." },
  vatEdit: { id: "settings.taxes.vatEdit", defaultMessage: "Change them in the general settings" },
  // E-invoicing (VeriFactu).
  eInvoicingCard: { id: "settings.taxes.eInvoicingCard", defaultMessage: "E-invoicing (VERI*FACTU)" },
  eInvoicingIntro: {
    id: "settings.taxes.eInvoicingIntro",
    defaultMessage:
      "When it is on, every receipt and invoice gets a billing record, chained to the one before, and the records are sent to the tax agency automatically in the background. Taking an order never waits for the agency: when it cannot be reached, the records are sent later.",
  },
  eInvoicingEnabled: { id: "settings.taxes.eInvoicingEnabled", defaultMessage: "Send billing records to the tax agency (VERI*FACTU)" },
  environment: { id: "settings.taxes.environment", defaultMessage: "Environment" },
  environmentHelp: { id: "settings.taxes.environmentHelp", defaultMessage: "Records sent to the test environment have no tax effect: use it to try things out." },
  series: { id: "settings.taxes.series", defaultMessage: "Invoice series" },
  seriesHelp: { id: "settings.taxes.seriesHelp", defaultMessage: "1 to 10 capital letters or digits. Your receipts are numbered {example}, {next}, …" },
  certificate: { id: "settings.taxes.certificate", defaultMessage: "Electronic certificate" },
  certificateHelp: {
    id: "settings.taxes.certificateHelp",
    defaultMessage: "Your company's qualified certificate (a .p12 or .pfx file) and its password. It is stored encrypted and used only to send your records to the tax agency.",
  },
  noCertificate: { id: "settings.taxes.noCertificate", defaultMessage: "No certificate uploaded yet." },
  certificateHolder: { id: "settings.taxes.certificateHolder", defaultMessage: "Holder" },
  certificateTaxId: { id: "settings.taxes.certificateTaxId", defaultMessage: "Tax ID" },
  certificateValidUntil: { id: "settings.taxes.certificateValidUntil", defaultMessage: "Valid until" },
  certificateUploadedAt: { id: "settings.taxes.certificateUploadedAt", defaultMessage: "Uploaded" },
  certificateExpiring: {
    id: "settings.taxes.certificateExpiring",
    defaultMessage: "The certificate expires on {date} ({days, plural, =0 {today} one {in # day} other {in # days}}). Upload the renewed certificate before then, or your records cannot be sent.",
  },
  certificateExpired: { id: "settings.taxes.certificateExpired", defaultMessage: "The certificate expired on {date}. No record can be sent to the tax agency until you upload a valid one." },
  certificateFile: { id: "settings.taxes.certificateFile", defaultMessage: "Certificate file (.p12 or .pfx)" },
  chooseFile: { id: "settings.taxes.chooseFile", defaultMessage: "Choose a file" },
  noFileChosen: { id: "settings.taxes.noFileChosen", defaultMessage: "No file chosen" },
  certificatePassword: { id: "settings.taxes.certificatePassword", defaultMessage: "Certificate password" },
  uploadCertificate: { id: "settings.taxes.uploadCertificate", defaultMessage: "Upload the certificate" },
  replaceCertificate: { id: "settings.taxes.replaceCertificate", defaultMessage: "Replace the certificate" },
  certificateUploaded: { id: "settings.taxes.certificateUploaded", defaultMessage: "The certificate was uploaded" },
  // Transmission paused (spec §8).
  pausedTitle: { id: "settings.taxes.pausedTitle", defaultMessage: "Sending to the tax agency has stopped" },
  pausedText: {
    id: "settings.taxes.pausedText",
    defaultMessage:
      "After {count, plural, one {# error} other {# errors}} in a row, no more records are sent to the tax agency. Orders are still taken and their records kept. Fix the cause, then continue: the waiting records are sent from where it stopped.",
  },
  pausedLastError: { id: "settings.taxes.pausedLastError", defaultMessage: "Last error: {error}" },
  pausedLink: { id: "settings.taxes.pausedLink", defaultMessage: "E-invoicing settings" },
  continue: { id: "settings.taxes.continue", defaultMessage: "Continue" },
  continued: { id: "settings.taxes.continued", defaultMessage: "Sending resumed: the waiting records are on their way to the tax agency." },
  // Tax records.
  recordsCard: { id: "settings.taxes.recordsCard", defaultMessage: "Tax records" },
  recordsIntro: { id: "settings.taxes.recordsIntro", defaultMessage: "Every billing record of your receipts and invoices, and what the tax agency answered." },
  columnNumber: { id: "settings.taxes.columnNumber", defaultMessage: "Number" },
  columnDate: { id: "settings.taxes.columnDate", defaultMessage: "Date" },
  columnKind: { id: "settings.taxes.columnKind", defaultMessage: "Type" },
  columnStatus: { id: "settings.taxes.columnStatus", defaultMessage: "Status" },
  columnAnswer: { id: "settings.taxes.columnAnswer", defaultMessage: "Agency's code or error" },
  columnActions: { id: "settings.taxes.columnActions", defaultMessage: "Actions" },
  statusFilter: { id: "settings.taxes.statusFilter", defaultMessage: "Status" },
  fromDay: { id: "settings.taxes.fromDay", defaultMessage: "From" },
  toDay: { id: "settings.taxes.toDay", defaultMessage: "To" },
  clearFilters: { id: "settings.taxes.clearFilters", defaultMessage: "Clear filters" },
  downloadCsv: { id: "settings.taxes.downloadCsv", defaultMessage: "Download CSV" },
  count: { id: "settings.taxes.count", defaultMessage: "{shown, number} of {total, plural, one {# record} other {# records}}" },
  timezoneNote: { id: "settings.taxes.timezoneNote", defaultMessage: "Times in {timezone}" },
  empty: { id: "settings.taxes.empty", defaultMessage: "No tax records yet. They appear here once e-invoicing is on and tickets are issued." },
  emptyRange: { id: "settings.taxes.emptyRange", defaultMessage: "No tax records in these days." },
  noMatches: { id: "settings.taxes.noMatches", defaultMessage: "No record matches these filters." },
  loadFailed: { id: "settings.taxes.loadFailed", defaultMessage: "The tax records could not be loaded." },
  showError: { id: "settings.taxes.showError", defaultMessage: "See the error" },
  showErrorOf: { id: "settings.taxes.showErrorOf", defaultMessage: "See the error of {number}" },
  cancelTicket: { id: "settings.taxes.cancelTicket", defaultMessage: "Cancel ticket" },
  cancelTicketOf: { id: "settings.taxes.cancelTicketOf", defaultMessage: "Cancel ticket {number}" },
  cancelConfirm: { id: "settings.taxes.cancelConfirm", defaultMessage: "Cancel ticket {number}?" },
  cancelConfirmText: {
    id: "settings.taxes.cancelConfirmText",
    defaultMessage: "A cancellation record is sent to the tax agency. The ticket's own record stays as it is, followed by the cancellation. This cannot be undone.",
  },
  cancelKeep: { id: "settings.taxes.cancelKeep", defaultMessage: "Keep the ticket" },
  cancelled: { id: "settings.taxes.cancelled", defaultMessage: "The cancellation of {number} is registered and will be sent to the tax agency." },
  noAnswer: { id: "settings.taxes.noAnswer", defaultMessage: "No answer yet" },
  // The error modal (spec §8).
  errorTitle: { id: "settings.taxes.errorTitle", defaultMessage: "An error has occurred" },
  errorReceipt: { id: "settings.taxes.errorReceipt", defaultMessage: "Receipt number" },
  errorInvoice: { id: "settings.taxes.errorInvoice", defaultMessage: "Invoice number" },
  errorCancellation: { id: "settings.taxes.errorCancellation", defaultMessage: "Cancellation of invoice number" },
  errorCode: { id: "settings.taxes.errorCode", defaultMessage: "Agency's code" },
  errorDescription: { id: "settings.taxes.errorDescription", defaultMessage: "Agency's description" },
  errorNoDescription: { id: "settings.taxes.errorNoDescription", defaultMessage: "The agency gave no description." },
  errorAdvice: {
    id: "settings.taxes.errorAdvice",
    defaultMessage: "Check the data the agency names, then correct the record and send it again. If you are unsure what to do, contact our support at {email} and give them the number above.",
  },
  errorCorrected: { id: "settings.taxes.errorCorrected", defaultMessage: "This record has been corrected by a later one: nothing more to do." },
  correct: { id: "settings.taxes.correct", defaultMessage: "Correct and send again" },
  correctQueued: { id: "settings.taxes.correctQueued", defaultMessage: "The corrected record of {number} will be sent to the tax agency shortly." },
  close: { id: "settings.taxes.close", defaultMessage: "Close" },
});

export const taxEnvironmentMessages: Record<TaxEnvironment, (typeof taxesMessages)["title"]> = defineMessages({
  test: { id: "settings.taxes.environment.test", defaultMessage: "Test" },
  production: { id: "settings.taxes.environment.production", defaultMessage: "Production" },
});

export const taxRecordKindMessages: Record<TaxRecordKind, (typeof taxesMessages)["title"]> = defineMessages({
  receipt: { id: "settings.taxes.kind.receipt", defaultMessage: "Receipt" },
  invoice: { id: "settings.taxes.kind.invoice", defaultMessage: "Invoice" },
  rectifying: { id: "settings.taxes.kind.rectifying", defaultMessage: "Rectifying invoice" },
  cancellation: { id: "settings.taxes.kind.cancellation", defaultMessage: "Cancellation" },
});

export const taxRecordStatusMessages: Record<TaxRecordStatus, (typeof taxesMessages)["title"]> = defineMessages({
  pending: { id: "settings.taxes.status.pending", defaultMessage: "Waiting to be sent" },
  unconfirmed: { id: "settings.taxes.status.unconfirmed", defaultMessage: "Sent, not confirmed yet" },
  accepted: { id: "settings.taxes.status.accepted", defaultMessage: "Accepted" },
  acceptedWithErrors: { id: "settings.taxes.status.acceptedWithErrors", defaultMessage: "Accepted with errors" },
  rejected: { id: "settings.taxes.status.rejected", defaultMessage: "Rejected" },
  corrected: { id: "settings.taxes.status.corrected", defaultMessage: "Corrected" },
});
