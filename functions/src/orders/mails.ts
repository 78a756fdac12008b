// The order e-mails to the company (new-order notice, receipt copy, unprocessed-order alert) as subject,
// HTML and plain text, in the company's default language, under the restaurant's name and logo (the company
// picture, else Comanda's default mark: mail/layout.ts).
import { localized, type LanguageCode, type OrderData } from "@comanda/shared";
import { escapeHtml } from "../mail/html";
import { htmlMail, mailLogoUrl, textHeader, type MailBrand } from "../mail/layout";
import type { MailMessage } from "../mail/mailer";
import { formatDateTime, formatMoney, formatRate, paymentState, stationName, textsFor, type CompanyContext } from "./orderContext";
import { fill, type OrderTexts } from "./texts";

export interface OrderMailInput {
  order: OrderData;
  context: CompanyContext;
  /** The point of sale's name ("" when unknown). */
  pointOfSale: string;
  /** Link to the admin's orders board. */
  boardUrl: string;
}

interface Line {
  label: string;
  value: string;
}

function numberOf(order: Pick<OrderData, "number">): string {
  return order.number === undefined ? "" : String(order.number);
}

function summary(input: OrderMailInput, language: LanguageCode, t: OrderTexts): Line[] {
  const { order, context } = input;
  const lines: Line[] = [
    { label: t.date, value: formatDateTime(order.dateOrdered, context.timezone, language) },
    { label: t.station, value: stationName(order, t) },
  ];
  if (input.pointOfSale) lines.push({ label: t.pointOfSale, value: input.pointOfSale });
  if (order.name) lines.push({ label: t.customer, value: order.name });
  if (order.phone) lines.push({ label: t.phone, value: order.phone });
  lines.push({ label: t.total, value: formatMoney(order.totals?.total ?? order.cartTotal + (order.tip ?? 0), context.currency, language) });
  lines.push({ label: t.payment, value: paymentState(order, t) });
  return lines;
}

function itemLines(order: OrderData, language: LanguageCode, context: CompanyContext): Line[] {
  return order.items.map((item) => {
    const addons = (item.addons ?? []).map((a) => localized(a.name, language, context.defaultLanguage)).filter(Boolean);
    const name = localized(item.name, language, context.defaultLanguage) + (addons.length ? ` (+ ${addons.join(", ")})` : "");
    return { label: `${item.quantity} × ${name}`, value: formatMoney(item.price * item.quantity, context.currency, language) };
  });
}

function moneyLines(order: OrderData, language: LanguageCode, context: CompanyContext, t: OrderTexts): Line[] {
  const money = (amount: number) => formatMoney(amount, context.currency, language);
  const totals = order.totals;
  const lines: Line[] = [];
  if (totals) {
    lines.push({ label: t.subtotal, value: money(totals.items) });
    for (const discount of order.discounts ?? []) lines.push({ label: `${t.discount} ${discount.name} (${formatRate(discount.percentage, language)} %)`, value: money(-discount.amount) });
    if (!order.discounts?.length && totals.discount > 0) lines.push({ label: t.discount, value: money(-totals.discount) });
    if (totals.deliveryFee > 0) lines.push({ label: t.deliveryFee, value: money(totals.deliveryFee) });
    if (totals.tip > 0) lines.push({ label: t.tip, value: money(totals.tip) });
    for (const vat of totals.vat) {
      lines.push({
        label: fill(t.vatRate, { rate: formatRate(vat.rate, language) }),
        value: `${t.net} ${money(vat.net)} · ${t.vat} ${money(vat.vat)} · ${t.gross} ${money(vat.gross)}`,
      });
    }
    lines.push({ label: t.total, value: money(totals.total) });
  } else {
    if ((order.tip ?? 0) > 0) lines.push({ label: t.tip, value: money(order.tip ?? 0) });
    lines.push({ label: t.total, value: money(order.cartTotal + (order.tip ?? 0)) });
  }
  return lines;
}

