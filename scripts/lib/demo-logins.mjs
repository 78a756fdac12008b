// The demo logins that `npm run seed` creates and `npm start` prints (one list for both).
export const DEMO_PASSWORD = "comanda-demo";
export const DEMO_COMPANY_ID = "demo-company";
export const OTHER_COMPANY_ID = "other-company";

export const DEMO_LOGINS = [
  { email: "owner@comanda.test", role: "owner of Casa Comanda (everything)" },
  { email: "orders@comanda.test", role: "staff: orders" },
  { email: "menu@comanda.test", role: "staff: products and content" },
  { email: "settings@comanda.test", role: "staff: settings" },
  { email: "other@comanda.test", role: "owner of Bar Isolat (a second company, to check isolation)" },
  { email: "unverified@comanda.test", role: "email not verified: login is refused" },
];
