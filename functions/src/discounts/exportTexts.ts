// Words of the vouchers' CSV (header row and statuses) in every interface language: the owner prints or mails
// the codes in the language they work in.
import type { LanguageCode, VoucherStatus } from "@comanda/shared";

export interface VoucherExportTexts {
  header: readonly [code: string, name: string, status: string, created: string];
  status: Record<VoucherStatus, string>;
}

export const VOUCHER_EXPORT_TEXTS: Record<LanguageCode, VoucherExportTexts> = {
  en: { header: ["Code", "Name", "Status", "Created"], status: { new: "Unused", inUse: "In use", redeemed: "Redeemed" } },
  de: { header: ["Code", "Name", "Status", "Erstellt"], status: { new: "Unbenutzt", inUse: "In Verwendung", redeemed: "Eingelöst" } },
  es: { header: ["Código", "Nombre", "Estado", "Creado"], status: { new: "Sin usar", inUse: "En uso", redeemed: "Canjeado" } },
  ca: { header: ["Codi", "Nom", "Estat", "Creat"], status: { new: "Sense utilitzar", inUse: "En ús", redeemed: "Bescanviat" } },
  fr: { header: ["Code", "Nom", "Statut", "Créé le"], status: { new: "Inutilisé", inUse: "En cours d'utilisation", redeemed: "Utilisé" } },
  nl: { header: ["Code", "Naam", "Status", "Aangemaakt"], status: { new: "Ongebruikt", inUse: "In gebruik", redeemed: "Ingewisseld" } },
  zh: { header: ["代码", "名称", "状态", "创建时间"], status: { new: "未使用", inUse: "使用中", redeemed: "已兑换" } },
};

/** Words of the printed voucher sheet (one card per code). `percent` comes formatted for the language. */
export interface VoucherSheetTexts {
  /** The page header, before the discount's name. */
  title: string;
  codeLabel: string;
  percentOff: (percent: string) => string;
  validBetween: (from: string, to: string) => string;
  validFrom: (from: string) => string;
  validUntil: (to: string) => string;
  oneOrder: string;
  noVouchers: string;
}

export const VOUCHER_SHEET_TEXTS: Record<LanguageCode, VoucherSheetTexts> = {
  en: {
    title: "Vouchers",
    codeLabel: "Voucher code",
    percentOff: (p) => `${p} off`,
    validBetween: (from, to) => `Valid ${from} – ${to}`,
    validFrom: (from) => `Valid from ${from}`,
    validUntil: (to) => `Valid until ${to}`,
    oneOrder: "Valid for one order",
    noVouchers: "This discount has no vouchers yet.",
  },
  de: {
    title: "Gutscheine",
    codeLabel: "Gutscheincode",
    percentOff: (p) => `${p} Rabatt`,
    validBetween: (from, to) => `Gültig: ${from} – ${to}`,
    validFrom: (from) => `Gültig ab ${from}`,
    validUntil: (to) => `Gültig bis ${to}`,
    oneOrder: "Gültig für eine Bestellung",
    noVouchers: "Dieser Rabatt hat noch keine Gutscheine.",
  },
  es: {
    title: "Vales",
    codeLabel: "Código del vale",
    percentOff: (p) => `${p} de descuento`,
    validBetween: (from, to) => `Válido: ${from} – ${to}`,
    validFrom: (from) => `Válido desde: ${from}`,
    validUntil: (to) => `Válido hasta: ${to}`,
    oneOrder: "Válido para un pedido",
    noVouchers: "Este descuento aún no tiene vales.",
  },
  ca: {
    title: "Vals",
    codeLabel: "Codi del val",
    percentOff: (p) => `${p} de descompte`,
    validBetween: (from, to) => `Vàlid: ${from} – ${to}`,
    validFrom: (from) => `Vàlid a partir de: ${from}`,
    validUntil: (to) => `Vàlid fins a: ${to}`,
    oneOrder: "Vàlid per a una comanda",
    noVouchers: "Aquest descompte encara no té vals.",
  },
  fr: {
    title: "Bons",
    codeLabel: "Code du bon",
    percentOff: (p) => `${p} de remise`,
    validBetween: (from, to) => `Valable : ${from} – ${to}`,
    validFrom: (from) => `Valable à partir du ${from}`,
    validUntil: (to) => `Valable jusqu'au ${to}`,
    oneOrder: "Valable pour une commande",
    noVouchers: "Cette remise n'a pas encore de bons.",
  },
  nl: {
    title: "Vouchers",
    codeLabel: "Vouchercode",
    percentOff: (p) => `${p} korting`,
    validBetween: (from, to) => `Geldig: ${from} – ${to}`,
    validFrom: (from) => `Geldig vanaf ${from}`,
    validUntil: (to) => `Geldig tot ${to}`,
    oneOrder: "Geldig voor één bestelling",
    noVouchers: "Deze korting heeft nog geen vouchers.",
  },
  zh: {
    title: "优惠券",
    codeLabel: "优惠券代码",
    percentOff: (p) => `优惠 ${p}`,
    validBetween: (from, to) => `有效期：${from} 至 ${to}`,
    validFrom: (from) => `${from} 起有效`,
    validUntil: (to) => `有效期至 ${to}`,
    oneOrder: "限一个订单使用",
    noVouchers: "此折扣还没有优惠券。",
  },
};
