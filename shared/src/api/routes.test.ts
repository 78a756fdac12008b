import { describe, expect, it } from "vitest";
import { API_ROUTES, apiAccessAllows, apiPath, isPossibleDocumentId, matchApiRoute } from "./routes";

describe("matchApiRoute", () => {
  it("finds a route by method and path", () => {
    const m = matchApiRoute("POST", "/registration");
    expect(m.kind === "match" && m.id).toBe("registration");
  });

  it("accepts a trailing slash, as spec §7 writes some paths", () => {
    const m = matchApiRoute("POST", "/create-profile-picture-uploadlink/");
    expect(m.kind === "match" && m.id).toBe("createProfilePictureUploadLink");
  });

  it("reads a path parameter, decoded", () => {
    const m = matchApiRoute("PUT", "/local-uploads/abc%20def");
    expect(m.kind === "match" && m.params).toEqual({ token: "abc def" });
  });

  it("tells a known path called with another method apart from an unknown path", () => {
    expect(matchApiRoute("GET", "/registration")).toEqual({ kind: "method-not-allowed", allowed: ["POST"] });
    expect(matchApiRoute("POST", "/nothing-here")).toEqual({ kind: "not-found" });
  });

  it("answers HEAD like GET", () => {
    const m = matchApiRoute("HEAD", "/system/apps");
    expect(m.kind === "match" && m.id).toBe("systemApps");
  });

  it("does not match a longer path", () => {
    expect(matchApiRoute("POST", "/me/extra").kind).toBe("not-found");
  });

  it("treats a parameter no document can have as not found", () => {
    for (const odd of ["__proto__", "__name__", "..", ".", "a%2Fb", "%2E%2E", "x".repeat(1501)]) {
      expect(matchApiRoute("DELETE", `/products/${odd}`).kind, odd).toBe("not-found");
    }
    expect(matchApiRoute("DELETE", "/products/constructor")).toMatchObject({ kind: "match", params: { id: "constructor" } });
    expect(matchApiRoute("DELETE", "/products/__proto")).toMatchObject({ kind: "match", params: { id: "__proto" } });
    expect(isPossibleDocumentId("é".repeat(750))).toBe(true);
    expect(isPossibleDocumentId("é".repeat(751))).toBe(false);
  });

  it("treats a malformed escape in a parameter as not found", () => {
    expect(matchApiRoute("GET", "/local-uploads/%E0%A4%A").kind).toBe("not-found");
  });
});

describe("the printer routes", () => {
  const matched = (method: string, path: string) => {
    const m = matchApiRoute(method, path);
    return m.kind === "match" ? { id: m.id, params: m.params } : m.kind;
  };

  it("tell a new printer, a saved one, its new secret and its deletion apart", () => {
    expect(matched("POST", "/printers")).toEqual({ id: "savePrinter", params: {} });
    expect(matched("POST", "/printers/p1")).toEqual({ id: "savePrinter", params: { id: "p1" } });
    // "secret" is the action, not a printer called secret.
    expect(matched("POST", "/printers/p1/secret")).toEqual({ id: "regeneratePrinterSecret", params: { id: "p1" } });
    expect(matched("DELETE", "/printers/p1")).toEqual({ id: "deletePrinter", params: { id: "p1" } });
    expect(matched("DELETE", "/printers")).toBe("method-not-allowed");
  });

  it("tell the QR-login exchange, a new access right, a saved one, its new code and its deletion apart", () => {
    // "qr-login" is the exchange, not an access right called qr-login; anyone may call it.
    expect(matched("POST", "/accounts/qr-login")).toEqual({ id: "qrLogin", params: {} });
    expect(API_ROUTES.qrLogin.access).toBe("none");
    expect(matched("POST", "/accounts")).toEqual({ id: "saveAccount", params: {} });
    expect(matched("POST", "/accounts/a1")).toEqual({ id: "saveAccount", params: { id: "a1" } });
    expect(matched("POST", "/accounts/a1/qr-code")).toEqual({ id: "regenerateAccountQrCode", params: { id: "a1" } });
    expect(matched("DELETE", "/accounts/a1")).toEqual({ id: "deleteStaffAccount", params: { id: "a1" } });
    for (const id of ["saveAccount", "deleteStaffAccount", "regenerateAccountQrCode"] as const) {
      expect(apiAccessAllows(API_ROUTES[id].access, ["accounts"])).toBe(true);
      expect(apiAccessAllows(API_ROUTES[id].access, ["orders", "settings", "customers"])).toBe(false);
    }
  });

  it("cancel and print again a job, for staff with settings or orders", () => {
    expect(matched("POST", "/print-jobs/j1/cancel")).toEqual({ id: "cancelPrintJob", params: { id: "j1" } });
    expect(matched("POST", "/print-jobs/j1/print-again")).toEqual({ id: "printJobAgain", params: { id: "j1" } });
    for (const id of ["cancelPrintJob", "printJobAgain"] as const) {
      expect(apiAccessAllows(API_ROUTES[id].access, ["orders"])).toBe(true);
      expect(apiAccessAllows(API_ROUTES[id].access, ["settings"])).toBe(true);
      expect(apiAccessAllows(API_ROUTES[id].access, ["products"])).toBe(false);
    }
    for (const id of ["savePrinter", "deletePrinter", "regeneratePrinterSecret"] as const) {
      expect(apiAccessAllows(API_ROUTES[id].access, ["orders"])).toBe(false);
      expect(apiAccessAllows(API_ROUTES[id].access, ["settings"])).toBe(true);
    }
  });
});

describe("apiPath", () => {
  it("prefixes /api", () => {
    expect(apiPath("deleteAccount")).toBe("/api/deleteAccount");
  });

  it("fills and encodes parameters", () => {
    expect(apiPath("localUploadGet", { file: "a b.png" })).toBe("/api/local-uploads/a%20b.png");
  });

  it("refuses a missing parameter", () => {
    expect(() => apiPath("localUploadPut")).toThrow(/token/);
  });
});

describe("apiAccessAllows", () => {
  it("lets anyone call an open route", () => {
    expect(apiAccessAllows("none", null)).toBe(true);
  });

  it("needs a signed-in caller for auth routes", () => {
    expect(apiAccessAllows("auth", null)).toBe(false);
    expect(apiAccessAllows("auth", [])).toBe(true);
  });

  it("needs one of the listed permissions, owner always passing", () => {
    expect(apiAccessAllows(["owner"], ["orders", "settings"])).toBe(false);
    expect(apiAccessAllows(["products"], ["owner"])).toBe(true);
    expect(apiAccessAllows(["products", "orders"], ["orders"])).toBe(true);
  });
});
