import { describe, expect, it } from "vitest";
import { normalizeContentLink } from "./links";

describe("normalizeContentLink", () => {
  it("accepts http and https as the editor's link rule does", () => {
    expect(normalizeContentLink("HTTPS://Casa.example.com/Menu")).toEqual({ ok: true, href: "https://casa.example.com/Menu" });
    expect(normalizeContentLink("casa.example.com")).toEqual({ ok: true, href: "https://casa.example.com" });
  });

  it("accepts mailto with an address and tel with a phone number, the scheme lower-cased and the number compacted", () => {
    expect(normalizeContentLink("MAILTO:hola@casa.example.com?subject=Mesa")).toEqual({ ok: true, href: "mailto:hola@casa.example.com?subject=Mesa" });
    expect(normalizeContentLink("Tel:+34 (93) 600-11.22")).toEqual({ ok: true, href: "tel:+349360011" + "22" });
  });

  it("refuses other schemes and malformed mailto and tel links", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,x", "vbscript:x", "ftp://e.com", "mailto:", "mailto:javascript:alert(1)", 'mailto:a@e.com"x', "tel:abc", "tel:+1<script>"]) {
      expect(normalizeContentLink(href).ok, href).toBe(false);
    }
  });

  it("refuses an address longer than a link may be", () => {
    expect(normalizeContentLink(`https://e.com/${"a".repeat(2048)}`)).toEqual({ ok: false, code: "link-invalid" });
  });
});
