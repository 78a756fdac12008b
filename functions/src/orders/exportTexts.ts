// Words of the orders CSV (header row, statuses, stations, payment) in every interface language: the
// export is opened by the owner's accountant in a spreadsheet, in the language the owner works in.
import type { DeliveryType, LanguageCode, OrderStatus, PaymentMethod } from "@comanda/shared";

export interface ExportTexts {
  header: readonly [
    number: string, date: string, time: string, status: string, station: string, zone: string, pointOfSale: string,
    customer: string, email: string, phone: string, items: string, itemsTotal: string, discount: string,
    deliveryFee: string, tip: string, total: string, vat: string, paymentMethod: string, paid: string, testOrder: string, refunded: string,
    discountName: string, voucherCode: string,
  ];
  status: Record<OrderStatus, string>;
  station: Record<DeliveryType, string>;
  payment: Record<PaymentMethod, string>;
  yes: string;
  no: string;
}

export const EXPORT_TEXTS: Record<LanguageCode, ExportTexts> = {
  en: {
    header: ["Number", "Date", "Time", "Status", "Station", "Zone", "Point of sale", "Customer", "Email", "Phone", "Items", "Items total", "Discount", "Delivery fee", "Tip", "Total", "VAT", "Payment method", "Paid", "Test order", "Refunded", "Discount name", "Voucher code"],
    status: { new: "New", wip: "In process", ready: "Ready", done: "Done" },
    station: { table: "Table", takeaway: "Takeaway", delivery: "Delivery" },
    payment: { online: "Online", onSite: "On site" },
    yes: "yes",
    no: "no",
  },
  de: {
    header: ["Nummer", "Datum", "Uhrzeit", "Status", "Station", "Bereich", "Verkaufsstelle", "Kunde", "E-Mail", "Telefon", "Artikel", "Summe Artikel", "Rabatt", "Liefergebühr", "Trinkgeld", "Gesamt", "MwSt.", "Zahlungsart", "Bezahlt", "Testbestellung", "Erstattet", "Rabattname", "Gutscheincode"],
    status: { new: "Neu", wip: "In Bearbeitung", ready: "Fertig", done: "Erledigt" },
    station: { table: "Tisch", takeaway: "Zum Mitnehmen", delivery: "Lieferung" },
    payment: { online: "Online", onSite: "Vor Ort" },
    yes: "ja",
    no: "nein",
  },
  es: {
    header: ["Número", "Fecha", "Hora", "Estado", "Estación", "Zona", "Punto de venta", "Cliente", "Correo electrónico", "Teléfono", "Productos", "Total productos", "Descuento", "Gastos de envío", "Propina", "Total", "IVA", "Forma de pago", "Pagado", "Pedido de prueba", "Reembolsado", "Nombre del descuento", "Código de vale"],
    status: { new: "Nuevo", wip: "En preparación", ready: "Listo", done: "Completado" },
    station: { table: "Mesa", takeaway: "Para llevar", delivery: "A domicilio" },
    payment: { online: "En línea", onSite: "En el local" },
    yes: "sí",
    no: "no",
  },
  ca: {
    header: ["Número", "Data", "Hora", "Estat", "Estació", "Zona", "Punt de venda", "Client", "Correu electrònic", "Telèfon", "Productes", "Total productes", "Descompte", "Despeses d'enviament", "Propina", "Total", "IVA", "Forma de pagament", "Pagat", "Comanda de prova", "Reemborsat", "Nom del descompte", "Codi de val"],
    status: { new: "Nova", wip: "En preparació", ready: "Llesta", done: "Completada" },
    station: { table: "Taula", takeaway: "Per emportar", delivery: "A domicili" },
    payment: { online: "En línia", onSite: "Al local" },
    yes: "sí",
    no: "no",
  },
  fr: {
    header: ["Numéro", "Date", "Heure", "Statut", "Poste", "Zone", "Point de vente", "Client", "E-mail", "Téléphone", "Articles", "Total articles", "Remise", "Frais de livraison", "Pourboire", "Total", "TVA", "Mode de paiement", "Payé", "Commande test", "Remboursé", "Nom de la remise", "Code du bon"],
    status: { new: "Nouvelle", wip: "En préparation", ready: "Prête", done: "Terminée" },
    station: { table: "Table", takeaway: "À emporter", delivery: "Livraison" },
    payment: { online: "En ligne", onSite: "Sur place" },
    yes: "oui",
    no: "non",
  },
  nl: {
    header: ["Nummer", "Datum", "Tijd", "Status", "Station", "Zone", "Verkooppunt", "Klant", "E-mail", "Telefoon", "Artikelen", "Totaal artikelen", "Korting", "Bezorgkosten", "Fooi", "Totaal", "Btw", "Betaalmethode", "Betaald", "Testbestelling", "Terugbetaald", "Naam korting", "Vouchercode"],
    status: { new: "Nieuw", wip: "In behandeling", ready: "Klaar", done: "Afgerond" },
    station: { table: "Tafel", takeaway: "Afhalen", delivery: "Bezorging" },
    payment: { online: "Online", onSite: "Ter plaatse" },
    yes: "ja",
    no: "nee",
  },
  zh: {
    header: ["编号", "日期", "时间", "状态", "类型", "区域", "销售点", "顾客", "电子邮箱", "电话", "商品", "商品合计", "折扣", "配送费", "小费", "总计", "增值税", "支付方式", "已支付", "测试订单", "已退款", "折扣名称", "优惠券代码"],
    status: { new: "新订单", wip: "制作中", ready: "已就绪", done: "已完成" },
    station: { table: "堂食", takeaway: "外带", delivery: "外送" },
    payment: { online: "在线支付", onSite: "到店支付" },
    yes: "是",
    no: "否",
  },
};
