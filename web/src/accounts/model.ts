// The access-right editor's form and what it may change (spec §6): the permission toggles in the order the
// editor shows them, the form values, the API body, and which toggles the acting user may switch.
import { canManageAccount, type Account, type Principal, type SaveAccountRequest, type StaffPermission } from "@comanda/shared";

/**
 * The toggles of spec §6, in this order. "products" is the product catalogue with its discounts (the spec's
 * separate "discounts" toggle is part of it here); "customers" is added, which the spec's list omits.
 */
export const PERMISSION_TOGGLES: readonly StaffPermission[] = ["orders", "products", "content", "statistics", "accounts", "zones", "customers", "settings"];

export interface AccountFormValues {
  name: string;
  note: string;
  permissions: Record<StaffPermission, boolean>;
}

function toggles(held: readonly StaffPermission[]): Record<StaffPermission, boolean> {
  const out = {} as Record<StaffPermission, boolean>;
  for (const p of PERMISSION_TOGGLES) out[p] = held.includes(p);
  return out;
}

export function newAccountValues(): AccountFormValues {
  return { name: "", note: "", permissions: toggles([]) };
}

export function accountToFormValues(account: Pick<Account, "name" | "note" | "permissions">): AccountFormValues {
  return { name: account.name ?? "", note: account.note ?? "", permissions: toggles(account.permissions ?? []) };
}

/** The POST /api/accounts body: the switched-on permissions in the editor's order. */
export function formValuesToRequest(values: AccountFormValues): SaveAccountRequest {
  const note = values.note.trim();
  return {
    name: values.name.trim(),
    ...(note ? { note } : {}),
    permissions: PERMISSION_TOGGLES.filter((p) => values.permissions?.[p] === true),
  };
}

/** The toggles the actor may not switch: staff grant only what they hold themselves (the owner, everything). */
export function lockedPermissions(actor: Principal): ReadonlySet<StaffPermission> {
  return new Set(PERMISSION_TOGGLES.filter((p) => !canManageAccount(actor, [p])));
}

/** Whether the actor may edit or delete an access right holding `permissions` (the server answers 403 otherwise). */
export function mayManage(actor: Principal, permissions: readonly StaffPermission[]): boolean {
  return canManageAccount(actor, permissions);
}
