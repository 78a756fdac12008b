// Words of the tax records' CSV (header row, kinds, statuses) in every interface language: the export is read
// by the owner's accountant in a spreadsheet, in the language the owner works in. The agency's own words
// (F2, R5, its error texts, the CSV code) stay as the agency wrote them.
import type { LanguageCode, TaxRecordKind, TaxRecordStatus } from "@comanda/shared";

export interface TaxExportTexts {
  header: readonly [
    position: string, number: string, issuedOn: string, created: string, kind: string, invoiceType: string, status: string,
    base: string, tax: string, total: string, customerTaxId: string, customer: string, refersTo: string, correction: string,
    agencyCode: string, agencyMessage: string, agencyCsv: string, order: string, hash: string,
  ];
  kind: Record<TaxRecordKind, string>;
  status: Record<TaxRecordStatus, string>;
}

export const TAX_EXPORT_TEXTS: Record<LanguageCode, TaxExportTexts> = {
  en: {
    header: ["Position", "Number", "Issue date", "Recorded at", "Kind", "Invoice type", "Status", "Tax base", "Tax", "Total", "Customer tax ID", "Customer", "Refers to", "Correction", "Agency code", "Agency message", "Agency CSV", "Order", "Hash"],
    kind: { receipt: "Simplified invoice", invoice: "Invoice", rectifying: "Rectifying invoice", cancellation: "Cancellation" },
    status: { pending: "Pending", unconfirmed: "Unconfirmed", accepted: "Accepted", acceptedWithErrors: "Accepted with errors", rejected: "Rejected", corrected: "Corrected" },
  },
  de: {
    header: ["Position", "Nummer", "Ausstellungsdatum", "Erfasst am", "Art", "Rechnungstyp", "Status", "Bemessungsgrundlage", "Steuer", "Gesamt", "Steuernummer Kunde", "Kunde", "Bezieht sich auf", "Berichtigung", "Code der Behörde", "Meldung der Behörde", "CSV der Behörde", "Bestellung", "Hash"],
    kind: { receipt: "Vereinfachte Rechnung", invoice: "Rechnung", rectifying: "Berichtigungsrechnung", cancellation: "Stornierung" },
    status: { pending: "Ausstehend", unconfirmed: "Unbestätigt", accepted: "Angenommen", acceptedWithErrors: "Mit Fehlern angenommen", rejected: "Abgelehnt", corrected: "Berichtigt" },
  },
  es: {
    header: ["Posición", "Número", "Fecha de expedición", "Registrado el", "Clase", "Tipo de factura", "Estado", "Base imponible", "Cuota", "Total", "NIF del cliente", "Cliente", "Se refiere a", "Subsanación", "Código de la AEAT", "Mensaje de la AEAT", "CSV de la AEAT", "Pedido", "Huella"],
    kind: { receipt: "Factura simplificada", invoice: "Factura", rectifying: "Factura rectificativa", cancellation: "Anulación" },
    status: { pending: "Pendiente", unconfirmed: "Sin confirmar", accepted: "Aceptado", acceptedWithErrors: "Aceptado con errores", rejected: "Rechazado", corrected: "Subsanado" },
  },
  ca: {
    header: ["Posició", "Número", "Data d'expedició", "Registrat el", "Classe", "Tipus de factura", "Estat", "Base imposable", "Quota", "Total", "NIF del client", "Client", "Es refereix a", "Esmena", "Codi de l'AEAT", "Missatge de l'AEAT", "CSV de l'AEAT", "Comanda", "Empremta"],
    kind: { receipt: "Factura simplificada", invoice: "Factura", rectifying: "Factura rectificativa", cancellation: "Anul·lació" },
    status: { pending: "Pendent", unconfirmed: "Sense confirmar", accepted: "Acceptat", acceptedWithErrors: "Acceptat amb errors", rejected: "Rebutjat", corrected: "Esmenat" },
  },
  fr: {
    header: ["Position", "Numéro", "Date d'émission", "Enregistré le", "Nature", "Type de facture", "Statut", "Base imposable", "Taxe", "Total", "N° fiscal du client", "Client", "Se rapporte à", "Correction", "Code de l'administration", "Message de l'administration", "CSV de l'administration", "Commande", "Empreinte"],
    kind: { receipt: "Facture simplifiée", invoice: "Facture", rectifying: "Facture rectificative", cancellation: "Annulation" },
    status: { pending: "En attente", unconfirmed: "Non confirmé", accepted: "Accepté", acceptedWithErrors: "Accepté avec erreurs", rejected: "Refusé", corrected: "Corrigé" },
  },
  nl: {
    header: ["Positie", "Nummer", "Factuurdatum", "Vastgelegd op", "Soort", "Factuurtype", "Status", "Maatstaf van heffing", "Belasting", "Totaal", "Fiscaal nummer klant", "Klant", "Heeft betrekking op", "Correctie", "Code van de belastingdienst", "Melding van de belastingdienst", "CSV van de belastingdienst", "Bestelling", "Hash"],
    kind: { receipt: "Vereenvoudigde factuur", invoice: "Factuur", rectifying: "Correctiefactuur", cancellation: "Annulering" },
    status: { pending: "In afwachting", unconfirmed: "Onbevestigd", accepted: "Geaccepteerd", acceptedWithErrors: "Geaccepteerd met fouten", rejected: "Afgewezen", corrected: "Gecorrigeerd" },
  },
  zh: {
    header: ["序号", "编号", "开具日期", "记录时间", "类别", "发票类型", "状态", "计税基数", "税额", "合计", "客户税号", "客户", "关联发票", "更正", "税务局代码", "税务局信息", "税务局 CSV", "订单", "哈希值"],
    kind: { receipt: "简易发票", invoice: "发票", rectifying: "更正发票", cancellation: "作废" },
    status: { pending: "待发送", unconfirmed: "待确认", accepted: "已接受", acceptedWithErrors: "已接受（有错误）", rejected: "已拒绝", corrected: "已更正" },
  },
};
