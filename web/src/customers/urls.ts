// The customers screens' paths (rows of shared/src/routes.ts).
export const CUSTOMERS_PATH = "/customers";
export const NEW_CUSTOMER_PATH = "/customers/new";
export const customerEditPath = (id: string) => `/customers/${encodeURIComponent(id)}/edit`;
