// Which messages the screens before login need: the catalogue's core part (see web/vite.config.ts).
// The rest of the catalogue loads right after the first paint.
export const CORE_MESSAGE_PREFIXES: readonly string[] = ["app.", "auth.", "error.", "ui.", "new-"];

/** Folders whose screens and components show before login; every message they define must be core. */
export const CORE_SOURCE_GLOBS: readonly string[] = ["web/src/auth/**/*.{ts,tsx}", "web/src/ui/**/*.{ts,tsx}", "web/src/i18n/**/*.{ts,tsx}", "web/src/app/*.{ts,tsx}"];

/**
 * Error texts of calls made only after login (catalogue, orders, zones): defined with the other error
 * texts in i18n/errors.ts, but in the rest part, so that the login page does not load them.
 */
export const AFTER_LOGIN_ERROR_PREFIX = "error.domain.";

export function isCoreMessage(id: string): boolean {
  return !id.startsWith(AFTER_LOGIN_ERROR_PREFIX) && CORE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));
}
