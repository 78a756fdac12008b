// Spanish e-invoicing (VeriFactu): the records' hash and chain, the tax ids, the QR code, the records built
// from orders, the rules of sending them, and when an order becomes a ticket. Pure rules; the server calls them.
export * from "./amounts";
export * from "./hash";
export * from "./taxId";
export * from "./qr";
export * from "./ticket";
export * from "./records";
export * from "./chain";
export * from "./recordIds";
export * from "./transmission";
