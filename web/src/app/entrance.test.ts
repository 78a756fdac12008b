import { describe, expect, it } from "vitest";
import type { User } from "firebase/auth";
import { principalFromClaims } from "@comanda/shared";
import type { Session } from "../data/session";
import { publicScreenAt, showsPublicPage } from "./entrance";

const anonymous: Session = { status: "anonymous", user: null, principal: null };
const loading: Session = { status: "loading", user: null, principal: null };
const owner: Session = { status: "signedIn", user: { uid: "u1" } as User, principal: principalFromClaims("u1", { companyId: "u1", permissions: [] }) };

describe("which part of the admin shows a location", () => {
  it("knows the public pages and nothing else", () => {
    expect(["/login", "/token-login", "/forgot-password", "/reset-password", "/registration"].map(publicScreenAt)).toEqual(["login", "tokenLogin", "forgotPassword", "resetPassword", "registration"]);
    expect(publicScreenAt("/privacy")).toBeNull();
    expect(publicScreenAt("/orders/list")).toBeNull();
    expect(publicScreenAt("/nowhere")).toBeNull();
  });

  it("shows the public pages to a signed-out visitor, but not before the session is known", () => {
    expect(showsPublicPage("/login", "?redirect=%2Forders", anonymous)).toBe(true);
    expect(showsPublicPage("/registration", "", anonymous)).toBe(true);
    expect(showsPublicPage("/login", "", loading)).toBe(false);
    expect(showsPublicPage("/orders/list", "", anonymous)).toBe(false);
  });

  it("hands a signed-in user on the login page to the signed-in admin (the guard sends them on) but keeps the other public pages", () => {
    expect(showsPublicPage("/login", "?redirect=%2Forders%2Flist", owner)).toBe(false);
    expect(showsPublicPage("/token-login", "?token=t", owner)).toBe(true);
    expect(showsPublicPage("/reset-password", "?oobCode=c", owner)).toBe(true);
  });
});
