// Printed kitchen tickets and receipts: the line model laid out for 58 and 80 mm paper, and its text/plain
// and StarPRNT renderings.
export * from "./width";
export * from "./layout";
export * from "./tickets";
export * from "./plainText";
export * from "./starPrnt";
export * from "./media";
export * from "./cloudPrnt";
export * from "./printerFont";
