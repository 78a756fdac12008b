// The frame every HTML mail shares: a whole document in the mail's language (<html lang>, so that mail programs and
// screen readers read it right), the sender's name and logo at the top, then the body. A restaurant's mails carry its
// name and its logo (the company picture of /settings/info), else Comanda's default mark, as the admin's menu does;
// the account mails carry Comanda's. The mark is drawn with a table cell, not an SVG picture: mail programs such as
// Gmail and Outlook do not show SVG.
import type { LanguageCode } from "@comanda/shared";
import { escapeHtml } from "./html";

export interface MailBrand {
  /** The name readers know the sender by ("" when the company has none yet). */
  name: string;
  /** An http(s) address of the logo, or null for the default mark. */
  logoUrl: string | null;
}

export const COMANDA_BRAND: MailBrand = { name: "Comanda", logoUrl: null };

/** The company picture as a logo address a mail program can load, else null (the default mark). */
export function mailLogoUrl(picture: string | null | undefined): string | null {
  const value = picture?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const LOGO_SIZE = 48;
const MARK_COLOUR = "#c2410c";

function logoCell(brand: MailBrand): string {
  if (brand.logoUrl) {
    return `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" width="${LOGO_SIZE}" height="${LOGO_SIZE}" style="display:block;border:0;border-radius:8px">`;
  }
  // Comanda's default mark (web/src/app/shell/CompanyLogo.tsx): a white C on the orange square.
  return `<div role="img" aria-label="${escapeHtml(brand.name || COMANDA_BRAND.name)}" style="width:${LOGO_SIZE}px;height:${LOGO_SIZE}px;line-height:${LOGO_SIZE}px;border-radius:10px;background:${MARK_COLOUR};color:#ffffff;text-align:center;font:bold 28px Arial,Helvetica,sans-serif">C</div>`;
}

/** The header: logo and name side by side. */
export function brandHeader(brand: MailBrand): string {
  const name = brand.name ? `<td style="padding-left:12px;font:bold 20px Arial,Helvetica,sans-serif;color:#1f2328">${escapeHtml(brand.name)}</td>` : "";
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px"><tr><td>${logoCell(brand)}</td>${name}</tr></table>`;
}

/** A whole HTML mail: the document in `language`, the header of `brand`, then `body` (already escaped HTML). */
export function htmlMail(language: LanguageCode, subject: string, brand: MailBrand, body: string): string {
  return [
    "<!doctype html>",
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1f2328;font:15px/1.5 Arial,Helvetica,sans-serif">`,
    `<div style="max-width:600px">`,
    brandHeader(brand),
    body,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** The text part's top line: the sender's name, underlined, as a heading in plain text. */
export function textHeader(brand: MailBrand): string[] {
  return brand.name ? [brand.name, "=".repeat(Math.min(60, [...brand.name].length)), ""] : [];
}
