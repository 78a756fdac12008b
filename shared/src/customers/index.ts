// Customers (spec §2, §3): the save's rules, the list's search and the CSV download and import.
export * from "./rules";
export * from "./search";
export * from "./csv";
