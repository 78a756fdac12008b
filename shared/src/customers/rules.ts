// What a customer save must hold beyond its shape (spec §3 Customer, Address; §5 'This email is already in
// use'), shared by the editor, the CSV import and the server, and the customer as stored.
import type { SaveCustomerRequest } from "../api/customers";
import { isValidVatId } from "../api/generalSettings";
import type { Address } from "../entities/address";
import type { CustomerData } from "../entities/customer";
import { addFieldError, type FieldErrors } from "../validation";

/** The form in which e-mails are compared: trimmed, lower case ("Ana@Bar.es " is "ana@bar.es"). */
export function customerEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

const PHONE = /^\+?[0-9 ()./-]{3,40}$/;

/** A phone number as people write it: digits with spaces, dots, dashes, slashes or brackets, maybe a leading +. */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  return PHONE.test(phone) && /[0-9]{3}/.test(phone.replace(/[^0-9]/g, ""));
}

const blank = (value: string | null | undefined) => (value ?? "").trim() === "";

/**
 * The codes of a body that passed saveCustomerSchema; `{}` when nothing. phone "phone-invalid";
 * addresses.N.name / street / zip / city "required"; a company address needs companyName ("required") and a
 * VAT id ("required", "vat-id-invalid").
 */
export function customerErrors(body: SaveCustomerRequest): FieldErrors {
  const fields: FieldErrors = {};
  if (!blank(body.phone) && !isValidPhone(body.phone ?? "")) addFieldError(fields, "phone", "phone-invalid");
  body.addresses.forEach((address, index) => {
    for (const field of ["name", "street", "zip", "city"] as const) {
      if (blank(address[field])) addFieldError(fields, `addresses.${index}.${field}`, "required");
    }
    if (address.type === "company") {
      if (blank(address.companyName)) addFieldError(fields, `addresses.${index}.companyName`, "required");
      if (blank(address.vatId)) addFieldError(fields, `addresses.${index}.vatId`, "required");
      else if (!isValidVatId(address.vatId ?? "")) addFieldError(fields, `addresses.${index}.vatId`, "vat-id-invalid");
    }
  });
  return fields;
}

function storedAddress(address: Address): Address {
  const company = address.type === "company";
  return {
    name: address.name.trim(),
    street: address.street.trim(),
    zip: address.zip.trim(),
    city: address.city.trim(),
    country: address.country,
    type: address.type,
    // A private address has no company name or VAT id.
    companyName: company ? (address.companyName ?? "").trim() : null,
    vatId: company ? (address.vatId ?? "").trim() : null,
  };
}

/** The customer as stored: texts trimmed, absent options at their defaults, e-mail trimmed (its case kept). */
export function storedCustomer(companyId: string, body: SaveCustomerRequest): CustomerData {
  const phone = (body.phone ?? "").trim();
  return {
    companyId,
    name: body.name.trim(),
    email: body.email.trim(),
    phone: phone === "" ? null : phone,
    internalNote: body.internalNote ?? "",
    welcomeText: body.welcomeText ?? {},
    orderOptionsNotice: body.orderOptionsNotice ?? {},
    checkoutNotice: body.checkoutNotice ?? {},
    displayedCategories: body.displayedCategories ?? null,
    displayedPages: body.displayedPages ?? null,
    displayedStories: body.displayedStories ?? null,
    enableDiscounts: body.enableDiscounts ?? false,
    enabled: body.enabled,
    addresses: body.addresses.map(storedAddress),
    preventAddressChange: body.preventAddressChange ?? false,
  };
}
