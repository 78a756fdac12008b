// The daily statistics: what an order contributes to its day, exactly (rollup.ts).
export * from "./rollup";
