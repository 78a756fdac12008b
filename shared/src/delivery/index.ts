// Pure delivery rules: which delivery zone serves an address and for what fee.
export * from "./deliveryFee";
