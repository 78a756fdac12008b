// The customer editor's values and the request built from them. The displayed categories, pages and posts
// are a choice like a zone's: "as the zone decides" (stored null) or "only the selected" (a list).
import type { Address, Customer, CustomerData, LanguageCode, LocalizedText, SaveCustomerRequest } from "@comanda/shared";

export const DISPLAY_RULES = ["zone", "onlySelected"] as const;
export type DisplayRule = (typeof DISPLAY_RULES)[number];

/** An address as the form edits it: company name and VAT id as plain texts. */
export interface AddressFormValues extends Omit<Address, "companyName" | "vatId"> {
  companyName: string;
  vatId: string;
}

export interface CustomerFormValues {
  name: string;
  email: string;
  phone: string;
  internalNote: string;
  welcomeText: LocalizedText;
  orderOptionsNotice: LocalizedText;
  checkoutNotice: LocalizedText;
  categoriesRule: DisplayRule;
  displayedCategories: string[];
  pagesRule: DisplayRule;
  displayedPages: string[];
  storiesRule: DisplayRule;
  displayedStories: string[];
  enableDiscounts: boolean;
  enabled: boolean;
  addresses: AddressFormValues[];
  preventAddressChange: boolean;
}

/** A new customer: enabled, no discounts, what the zone decides. */
export function newCustomerValues(): CustomerFormValues {
  return customerToFormValues({ companyId: "", name: "", email: "", enabled: true, addresses: [] });
}

const rule = (ids: string[] | null | undefined): DisplayRule => (Array.isArray(ids) ? "onlySelected" : "zone");

export function customerToFormValues(customer: Customer | CustomerData): CustomerFormValues {
  return {
    name: customer.name ?? "",
    email: customer.email ?? "",
    phone: customer.phone ?? "",
    internalNote: customer.internalNote ?? "",
    welcomeText: { ...customer.welcomeText },
    orderOptionsNotice: { ...customer.orderOptionsNotice },
    checkoutNotice: { ...customer.checkoutNotice },
    categoriesRule: rule(customer.displayedCategories),
    displayedCategories: [...(customer.displayedCategories ?? [])],
    pagesRule: rule(customer.displayedPages),
    displayedPages: [...(customer.displayedPages ?? [])],
    storiesRule: rule(customer.displayedStories),
    displayedStories: [...(customer.displayedStories ?? [])],
    enableDiscounts: customer.enableDiscounts === true,
    enabled: customer.enabled !== false,
    addresses: (customer.addresses ?? []).map((a) => ({ ...a, companyName: a.companyName ?? "", vatId: a.vatId ?? "" })),
    preventAddressChange: customer.preventAddressChange === true,
  };
}

/** Text per language as stored: languages never typed into are left out. */
function texts(text: LocalizedText | null | undefined): LocalizedText {
  const out: LocalizedText = {};
  for (const [language, value] of Object.entries(text ?? {})) if (typeof value === "string") out[language as LanguageCode] = value;
  return out;
}

const trimmedOrNull = (value: string | null | undefined) => (value ?? "").trim() || null;

/** A new, empty address of the given type (the country of the company's address by default). */
export function newAddress(country: Address["country"]): AddressFormValues {
  return { type: "private", name: "", street: "", zip: "", city: "", country, companyName: "", vatId: "" };
}

/** The POST /api/customers body: e-mail and texts trimmed, a private address without company name or VAT id. */
export function formValuesToRequest(values: CustomerFormValues): SaveCustomerRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: trimmedOrNull(values.phone),
    internalNote: values.internalNote ?? "",
    welcomeText: texts(values.welcomeText),
    orderOptionsNotice: texts(values.orderOptionsNotice),
    checkoutNotice: texts(values.checkoutNotice),
    displayedCategories: values.categoriesRule === "onlySelected" ? [...(values.displayedCategories ?? [])] : null,
    displayedPages: values.pagesRule === "onlySelected" ? [...(values.displayedPages ?? [])] : null,
    displayedStories: values.storiesRule === "onlySelected" ? [...(values.displayedStories ?? [])] : null,
    enableDiscounts: values.enableDiscounts === true,
    enabled: values.enabled === true,
    addresses: (values.addresses ?? []).map((a) => ({
      name: a.name.trim(),
      street: a.street.trim(),
      zip: a.zip.trim(),
      city: a.city.trim(),
      country: a.country,
      type: a.type,
      companyName: a.type === "company" ? trimmedOrNull(a.companyName) : null,
      vatId: a.type === "company" ? trimmedOrNull(a.vatId) : null,
    })),
    preventAddressChange: values.preventAddressChange === true,
  };
}
