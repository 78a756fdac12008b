// The pause e-mail's texts: every language, the count and the error filled in, nothing of the error unescaped.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@comanda/shared";
import { PAUSE_MAIL_TEXTS, pauseMail, taxSettingsUrl } from "./pauseMail";

const input = { errorCount: 5, lastError: '4104: <b>"Error"</b> & more', url: taxSettingsUrl("https://app.comanda.test") };

describe("pauseMail", () => {
  it.each(LANGUAGES)("in %s: a subject of its own, the count, the last error and the tax settings' address", (language) => {
    const mail = pauseMail(language, input);
    expect(mail.subject).toBe(PAUSE_MAIL_TEXTS[language].subject);
    expect(mail.text).toContain("5");
    expect(mail.text).not.toContain("{count}");
    expect(mail.text).toContain(input.lastError);
    expect(mail.text).toContain("https://app.comanda.test/admin/settings/taxes");
    expect(mail.html).toContain('href="https://app.comanda.test/admin/settings/taxes"');
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;b&gt;");
  });

  it("is really translated: no two languages share a subject or an action", () => {
    const subjects = LANGUAGES.map((l) => PAUSE_MAIL_TEXTS[l].subject);
    const actions = LANGUAGES.map((l) => PAUSE_MAIL_TEXTS[l].action);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    expect(new Set(actions).size).toBe(LANGUAGES.length);
  });
});
