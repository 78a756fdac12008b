// Pure business rules (sort order, number parsing, slugs, links, currencies, countries, zone defaults).
export {};
