// Pure business rules (sort order, number parsing, slugs, links, currencies, countries, zone defaults).
export * from "./countries";
export * from "./currency";
export * from "./links";
export * from "./numbers";
export * from "./requiredWith";
export * from "./slug";
export * from "./sortOrder";
export * from "./zoneDefaults";
export * from "./money";
