// How the signed-in shell tells the login page that a QR-code login ended because its access right was
// withdrawn (deleted, or its code replaced): a mark in the history entry, so a reload still says why, and the
// same mark left in the tab's session storage for a login page that another router shows (once signed out,
// the public pages' own router may take over before the shell's navigation lands).

export const ACCESS_WITHDRAWN_STATE = { accessWithdrawn: true } as const;

const STORAGE_KEY = "comanda.accessWithdrawn";

/** Whether the history state of the login page carries the mark. */
export function isAccessWithdrawn(state: unknown): boolean {
  return (state as { accessWithdrawn?: unknown } | null)?.accessWithdrawn === true;
}

/** Leaves the mark for the next login page of this tab. */
export function markAccessWithdrawn(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, "1");
  } catch {
    // No storage (private mode): the history state still carries it.
  }
}

/** Whether the mark was left for this tab (it stays until forgetAccessWithdrawn). */
export function accessWithdrawnLeft(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/** The login page has said it: the next visit does not again. */
export function forgetAccessWithdrawn(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
