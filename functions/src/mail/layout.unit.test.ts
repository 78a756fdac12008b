// Every mail the product writes, as a reader gets it: an HTML part and a text part, in the mail's language, under the
// sender's name and logo (the restaurant's for the order mails, Comanda's for the account mails), every interpolated
// value escaped. The same mails sent through SMTP and read back are in delivery.api.test.ts.
import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE, type LanguageCode, type OrderData } from "@comanda/shared";
import type { CompanyContext } from "../orders/orderContext";
import { newOrderMail, receiptCopyMail, unprocessedOrderMail, type OrderMailInput } from "../orders/mails";
import { pauseMail } from "../verifactu/sending/pauseMail";
import { passwordResetMail, verificationMail } from "./accountMails";
import { brandHeader, COMANDA_BRAND, htmlMail, mailLogoUrl } from "./layout";

const LOGO = "https://firebasestorage.googleapis.com/v0/b/comanda.appspot.com/o/logos%2Fc1.png?alt=media";
const NASTY = `<b>Tom & Jerry's</b>`;

function context(language: LanguageCode, brandName: string, picture: string | null): CompanyContext {
  return {
    companyId: "c1",
    settings: {},
    info: { brandName, picture },
    company: {},
    defaultLanguage: language,
    currency: "EUR",
    timezone: DEFAULT_TIMEZONE,
    brandName,
  };
}

const order = {
  companyId: "c1",
  number: 7,
  status: "new",
  dateOrdered: "2026-03-02T12:00:00.000Z",
  deliveryType: "takeaway",
  name: `Ada "<Lovelace>"`,
  cartTotal: 6.5,
  paymentMethod: "onSite",
  paid: false,
  items: [{ productId: "p", name: { en: "Soup", es: "Sopa" }, quantity: 1, price: 6.5, vat: 10, done: false, locationId: "k", status: "new" }],
  receiptItems: [],
} as unknown as OrderData;

const input = (language: LanguageCode, brandName = "Bar Ana", picture: string | null = LOGO): OrderMailInput => ({
  order,
  context: context(language, brandName, picture),
  pointOfSale: "",
  boardUrl: "https://admin.comanda.app/admin/orders/overview",
});

const ORDER_MAILS = { newOrderMail, receiptCopyMail, unprocessedOrderMail };

describe("the order mails under the restaurant's name and logo", () => {
  for (const [kind, build] of Object.entries(ORDER_MAILS)) {
    it(`${kind}: HTML and text parts, in the company's language, with its name and logo`, () => {
      const mail = build(input("es"));
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="es">/);
      expect(mail.html).toContain(`<img src="${LOGO.replace(/&/g, "&amp;")}" alt="Bar Ana" width="48" height="48"`);
      expect(mail.html).toContain(">Bar Ana</td>");
      expect(mail.text.startsWith("Bar Ana\n=======\n\n")).toBe(true);
      expect(mail.html).toContain(`<title>${mail.subject.replace(/&/g, "&amp;")}</title>`);
      // Spanish throughout: the order's texts and the customer's name escaped.
      expect(`${mail.subject}\n${mail.text}`).toMatch(/Pedido|pedido/);
      if (kind !== "unprocessedOrderMail") expect(mail.html).toContain("Ada &quot;&lt;Lovelace&gt;&quot;");
    });
  }

  it("show Comanda's default mark when the company has no picture (or one that is no web address)", () => {
    for (const picture of [null, "", "javascript:alert(1)", "logos/c1.png"]) {
      const html = newOrderMail(input("en", "Bar Ana", picture)).html;
      expect(html).not.toContain("<img");
      expect(html).toContain(`<div role="img" aria-label="Bar Ana"`);
    }
  });

  it(`escape a restaurant named ${NASTY} everywhere in the HTML and keep it as it is in the text`, () => {
    for (const build of Object.values(ORDER_MAILS)) {
      const mail = build(input("en", NASTY));
      expect(mail.html).not.toContain("<b>Tom");
      expect(mail.html).not.toContain("Jerry's");
      expect(mail.html).toContain(`alt="&lt;b&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;"`);
      expect(mail.html).toContain(">&lt;b&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;</td>");
      expect(mail.text.split("\n")[0]).toBe(NASTY);
    }
    expect(newOrderMail(input("en", NASTY)).text).toContain(`${NASTY} received a new order #7.`);
  });
});

describe("Comanda's own mails", () => {
  const url = "https://admin.comanda.app/admin/login?mode=verifyEmail&oobCode=abc";

  it("carry Comanda's name and mark, in the reader's language, with both parts", () => {
    for (const mail of [verificationMail("fr", { name: "Zoé", url }), passwordResetMail("fr", { name: "Zoé", url })]) {
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
      expect(mail.html).toContain(`<div role="img" aria-label="Comanda"`);
      expect(mail.html).toContain(">Comanda</td>");
      expect(mail.text).toContain("Bonjour Zoé,");
      expect(mail.html).toContain("Bonjour Zoé,");
    }
    const pause = pauseMail("ca", { errorCount: 5, lastError: "<x>", url: "https://admin.comanda.app/admin/settings/taxes" });
    expect(pause.html).toMatch(/<html lang="ca">/);
    expect(pause.html).toContain("&lt;x&gt;");
  });
});

describe("layout", () => {
  it("takes only web addresses as logos", () => {
    expect(mailLogoUrl(" https://x.test/l.png ")).toBe("https://x.test/l.png");
    expect(mailLogoUrl("http://127.0.0.1:5001/demo/uploads/l.png")).toBe("http://127.0.0.1:5001/demo/uploads/l.png");
    expect(mailLogoUrl("data:image/png;base64,AA")).toBeNull();
    expect(mailLogoUrl(undefined)).toBeNull();
  });

  it("leaves the name out of the header when the company has none yet, keeping the mark", () => {
    expect(brandHeader({ name: "", logoUrl: null })).not.toContain("<td style=\"padding-left");
    expect(brandHeader({ name: "", logoUrl: null })).toContain(`aria-label="Comanda"`);
    expect(htmlMail("zh", "主题 & <x>", COMANDA_BRAND, "<p>body</p>")).toContain("<title>主题 &amp; &lt;x&gt;</title>");
  });
});
