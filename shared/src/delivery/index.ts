// Pure delivery rules: which delivery zone serves an address and for what fee; checks of a zone being edited.
export * from "./deliveryFee";
export * from "./deliveryZoneRules";
