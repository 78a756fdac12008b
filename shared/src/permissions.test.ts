import { describe, expect, it } from "vitest";
import { hasAnyPermission, isPermission, principalFromClaims } from "./permissions";

describe("principalFromClaims", () => {
  it("makes the user whose id equals the company id the owner", () => {
    expect(principalFromClaims("c1", { companyId: "c1" })).toEqual({ uid: "c1", companyId: "c1", owner: true, permissions: ["owner"] });
  });
  it("makes the company owner the owner even when the owner claim says false", () => {
    expect(principalFromClaims("c1", { companyId: "c1", owner: false }).owner).toBe(true);
  });
  it("takes the company id from the user id when the claim is missing", () => {
    expect(principalFromClaims("u1", {})).toMatchObject({ companyId: "u1", owner: true });
  });
  it("takes the company id from the user id when the claim is empty or not text", () => {
    expect(principalFromClaims("u1", { companyId: "" }).companyId).toBe("u1");
    expect(principalFromClaims("u1", { companyId: 42 }).companyId).toBe("u1");
  });
  it("gives staff the permissions listed in their token", () => {
    expect(principalFromClaims("s1", { companyId: "c1", permissions: ["orders", "products"] })).toEqual({ uid: "s1", companyId: "c1", owner: false, permissions: ["orders", "products"] });
  });
  it("does not let staff claim owner through the permissions list", () => {
    const principal = principalFromClaims("s1", { companyId: "c1", permissions: ["owner", "orders"], owner: false });
    expect(principal.owner).toBe(false);
    expect(principal.permissions).toEqual(["orders"]);
  });
  it("does not take an owner claim that is merely truthy", () => {
    expect(principalFromClaims("s1", { companyId: "c1", owner: "true" }).owner).toBe(false);
  });
  it("makes a user with the owner claim set to true the owner", () => {
    expect(principalFromClaims("s1", { companyId: "c1", owner: true, permissions: ["orders"] })).toMatchObject({ owner: true, permissions: ["owner", "orders"] });
  });
  it("drops unknown and duplicated permissions", () => {
    expect(principalFromClaims("s1", { companyId: "c1", permissions: ["orders", "admin", 7, "orders"] }).permissions).toEqual(["orders"]);
  });
  it("gives no permissions when the claim is not a list", () => {
    expect(principalFromClaims("s1", { companyId: "c1", permissions: "orders" }).permissions).toEqual([]);
  });
});

describe("hasAnyPermission", () => {
  it("passes when one of the required permissions is held", () => {
    expect(hasAnyPermission(["orders"], ["owner", "orders"])).toBe(true);
  });
  it("fails when none is held", () => {
    expect(hasAnyPermission(["orders"], ["settings"])).toBe(false);
  });
  it("always passes the owner", () => {
    expect(hasAnyPermission(["owner"], ["settings"])).toBe(true);
  });
  it("passes anyone when nothing is required", () => {
    expect(hasAnyPermission([], [])).toBe(true);
  });
});

describe("isPermission", () => {
  it("accepts the nine permissions only", () => {
    expect(["owner", "statistics", "orders", "content", "products", "accounts", "zones", "customers", "settings"].every(isPermission)).toBe(true);
    expect(isPermission("discounts")).toBe(false);
    expect(isPermission(undefined)).toBe(false);
  });
});
