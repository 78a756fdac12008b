import { describe, expect, it, vi } from "vitest";
import { PrintingMailer, linksOf, type Mail, type Mailer } from "./mailer";

const mail: Mail = {
  to: "ana@example.com",
  message: {
    subject: "Confirm your e-mail address for Comanda",
    html: "<a href=\"http://127.0.0.1:5173/admin/login?mode=verifyEmail&amp;oobCode=abc\">Confirm</a>",
    text: "Hello Ana,\nconfirm here: http://127.0.0.1:5173/admin/login?mode=verifyEmail&oobCode=abc-123_X.\nOr (http://127.0.0.1:5173/admin/login?mode=verifyEmail&oobCode=abc-123_X.) again; see https://comanda.test/help",
  },
};

describe("PrintingMailer (the emulators' outbox)", () => {
  it("stores the mail as before and prints its subject and each link once", async () => {
    const stored: Mail[] = [];
    const inner: Mailer = { send: async (m) => void stored.push(m) };
    const print = vi.fn();
    await new PrintingMailer(inner, print).send(mail);
    expect(stored).toEqual([mail]);
    expect(print).toHaveBeenCalledWith({
      to: "ana@example.com",
      subject: "Confirm your e-mail address for Comanda",
      links: ["http://127.0.0.1:5173/admin/login?mode=verifyEmail&oobCode=abc-123_X", "https://comanda.test/help"],
    });
  });

  it("prints nothing when storing the mail fails", async () => {
    const print = vi.fn();
    const failing: Mailer = { send: async () => Promise.reject(new Error("firestore down")) };
    await expect(new PrintingMailer(failing, print).send(mail)).rejects.toThrow("firestore down");
    expect(print).not.toHaveBeenCalled();
  });
});

describe("linksOf", () => {
  it("finds no link in a text without one", () => {
    expect(linksOf("Your order 12 is ready.")).toEqual([]);
  });
});
