// The e-mail to the owner when sending to the tax agency pauses (besides the in-app notification): they may not
// open the admin for days, and records wait meanwhile. In the owner's language, once per pause (the mail's id is
// the pause's notification id), with the address of /settings/taxes where Continue is.
import type { Firestore } from "firebase-admin/firestore";
import { BASE_PATH, COLLECTIONS, LANGUAGES, type LanguageCode, type UserData } from "@comanda/shared";
import { escapeHtml } from "../../mail/html";
import { COMANDA_BRAND, htmlMail } from "../../mail/layout";
import type { MailMessage } from "../../mail/mailer";
import { isAlreadyExists } from "../../orders/notifications";

interface PauseMailTexts {
  subject: string;
  /** {count}: the failed attempts in a row. */
  body: string;
  lastError: string;
  orders: string;
  action: string;
}

export const PAUSE_MAIL_TEXTS: Record<LanguageCode, PauseMailTexts> = {
  en: {
    subject: "Sending to the tax agency has stopped",
    body: "After {count} failed attempts in a row, Comanda has stopped sending your tax records to the tax agency (VERI*FACTU).",
    lastError: "Last error",
    orders: "Your orders and tickets go on as usual; their records wait and nothing is lost. Once the cause is solved, press Continue in the tax settings.",
    action: "Open the tax settings",
  },
  es: {
    subject: "Se ha detenido el envío a la Agencia Tributaria",
    body: "Tras {count} intentos fallidos seguidos, Comanda ha dejado de enviar sus registros de facturación a la Agencia Tributaria (VERI*FACTU).",
    lastError: "Último error",
    orders: "Sus pedidos y tickets siguen como siempre; sus registros esperan y no se pierde nada. Cuando haya resuelto la causa, pulse Continuar en los ajustes de impuestos.",
    action: "Abrir los ajustes de impuestos",
  },
  ca: {
    subject: "S'ha aturat l'enviament a l'Agència Tributària",
    body: "Després de {count} intents fallits seguits, Comanda ha deixat d'enviar els vostres registres de facturació a l'Agència Tributària (VERI*FACTU).",
    lastError: "Últim error",
    orders: "Les vostres comandes i tiquets continuen com sempre; els registres esperen i no es perd res. Quan hàgiu resolt la causa, premeu Continua a la configuració d'impostos.",
    action: "Obrir la configuració d'impostos",
  },
  de: {
    subject: "Die Übermittlung an die Steuerbehörde wurde angehalten",
    body: "Nach {count} fehlgeschlagenen Versuchen in Folge hat Comanda die Übermittlung Ihrer Rechnungsdatensätze an die spanische Steuerbehörde (VERI*FACTU) angehalten.",
    lastError: "Letzter Fehler",
    orders: "Bestellungen und Belege laufen wie gewohnt weiter; ihre Datensätze warten, nichts geht verloren. Sobald die Ursache behoben ist, klicken Sie in den Steuereinstellungen auf Fortsetzen.",
    action: "Steuereinstellungen öffnen",
  },
  fr: {
    subject: "L'envoi à l'administration fiscale est interrompu",
    body: "Après {count} tentatives échouées d'affilée, Comanda a interrompu l'envoi de vos enregistrements de facturation à l'administration fiscale espagnole (VERI*FACTU).",
    lastError: "Dernière erreur",
    orders: "Vos commandes et tickets continuent normalement ; leurs enregistrements attendent et rien n'est perdu. Une fois la cause résolue, cliquez sur Continuer dans les paramètres fiscaux.",
    action: "Ouvrir les paramètres fiscaux",
  },
  nl: {
    subject: "Het verzenden naar de belastingdienst is gestopt",
    body: "Na {count} mislukte pogingen op rij heeft Comanda het verzenden van uw factuurregistraties naar de Spaanse belastingdienst (VERI*FACTU) gestopt.",
    lastError: "Laatste fout",
    orders: "Uw bestellingen en bonnen gaan gewoon door; hun registraties wachten en er gaat niets verloren. Klik in de belastinginstellingen op Doorgaan zodra de oorzaak is opgelost.",
    action: "Belastinginstellingen openen",
  },
  zh: {
    subject: "向税务局的发送已暂停",
    body: "连续 {count} 次尝试失败后，Comanda 已暂停向西班牙税务局（VERI*FACTU）发送您的开票记录。",
    lastError: "最近的错误",
    orders: "您的订单和小票照常进行；其记录会等待，不会丢失任何内容。解决问题后，请在税务设置中点击“继续”。",
    action: "打开税务设置",
  },
};

export interface PauseMailInput {
  errorCount: number;
  /** The last failure: its code and the agency's text. */
  lastError: string;
  /** The address of /settings/taxes. */
  url: string;
}

export function pauseMail(language: LanguageCode, input: PauseMailInput): MailMessage {
  const t = PAUSE_MAIL_TEXTS[language];
  const body = t.body.replace("{count}", String(input.errorCount));
  const text = [body, "", `${t.lastError}: ${input.lastError}`, "", t.orders, "", `${t.action}: ${input.url}`].join("\n");
  const content = [
    `<p>${escapeHtml(body)}</p>`,
    `<p><strong>${escapeHtml(t.lastError)}:</strong> ${escapeHtml(input.lastError)}</p>`,
    `<p>${escapeHtml(t.orders)}</p>`,
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(t.action)}</a></p>`,
  ].join("\n");
  return { subject: t.subject, text, html: htmlMail(language, t.subject, COMANDA_BRAND, content) };
}

export const taxSettingsUrl = (appUrl: string) => `${appUrl}${BASE_PATH}/settings/taxes`;

/**
 * Queues the mail to the owner (users/{companyId}: the owner's uid is the company id) under `id`, once: a drain
 * that runs again after the pause was written finds it queued. No address: nothing to send (the in-app
 * notification stands).
 */
export async function queuePauseMail(db: Firestore, id: string, companyId: string, input: PauseMailInput): Promise<"queued" | "already-queued" | "no-address"> {
  const owner = (await db.collection(COLLECTIONS.users).doc(companyId).get()).data() as UserData | undefined;
  const to = owner?.email?.trim();
  if (!to) return "no-address";
  const language = LANGUAGES.includes(owner?.language as LanguageCode) ? (owner?.language as LanguageCode) : "en";
  try {
    await db.collection(COLLECTIONS.mail).doc(id).create({ to, message: pauseMail(language, input), companyId });
    return "queued";
  } catch (error) {
    if (isAlreadyExists(error)) return "already-queued";
    throw error;
  }
}
