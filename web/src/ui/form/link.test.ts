import { describe, expect, it } from "vitest";
import { normalizeLink } from "./link";

describe("normalizeLink", () => {
  it("adds https when no scheme is given", () => expect(normalizeLink("shop.example.com/menu")).toEqual({ ok: true, url: "https://shop.example.com/menu" }));
  it("keeps an http link", () => expect(normalizeLink("http://example.com")).toEqual({ ok: true, url: "http://example.com" }));
  it("keeps an https link", () => expect(normalizeLink(" https://example.com/a?b=1 ")).toEqual({ ok: true, url: "https://example.com/a?b=1" }));
  it("reads a host with a port as a host, not a scheme", () => expect(normalizeLink("example.com:8080/x")).toEqual({ ok: true, url: "https://example.com:8080/x" }));
  it.each(["ftp://example.com/file", "file:///etc/passwd", "mailto:someone@example.com", "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,hi"])("refuses %s", (link) =>
    expect(normalizeLink(link)).toEqual({ ok: false, code: "link-protocol" }),
  );
  it.each(["localhost:3000", "http://127.0.0.1/admin", "https://192.168.1.10", "https://api.localhost"])("refuses the blocked host of %s", (link) =>
    expect(normalizeLink(link)).toEqual({ ok: false, code: "link-blocked-host" }),
  );
  it("refuses an empty link", () => expect(normalizeLink("  ")).toEqual({ ok: false, code: "link-invalid" }));
  it("refuses a host without a domain", () => expect(normalizeLink("https://intranet")).toEqual({ ok: false, code: "link-invalid" }));
  it("refuses credentials in the address", () => expect(normalizeLink("https://user:pw@example.com")).toEqual({ ok: false, code: "link-invalid" }));
});
