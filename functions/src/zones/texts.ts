// Words of the points-of-sale sheets (PDF) and list (CSV) in every interface language: the owner prints
// and shares them in the language they work in.
import type { LanguageCode } from "@comanda/shared";

export interface PointsOfSaleTexts {
  /** The PDF's title, and its only line when the company has no points of sale yet. */
  title: string;
  noPointsOfSale: string;
  /** The line under each QR code that tells guests what to do. */
  scanToOrder: string;
  csvHeader: readonly [zone: string, pointOfSale: string, id: string, description: string, internalDescription: string, isDefault: string, address: string];
  yes: string;
  no: string;
}

export const POINTS_OF_SALE_TEXTS: Record<LanguageCode, PointsOfSaleTexts> = {
  en: {
    title: "QR codes of the points of sale",
    noPointsOfSale: "No points of sale yet",
    scanToOrder: "Scan to order",
    csvHeader: ["Zone", "Point of sale", "ID", "Description", "Internal description", "Default", "Address"],
    yes: "yes",
    no: "no",
  },
  de: {
    title: "QR-Codes der Verkaufsstellen",
    noPointsOfSale: "Noch keine Verkaufsstellen",
    scanToOrder: "Zum Bestellen scannen",
    csvHeader: ["Bereich", "Verkaufsstelle", "ID", "Beschreibung", "Interne Beschreibung", "Standard", "Adresse"],
    yes: "ja",
    no: "nein",
  },
  es: {
    title: "Códigos QR de los puntos de venta",
    noPointsOfSale: "Todavía no hay puntos de venta",
    scanToOrder: "Escanea para pedir",
    csvHeader: ["Zona", "Punto de venta", "ID", "Descripción", "Descripción interna", "Predeterminado", "Dirección"],
    yes: "sí",
    no: "no",
  },
  ca: {
    title: "Codis QR dels punts de venda",
    noPointsOfSale: "Encara no hi ha punts de venda",
    scanToOrder: "Escaneja per demanar",
    csvHeader: ["Zona", "Punt de venda", "ID", "Descripció", "Descripció interna", "Predeterminat", "Adreça"],
    yes: "sí",
    no: "no",
  },
  fr: {
    title: "Codes QR des points de vente",
    noPointsOfSale: "Aucun point de vente pour l'instant",
    scanToOrder: "Scannez pour commander",
    csvHeader: ["Zone", "Point de vente", "ID", "Description", "Description interne", "Par défaut", "Adresse"],
    yes: "oui",
    no: "non",
  },
  nl: {
    title: "QR-codes van de verkooppunten",
    noPointsOfSale: "Nog geen verkooppunten",
    scanToOrder: "Scan om te bestellen",
    csvHeader: ["Zone", "Verkooppunt", "ID", "Beschrijving", "Interne beschrijving", "Standaard", "Adres"],
    yes: "ja",
    no: "nee",
  },
  zh: {
    title: "销售点二维码",
    noPointsOfSale: "还没有销售点",
    scanToOrder: "扫码点餐",
    csvHeader: ["区域", "销售点", "ID", "描述", "内部描述", "默认", "地址"],
    yes: "是",
    no: "否",
  },
};
