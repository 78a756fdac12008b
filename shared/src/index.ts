// @comanda/shared: the domain package used by web/ and functions/ (no Firebase or React imports).
export * from "./languages";
export * from "./permissions";
export * from "./routes";
export * from "./validation";
export * from "./entities";
export * from "./api";
export * from "./rules";
export * from "./catalogue";
export * from "./companyInfo";
export * from "./orders";
export * from "./delivery";
export * from "./zones";
export * from "./openingHours";
export * from "./translation";
export * from "./dashboard";
export * from "./statistics";
