// Where the customer catalogue runs (the table QR codes point into it): VITE_SHOP_URL, else the same
// default as the server's (functions/src/config.ts defaultShopUrl): locally the api's preview of the shop
// below the admin's own origin (the dev server forwards /api), as the shop itself is a separate product.
import { environmentForHost } from "@comanda/shared";

const configured = (import.meta.env.VITE_SHOP_URL as string | undefined)?.replace(/\/+$/, "");
const project = import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined;

export const SHOP_BASE_URL: string =
  configured || (environmentForHost(window.location.hostname) === "local" || !project ? `${window.location.origin}/api/emulator/shop` : `https://${project}.web.app/shop`);
