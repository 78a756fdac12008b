// Permissions of spec §6 and the principal derived from a user's token claims.

export const PERMISSIONS = [
  "owner",
  "statistics",
  "orders",
  "content",
  "products",
  "accounts",
  "zones",
  "customers",
  "settings",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: unknown): value is Permission {
  return typeof value === "string" && (PERMISSIONS as readonly string[]).includes(value);
}

/** The custom claims the server sets on a user's ID token. */
export interface CompanyClaims {
  companyId?: unknown;
  permissions?: unknown;
  owner?: unknown;
}

/** Who is acting: the signed-in user, their company and what they may do. */
export interface Principal {
  uid: string;
  companyId: string;
  owner: boolean;
  permissions: Permission[];
}

/**
 * Turns a user id and token claims into a principal. The company id comes from the claim, otherwise
 * the user's own id; the company owner (user id equals company id) always holds owner (spec §2, §6).
 */
export function principalFromClaims(uid: string, claims: CompanyClaims): Principal {
  const companyId = typeof claims.companyId === "string" && claims.companyId ? claims.companyId : uid;
  const listed = Array.isArray(claims.permissions) ? claims.permissions.filter(isPermission) : [];
  const owner = uid === companyId || claims.owner === true;
  const permissions = Array.from(new Set<Permission>(owner ? ["owner", ...listed] : listed.filter((p) => p !== "owner")));
  return { uid, companyId, owner, permissions };
}

/** A route or call needs any one of its listed permissions; owner always passes; an empty list needs none. */
export function hasAnyPermission(held: readonly Permission[], required: readonly Permission[]): boolean {
  if (required.length === 0) return true;
  if (held.includes("owner")) return true;
  return required.some((p) => held.includes(p));
}
