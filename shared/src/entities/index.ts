// Entity types and JSON schemas of spec §3 (one module per entity).
export {};
