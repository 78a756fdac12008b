// The customers list's search: without accents or case, every word typed must occur in the name, the
// e-mail or the phone ("jose" finds "José Núñez", "nunez jose" too).
import type { CustomerData } from "../entities/customer";

/** Text as the search compares it: accents and case dropped, runs of spaces made one, trimmed. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The normalised text a customer is found by (keep it with the customer: thousands are searched per key). */
export function customerSearchText(customer: Pick<CustomerData, "name" | "email" | "phone">): string {
  return normaliseSearchText([customer.name, customer.email, customer.phone ?? ""].join(" "));
}

/** Does the customer's search text hold every word of the query? An empty query finds everyone. */
export function matchesCustomerSearch(searchText: string, query: string): boolean {
  const words = normaliseSearchText(query).split(" ").filter((word) => word !== "");
  return words.every((word) => searchText.includes(word));
}

/** The customers the query finds, in their order. */
export function searchCustomers<T extends Pick<CustomerData, "name" | "email" | "phone">>(customers: readonly T[], query: string): T[] {
  return customers.filter((customer) => matchesCustomerSearch(customerSearchText(customer), query));
}
