import { LANGUAGES } from "@comanda/shared";
import { describe, expect, it } from "vitest";
import { passwordResetMail, verificationMail } from "./accountMails";
import { oobCodeOf, resetPasswordUrl, verifyEmailUrl } from "./links";
import { ACCOUNT_MAIL_TEXTS } from "./texts";

describe("account mail texts", () => {
  it("exist in every language, none empty", () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(ACCOUNT_MAIL_TEXTS[language])) expect(text.trim(), `${language}.${key}`).not.toBe("");
    }
  });

  it("are translated, not copied from English", () => {
    for (const language of LANGUAGES.filter((l) => l !== "en")) {
      expect(ACCOUNT_MAIL_TEXTS[language].verifySubject, language).not.toBe(ACCOUNT_MAIL_TEXTS.en.verifySubject);
      expect(ACCOUNT_MAIL_TEXTS[language].resetBody, language).not.toBe(ACCOUNT_MAIL_TEXTS.en.resetBody);
    }
  });

  it("greet with the name only where the text has a place for it", () => {
    for (const language of LANGUAGES) expect(ACCOUNT_MAIL_TEXTS[language].greetingWithName).toContain("{name}");
  });
});

describe("verificationMail", () => {
  const url = "https://admin.example.com/admin/login?mode=verifyEmail&oobCode=abc";

  it("carries the link in the text and the HTML", () => {
    const mail = verificationMail("es", { name: "Ana", url });
    expect(mail.subject).toBe("Confirma tu dirección de correo electrónico para Comanda");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('href="https://admin.example.com/admin/login?mode=verifyEmail&amp;oobCode=abc"');
    expect(mail.text.startsWith("Hola, Ana:")).toBe(true);
  });

  it("escapes the name in the HTML", () => {
    const mail = verificationMail("en", { name: "<b>Eve</b>", url });
    expect(mail.html).toContain("Hello &lt;b&gt;Eve&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>Eve");
  });

  it("greets without a name when none is known", () => {
    expect(passwordResetMail("de", { name: null, url }).text.startsWith("Hallo,\n")).toBe(true);
  });
});

describe("links", () => {
  it("take the oobCode out of an Admin SDK action link", () => {
    expect(oobCodeOf("http://127.0.0.1:9099/emulator/action?mode=verifyEmail&lang=en&oobCode=XyZ-1&apiKey=fake-api-key")).toBe("XyZ-1");
  });

  it("refuse an action link without a code", () => {
    expect(() => oobCodeOf("https://example.com/action?mode=resetPassword")).toThrow(/oobCode/);
  });

  it("point into the admin's own screens", () => {
    expect(verifyEmailUrl("http://127.0.0.1:5173", "a/b")).toBe("http://127.0.0.1:5173/admin/login?mode=verifyEmail&oobCode=a%2Fb");
    expect(resetPasswordUrl("https://admin.example.com", "c")).toBe("https://admin.example.com/admin/reset-password?oobCode=c");
  });
});
