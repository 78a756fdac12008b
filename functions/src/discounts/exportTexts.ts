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
