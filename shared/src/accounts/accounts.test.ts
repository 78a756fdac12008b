import { describe, expect, it } from "vitest";
import { principalFromClaims } from "../permissions";
import { canManageAccount, isOwnerAccountId, parseQrLoginToken, qrLoginToken, qrLoginUrl } from "./index";

const SECRET = "AbCdEfGhIjKlMnOpQrStUvWxYz012-_9";
const owner = principalFromClaims("company-a", {});
const staff = (...permissions: string[]) => principalFromClaims("staff-1", { companyId: "company-a", permissions });

describe("qrLoginUrl", () => {
  it("is the admin's token-login address with the account id and the secret", () => {
    expect(qrLoginUrl("https://app.comanda.example", "acc1", SECRET)).toBe(`https://app.comanda.example/admin/token-login?token=acc1.${SECRET}`);
  });

  it("does not double the slash of an origin given with one", () => {
    expect(qrLoginUrl("http://localhost:5173/", "acc1", SECRET)).toBe(`http://localhost:5173/admin/token-login?token=acc1.${SECRET}`);
  });

  it("holds a token the exchange reads back", () => {
    const url = qrLoginUrl("https://app.comanda.example", "Xy9_acc-1", SECRET);
    expect(parseQrLoginToken(decodeURIComponent(url.split("?token=")[1] ?? ""))).toEqual({ accountId: "Xy9_acc-1", secret: SECRET });
  });
});

describe("parseQrLoginToken", () => {
  it("splits a token at its dot", () => {
    expect(parseQrLoginToken(qrLoginToken("acc1", SECRET))).toEqual({ accountId: "acc1", secret: SECRET });
  });

  it.each([
    ["no dot", `acc1${SECRET}`],
    ["no account id", `.${SECRET}`],
    ["a short secret", "acc1.abc"],
    ["a long secret", `acc1.${SECRET}x`],
    ["a second dot", `acc1.${SECRET.slice(0, 31)}.`],
    ["a slash in the id", `acc/1.${SECRET}`],
    ["an empty string", ""],
  ])("refuses %s", (_name, token) => {
    expect(parseQrLoginToken(token)).toBeNull();
  });
});

describe("canManageAccount", () => {
  it("lets the owner give any staff permission", () => {
    expect(canManageAccount(owner, ["orders", "settings", "accounts", "customers"])).toBe(true);
  });

  it("lets staff with accounts give what they hold themselves", () => {
    expect(canManageAccount(staff("accounts", "orders", "products"), ["orders", "products"])).toBe(true);
    expect(canManageAccount(staff("accounts", "orders"), [])).toBe(true);
  });

  it("refuses staff a permission they do not hold", () => {
    expect(canManageAccount(staff("accounts", "orders"), ["orders", "settings"])).toBe(false);
  });

  it("refuses staff without accounts, whatever the permissions", () => {
    expect(canManageAccount(staff("orders", "settings"), ["orders"])).toBe(false);
  });

  it("never lets staff grant owner, even one whose token lists it", () => {
    const listed = staff("accounts", "owner", "orders");
    expect(listed.owner).toBe(false);
    expect(canManageAccount(listed, ["owner" as never])).toBe(false);
  });
});

describe("isOwnerAccountId", () => {
  it("is the company's own id", () => {
    expect(isOwnerAccountId("company-a", "company-a")).toBe(true);
    expect(isOwnerAccountId("company-a", "staff-1")).toBe(false);
  });
});
