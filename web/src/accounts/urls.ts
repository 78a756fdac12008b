// The access-rights screens' paths (rows of shared/src/routes.ts).
export const ACCOUNTS_PATH = "/accounts";
export const NEW_ACCOUNT_PATH = "/menu/accounts/new";
export const accountEditPath = (id: string) => `/accounts/${encodeURIComponent(id)}/edit`;
