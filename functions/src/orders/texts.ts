// The order texts live in shared/ (the printed tickets use them too); re-exported for the server's mails,
// SMS and PDFs.
export { ORDER_TEXTS, fill, type OrderTexts } from "@comanda/shared";