function textOf(lines: readonly Line[]): string {
  return lines.map((l) => `${l.label}: ${l.value}`).join("\n");
}

function tableOf(lines: readonly Line[]): string {
  const rows = lines.map((l) => `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(l.label)}</td><td style="padding:2px 0;text-align:right">${escapeHtml(l.value)}</td></tr>`);
  return `<table style="border-collapse:collapse">${rows.join("")}</table>`;
}

/** The restaurant as its mails show it: its brand name and its logo. */
export function mailBrand(context: CompanyContext): MailBrand {
  return { name: context.brandName, logoUrl: mailLogoUrl(context.info.picture) };
}

interface Composition {
  language: LanguageCode;
  brand: MailBrand;
  subject: string;
  intro: string;
  sections: ReadonlyArray<readonly Line[]>;
  link: { label: string; url: string } | null;
  extra: string | null;
}

function compose({ language, brand, subject, intro, sections, link, extra }: Composition): MailMessage {
  const text = [
    ...textHeader(brand),
    intro,
    ...(extra ? ["", extra] : []),
    ...sections.flatMap((s) => ["", textOf(s)]),
    ...(link ? ["", `${link.label}: ${link.url}`] : []),
  ].join("\n");
  const body = [
    `<p>${escapeHtml(intro)}</p>`,
    ...(extra ? [`<p><strong>${escapeHtml(extra)}</strong></p>`] : []),
    ...sections.map(tableOf),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join("\n");
  return { subject, html: htmlMail(language, subject, brand, body), text };
}

/** To the company: an order came in. */
export function newOrderMail(input: OrderMailInput): MailMessage {
  const language = input.context.defaultLanguage;
  const t = textsFor(language);
  const values = { number: numberOf(input.order), brand: input.context.brandName };
  return compose({
    language,
    brand: mailBrand(input.context),
    subject: fill(t.newOrderSubject, values),
    intro: fill(t.newOrderIntro, values),
    sections: [summary(input, language, t), itemLines(input.order, language, input.context)],
    link: { label: t.openBoard, url: input.boardUrl },
    extra: input.order.demo ? t.testOrder : null,
  });
}

/** To the company's bookkeeping address: a copy of the customer's receipt with items, VAT and totals. */
export function receiptCopyMail(input: OrderMailInput): MailMessage {
  const language = input.context.defaultLanguage;
  const t = textsFor(language);
  const { order, context } = input;
  const values = { number: numberOf(order), brand: context.brandName };
  const head: Line[] = [
    ...(context.brandName ? [{ label: t.order, value: `#${values.number} · ${context.brandName}` }] : []),
    ...(context.settings.vatId ? [{ label: t.vatId, value: context.settings.vatId }] : []),
    { label: t.date, value: formatDateTime(order.dateOrdered, context.timezone, language) },
    ...(input.pointOfSale ? [{ label: t.pointOfSale, value: input.pointOfSale }] : []),
    ...(order.name ? [{ label: t.customer, value: order.name }] : []),
  ];
  const payment: Line[] = [{ label: t.payment, value: paymentState(order, t) }];
  return compose({
    language,
    brand: mailBrand(context),
    subject: fill(t.receiptSubject, values),
    intro: fill(t.receiptIntro, values),
    sections: [head, itemLines(order, language, context), moneyLines(order, language, context, t), payment],
    link: null,
    extra: order.demo ? t.testOrder : null,
  });
}

/** To the company: an order has waited 10 minutes without being processed. */
export function unprocessedOrderMail(input: OrderMailInput): MailMessage {
  const language = input.context.defaultLanguage;
  const t = textsFor(language);
  const values = { number: numberOf(input.order), brand: input.context.brandName };
  return compose({
    language,
    brand: mailBrand(input.context),
    subject: fill(t.unprocessedSubject, values),
    intro: fill(t.unprocessedBody, values),
    sections: [summary(input, language, t)],
    link: { label: t.openBoard, url: input.boardUrl },
    extra: null,
  });
}
