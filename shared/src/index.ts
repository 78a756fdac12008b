// @comanda/shared: the domain package used by web/ and functions/ (no Firebase or React imports).
export * from "./permissions";
export * from "./routes";
export * from "./entities";
export * from "./api";
export * from "./rules";
