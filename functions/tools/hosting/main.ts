// `node --import tsx functions/tools/hosting/main.ts`: the Firebase Hosting custom-domain stand-in on its fixed
// ports (the API on http://127.0.0.1:12120, its DNS server on 127.0.0.1:12121 UDP and TCP). Ctrl-C stops it.
// Create a DNS record: curl -X POST http://127.0.0.1:12120/_standin/dns -H 'content-type: application/json'
//   -d '{"add":[{"type":"A","host":"shop.example.com","value":"199.36.158.100"}]}'
// Environment: HOSTING_STANDIN_PORT (12120), HOSTING_STANDIN_DNS_PORT (12121), HOSTING_STANDIN_CERT_READS (1).
import { DEMO_HOSTING } from "../../../scripts/demo/hostingDomain";
import { startHostingStandIn } from "./server";

async function main(): Promise<void> {
  const port = Number(process.env.HOSTING_STANDIN_PORT ?? 12120);
  const dnsPort = Number(process.env.HOSTING_STANDIN_DNS_PORT ?? 12121);
  const standIn = await startHostingStandIn({
    port,
    dnsPort,
    certificateReads: Number(process.env.HOSTING_STANDIN_CERT_READS ?? 1),
    records: DEMO_HOSTING.records,
    domains: [DEMO_HOSTING.domain],
    log: (line) => console.log(line),
  }).catch((error: unknown) => {
    const inUse = (error as { code?: unknown }).code === "EADDRINUSE";
    console.error(inUse ? `Port ${port} or ${dnsPort} is already in use (another Hosting stand-in or npm start?): stop it first.` : `The Hosting stand-in could not start: ${String(error)}`);
    process.exit(1);
  });
  console.log(`Hosting stand-in on ${standIn.url} (custom domains), its DNS on ${standIn.dnsServer}`);
  const stop = () => {
    void standIn.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
