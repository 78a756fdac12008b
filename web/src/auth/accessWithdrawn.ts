// How the signed-in shell tells the login page that a QR-code login ended because its access right was
// withdrawn (deleted, or its code replaced): a mark in the history entry, so a reload still says why.

export const ACCESS_WITHDRAWN_STATE = { accessWithdrawn: true } as const;

/** Whether the history state of the login page carries the mark. */
export function isAccessWithdrawn(state: unknown): boolean {
  return (state as { accessWithdrawn?: unknown } | null)?.accessWithdrawn === true;
}
