// Pure catalogue rules (spec §3–§5 plus allergens, sold out and availability windows).
export * from "./allergens";
export * from "./availability";
export * from "./deletion";
export * from "./imageSize";
export * from "./photo";
export * from "./productRules";
export * from "./soldOut";
