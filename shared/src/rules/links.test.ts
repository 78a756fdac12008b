import { describe, expect, it } from "vitest";
import { BLOCKED_LINK_HOSTS, normalizeLink } from "./links";

describe("normalizeLink", () => {
  it("adds https to a link without a scheme", () => {
    expect(normalizeLink("example.com/menu")).toEqual({ ok: true, href: "https://example.com/menu" });
  });
  it("keeps an http link as http", () => {
    expect(normalizeLink("http://example.com")).toEqual({ ok: true, href: "http://example.com" });
  });
  it("keeps an https link with port, query and fragment", () => {
    expect(normalizeLink(" https://shop.example.es:8443/a?b=1#c ")).toEqual({ ok: true, href: "https://shop.example.es:8443/a?b=1#c" });
  });
  it("lowercases the scheme and the host but not the path", () => {
    expect(normalizeLink("HTTPS://Example.COM/Menu")).toEqual({ ok: true, href: "https://example.com/Menu" });
  });
  it("reads a host with a port and no scheme as a host", () => {
    expect(normalizeLink("example.com:8080/x")).toEqual({ ok: true, href: "https://example.com:8080/x" });
  });
  it("completes a protocol-relative link with https", () => {
    expect(normalizeLink("//example.com")).toEqual({ ok: true, href: "https://example.com" });
  });
  it("accepts an internationalised host", () => {
    expect(normalizeLink("münchen.de")).toEqual({ ok: true, href: "https://münchen.de" });
  });

  it.each(["ftp://example.com/file", "file:///etc/passwd", "mailto:owner@example.com", "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,hi", "tel:+34600000000"])(
    "refuses the scheme of %j",
    (input) => {
      expect(normalizeLink(input)).toEqual({ ok: false, code: "link-protocol" });
    },
  );

  it.each(["http://localhost:3000", "localhost", "https://127.0.0.1/admin", "http://[::1]/", "http://169.254.169.254/latest", "https://api.localhost/x"])(
    "refuses the blocked host of %j",
    (input) => {
      expect(normalizeLink(input)).toEqual({ ok: false, code: "link-blocked-host" });
    },
  );

  it("blocks every host of the list", () => {
    for (const host of BLOCKED_LINK_HOSTS) expect(normalizeLink(`https://${host}/`)).toEqual({ ok: false, code: "link-blocked-host" });
  });

  it.each(["", "   ", "https://", "https:example.com", "http://exa mple.com", "https://bank.com@evil.com", "example", "https://example.com:99999", "https://-bad-.com", "https://example.c"])(
    "refuses %j as invalid",
    (input) => {
      expect(normalizeLink(input)).toEqual({ ok: false, code: "link-invalid" });
    },
  );
});
