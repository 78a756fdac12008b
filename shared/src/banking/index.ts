// Banking: the restaurant's own card payments through Stripe Connect (/settings/banking).
export * from "./connection";
export * from "./paymentAccount";
