// Pure order rules: status flow, totals, order codes, board grouping, list filters, export rows.
export * from "./transitions";
export * from "./orderCode";
export * from "./dateRange";
export * from "./search";
export * from "./board";
export * from "./totals";
export * from "./pendingOrders";
export * from "./refunds";
export * from "./orderTexts";
export * from "./format";
