// Sales zones and points of sale: pure rules shared by the admin and the server.
export * from "./shopAddress";
export * from "./deliveryOnInvoice";
export * from "./pointOfSaleNames";
export * from "./zoneName";
export * from "./contentVisibility";
