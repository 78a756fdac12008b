// A known customer of the shop (collection customers); the internal note is never shown to them.
import type { LocalizedText } from "../languages";
import { addressSchema, type Address } from "./address";
import { booleanSchema, emailSchema, idListSchema, idSchema, localizedTextSchema, nameSchema, nullable, objectSchema, textSchema } from "./common";

export interface CustomerData {
  companyId: string;
  name: string;
  /** Unique per company. */
  email: string;
  phone?: string | null;
  internalNote?: string;
  /** Welcome text on the front page. */
  welcomeText?: LocalizedText;
  /** Note on the pickup/delivery screen. */
  orderOptionsNotice?: LocalizedText;
  /** Overrides the general estimated-delivery-time notice at checkout. */
  checkoutNotice?: LocalizedText;
  /** null: the zone's choice applies; a list: only these are shown. */
  displayedCategories?: string[] | null;
  displayedPages?: string[] | null;
  displayedStories?: string[] | null;
  enableDiscounts?: boolean;
  enabled: boolean;
  addresses: Address[];
  /** The customer may not change the address at checkout. */
  preventAddressChange?: boolean;
}

const nullableIdList = nullable(idListSchema);

export const customerSchema = objectSchema(
  {
    companyId: idSchema,
    name: nameSchema,
    email: emailSchema,
    phone: { type: ["string", "null"], maxLength: 40 },
    internalNote: textSchema,
    welcomeText: localizedTextSchema,
    orderOptionsNotice: localizedTextSchema,
    checkoutNotice: localizedTextSchema,
    displayedCategories: nullableIdList,
    displayedPages: nullableIdList,
    displayedStories: nullableIdList,
    enableDiscounts: booleanSchema,
    enabled: booleanSchema,
    addresses: { type: "array", items: addressSchema, maxItems: 50 },
    preventAddressChange: booleanSchema,
  },
  ["companyId", "name", "email", "enabled", "addresses"],
);
