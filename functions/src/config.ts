// Environment and settings of the server, read once at start.
import { tmpdir } from "node:os";
import { join } from "node:path";

declare const __APP_VERSION__: string;

export const REGION = "europe-west1";
export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "0.0.0-dev";
export const IS_EMULATOR = process.env.FUNCTIONS_EMULATOR === "true" || !!process.env.FIRESTORE_EMULATOR_HOST;

export interface ServerConfig {
  appVersion: string;
  /** Running on the local emulators: local uploads, localhost origins allowed. */
  isEmulator: boolean;
  /** Origin where the admin runs (no trailing slash); links in e-mails point into it. */
  appUrl: string;
  /** Where the customer catalogue runs (no trailing slash); table QR codes point into it (shared/src/zones/shopAddress). */
  shopUrl: string;
  /** Latest native app, answered by GET /api/system/apps/. */
  ios: { version: string; appstoreLink: string };
  /** Emulator only: where local uploads and their one-time tokens are kept. */
  uploadDir: string;
  /** Cloud Storage bucket for uploads; undefined: the project's default bucket. */
  storageBucket: string | undefined;
  /**
   * How many front ends append to X-Forwarded-For before the api sees a request (http/callerLimit.ts counts
   * the caller as that entry from the right): 2 in the cloud (Firebase Hosting, then Google's front end), 1
   * on the emulators (the tests' header plays the front end's entry). CALLER_PROXY_HOPS sets it.
   */
  callerProxyHops: number;
  /** Requests per company and window of /api/v1; unset: API_V1_RATE_LIMIT (tests set a small one). */
  apiRateLimit?: { requests: number; windowSeconds: number };
  /** Calls per caller and window of the public GET /api/shops/:slug; unset: settings/infoHandlers.ts SHOP_LIMIT (tests set a small one). */
  shopCallLimit?: { calls: number; windowSeconds: number };
  /** The card payment provider (Stripe): public settings only; the keys are function secrets (stripe/secrets.ts). */
  stripe: StripeConfig;
  /** Firebase Hosting's custom-domain API and the DNS the domain checks read (domains/deps.ts); unset: readHostingConfig(process.env). */
  hosting?: HostingConfig;
}

/** Where custom domains are created and how their DNS records are looked up. */
export interface HostingConfig {
  /** Firebase Hosting's REST API root; on the emulators the local stand-in (functions/tools/hosting). HOSTING_API_URL sets it. */
  apiUrl: string;
  /** Whether calls carry the service account's Google credentials (not to the local stand-in). */
  authenticated: boolean;
  projectId: string;
  /** The Hosting site the domains serve (HOSTING_SITE; default the project's default site, named as the project). */
  siteId: string;
  /** DNS servers ("ip" or "ip:port") the checks ask; null the machine's own. DNS_SERVERS (comma-separated) sets them. */
  dnsServers: string[] | null;
}

/** The local Hosting stand-in and its DNS server (npm start and the browser tests start them; functions/tools/hosting). */
export const LOCAL_HOSTING_URL = "http://127.0.0.1:12120";
export const LOCAL_DNS_SERVER = "127.0.0.1:12121";
export const HOSTING_API_URL = "https://firebasehosting.googleapis.com";

export function readHostingConfig(env: NodeJS.ProcessEnv, isEmulator: boolean): HostingConfig {
  const projectId = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? "demo-comanda";
  const apiUrl = (env.HOSTING_API_URL || (isEmulator ? LOCAL_HOSTING_URL : HOSTING_API_URL)).replace(/\/+$/, "");
  const servers = (env.DNS_SERVERS ?? (isEmulator ? LOCAL_DNS_SERVER : "")).split(",").map((s) => s.trim()).filter(Boolean);
  return {
    apiUrl,
    authenticated: apiUrl === HOSTING_API_URL || env.HOSTING_API_AUTH === "true",
    projectId,
    siteId: env.HOSTING_SITE || projectId,
    dnsServers: servers.length > 0 ? servers : null,
  };
}

