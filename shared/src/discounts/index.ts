export * from "./vouchers";
export * from "./rules";
