// Where the customer catalogue runs (the table QR codes point into it): VITE_SHOP_URL, else the same
// default as the server's (functions/src/config.ts defaultShopUrl).
import { environmentForHost } from "@comanda/shared";

const configured = (import.meta.env.VITE_SHOP_URL as string | undefined)?.replace(/\/+$/, "");
const project = import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined;

export const SHOP_BASE_URL: string =
  configured || (environmentForHost(window.location.hostname) === "local" || !project ? "http://127.0.0.1:5000/shop" : `https://${project}.web.app/shop`);