/** Stripe's public settings. The secret key and the webhook signing secret are never here. */
export interface StripeConfig {
  /**
   * Where stripe-node sends its requests: undefined for Stripe itself (api.stripe.com); on the emulators
   * the local stand-in (functions/tools/stripe, `npm run stripe:standin`). STRIPE_API_URL sets it.
   */
  apiUrl: string | undefined;
  /** The publishable key the pricing table uses (pk_…): public by design. */
  publishableKey: string;
  /** The pricing table of the plans (prctbl_…), made in Stripe's dashboard. */
  pricingTableId: string;
  /** Where the browser loads Stripe's pricing-table script from (Stripe's, or the stand-in's on the emulators). */
  pricingTableScript: string;
  /**
   * Every company counts as subscribed (spec §4: dev and test environments), set by the deployment's
   * configuration (SUBSCRIPTIONS_ALWAYS_ACTIVE=true), never guessed from a host name.
   */
  subscriptionsAlwaysActive: boolean;
}

/**
 * The key that encrypts the companies' tax certificates on the emulators: a fixed value, public by design, since
 * the emulators never hold a real certificate. In the cloud the key is the function secret TAX_CERTIFICATE_KEY
 * (functions/src/verifactu/secrets.ts), never this.
 */
export const LOCAL_TAX_CERTIFICATE_KEY = "comanda-emulators-only:tax-certificates:not-a-secret";

/** The local Stripe stand-in's address on the emulators (npm start and the browser tests start it there). */
export const LOCAL_STRIPE_URL = "http://127.0.0.1:12111";

export function readStripeConfig(env: NodeJS.ProcessEnv, isEmulator: boolean): StripeConfig {
  const apiUrl = env.STRIPE_API_URL || (isEmulator ? LOCAL_STRIPE_URL : undefined);
  return {
    apiUrl,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY || (isEmulator ? "pk_test_local" : ""),
    pricingTableId: env.STRIPE_PRICING_TABLE_ID || (isEmulator ? "prctbl_local" : ""),
    pricingTableScript: env.STRIPE_PRICING_TABLE_SCRIPT || (apiUrl ? `${apiUrl.replace(/\/+$/, "")}/v3/pricing-table.js` : "https://js.stripe.com/v3/pricing-table.js"),
    subscriptionsAlwaysActive: env.SUBSCRIPTIONS_ALWAYS_ACTIVE === "true",
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`APP_URL is not a URL: ${url}`);
  }
}

/**
 * The customer catalogue's base address when SHOP_URL is not set (web/src/zones/shopUrl.ts uses the same). The
 * shop is a separate product: on the emulators the address leads to the api's local preview of it
 * (functions/src/shopPreview.ts), below the admin's origin, so that it opens something under npm start.
 */
export function defaultShopUrl(isEmulator: boolean, project: string | undefined, appUrl: string): string {
  return isEmulator || !project ? `${appUrl}/api/emulator/shop` : `https://${project}.web.app/shop`;
}

function proxyHopsOf(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 1) throw new Error(`CALLER_PROXY_HOPS is no whole number of at least 1: ${value}`);
  return hops;
}

/** Reads the configuration from an environment (process.env in production; tests pass their own). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const isEmulator = env.FUNCTIONS_EMULATOR === "true" || !!env.FIRESTORE_EMULATOR_HOST;
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  const fallbackAppUrl = isEmulator || !project ? "http://127.0.0.1:5173" : `https://${project}.web.app`;
  return {
    appVersion: APP_VERSION,
    isEmulator,
    appUrl: originOf(env.APP_URL || fallbackAppUrl),
    shopUrl: (env.SHOP_URL || defaultShopUrl(isEmulator, project, originOf(env.APP_URL || fallbackAppUrl))).replace(/\/+$/, ""),
    ios: { version: env.IOS_APP_VERSION || APP_VERSION, appstoreLink: env.IOS_APPSTORE_LINK || "" },
    uploadDir: env.LOCAL_UPLOAD_DIR || join(tmpdir(), "comanda-uploads"),
    storageBucket: env.STORAGE_BUCKET || undefined,
    callerProxyHops: proxyHopsOf(env.CALLER_PROXY_HOPS, isEmulator ? 1 : 2),
    stripe: readStripeConfig(env, isEmulator),
    hosting: readHostingConfig(env, isEmulator),
  };
}

export const CONFIG: ServerConfig = readConfig();
