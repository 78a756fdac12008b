// The demo company's custom domain as the Hosting stand-in holds it from its start: its TXT record is in the
// local DNS and its A record is not, so the domain waits (spec §4) until someone adds the A record
// (scripts/demo/company.ts writes the same domain for the demo company). Shared by the stand-in
// (functions/tools/hosting/main.ts) and the demo seed; it lives with the demo data, in the ES-module part of the
// repository, because the browser tests load the demo data and cannot take named exports from functions/.
import { FIREBASE_HOSTING_IP as HOSTING_IP } from "@comanda/shared";

export const DEMO_DOMAIN = "pedidos.casa-comanda.example";
/** The site of the emulated project (readHostingConfig: HOSTING_SITE, default the project id). */
export const DEMO_SITE = "demo-comanda";

export const DEMO_HOSTING = {
  domain: { project: "demo-comanda", site: DEMO_SITE, domain: DEMO_DOMAIN },
  records: [{ type: "TXT" as const, host: DEMO_DOMAIN, value: `hosting-site=${DEMO_SITE}` }],
  /** The records the demo document lists (as the stand-in asks for them). */
  required: [
    { type: "A" as const, host: DEMO_DOMAIN, value: HOSTING_IP },
    { type: "TXT" as const, host: DEMO_DOMAIN, value: `hosting-site=${DEMO_SITE}` },
  ],
};
