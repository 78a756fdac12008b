// Bodies and answers of the customer calls (spec §2 customers list and editor, §3 Customer and Address,
// §5 'This email is already in use'). Customers are written through /api only: the e-mail is unique in the
// company (claimed in customerEmails in the same transaction) and the displayed categories, pages and posts
// must be the company's.
import type { SchemaObject } from "ajv";
import type { CustomerData } from "../entities/customer";
import { addressSchema } from "../entities/address";
import { booleanSchema, emailSchema, idListSchema, localizedTextSchema, nameSchema, nullable, objectSchema, textSchema } from "../entities/common";

/** Bounds the editor and the import share with the server. */
export const CUSTOMER_LIMITS = {
  phoneLength: 40,
  maxAddresses: 50,
  /** Rows of one import (the body stays under the API's 1 MB). */
  maxImportRows: 2000,
} as const;

/**
 * POST /api/customers/{id?} (owner or `customers`): creates (no id, 201) or replaces a customer. Every field of
 * §3 but the company. Refusals: 409 email-already-in-use when another customer of the company has the e-mail
 * (compared trimmed and without case); field errors of customerErrors (shared/src/customers/rules.ts), and
 * displayedCategories / displayedPages / displayedStories "category-not-found" / "page-not-found" /
 * "story-not-found" for an id that is not the company's.
 */
export type SaveCustomerRequest = Omit<CustomerData, "companyId">;

export const saveCustomerSchema: SchemaObject = objectSchema(
  {
    name: nameSchema,
    email: emailSchema,
    phone: nullable({ type: "string", maxLength: CUSTOMER_LIMITS.phoneLength }),
    internalNote: textSchema,
    welcomeText: localizedTextSchema,
    orderOptionsNotice: localizedTextSchema,
    checkoutNotice: localizedTextSchema,
    displayedCategories: nullable(idListSchema),
    displayedPages: nullable(idListSchema),
    displayedStories: nullable(idListSchema),
    enableDiscounts: booleanSchema,
    enabled: booleanSchema,
    addresses: { type: "array", items: addressSchema, maxItems: CUSTOMER_LIMITS.maxAddresses },
    preventAddressChange: booleanSchema,
  },
  ["name", "email", "enabled", "addresses"],
);

export interface SaveCustomerAnswer {
  id: string;
}

/**
 * POST /api/customers/import (owner or `customers`): the rows of a CSV file, parsed and mapped by the admin
 * (shared/src/customers/csv.ts customerImportRow), all saved as new customers, or none. Every row is checked
 * like a single save; a refusal is a `validation` answer whose fields are keyed by row, `customers.N.field`
 * (N from 0), with "email-already-in-use" for an e-mail another customer of the company holds and
 * "email-duplicate-in-file" for an e-mail an earlier row of the same file has. With `dryRun` the rows are
 * only checked (the admin's preview): the same refusal, or 200 with ImportCustomersCheckAnswer, nothing saved.
 */
export interface ImportCustomersRequest {
  customers: SaveCustomerRequest[];
  dryRun?: boolean;
}

export const importCustomersSchema: SchemaObject = objectSchema(
  { customers: { type: "array", items: saveCustomerSchema, minItems: 1, maxItems: CUSTOMER_LIMITS.maxImportRows }, dryRun: booleanSchema },
  ["customers"],
);

/** The answer of a dry run that found nothing wrong: how many rows would be imported. */
export interface ImportCustomersCheckAnswer {
  checked: number;
}

export interface ImportCustomersAnswer {
  /** The new customers' ids, in the order of the rows. */
  ids: string[];
}
