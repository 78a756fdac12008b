// `node --import tsx functions/tools/aeat/main.ts`: the agency's stand-in on its fixed ports (the SOAP service on
// https://127.0.0.1:12113, its controls on http://127.0.0.1:12114/_standin/), with its CA and the demo company's
// certificate in .cache/aeat/. Ctrl-C stops it. Records live in memory unless AEAT_STANDIN_STORE names a JSON file.
//
// Environment: AEAT_STANDIN_PORT (12113), AEAT_STANDIN_CONTROL_PORT (12114), AEAT_STANDIN_CERTS (.cache/aeat),
// AEAT_STANDIN_STORE (a JSON file), AEAT_STANDIN_CLIENT_CERTIFICATES (any | issued-by-ca), AEAT_STANDIN_LOG (1: every submission).
import { startAeatStandIn } from "./server";

const AEAT_STANDIN_PORT = 12113;
const AEAT_STANDIN_CONTROL_PORT = 12114;

async function main(): Promise<void> {
  const port = Number(process.env.AEAT_STANDIN_PORT ?? AEAT_STANDIN_PORT);
  const controlPort = Number(process.env.AEAT_STANDIN_CONTROL_PORT ?? AEAT_STANDIN_CONTROL_PORT);
  const mode = process.env.AEAT_STANDIN_CLIENT_CERTIFICATES === "issued-by-ca" ? "issued-by-ca" : "any";
  const standIn = await startAeatStandIn({
    port,
    controlPort,
    clientCertificates: mode,
    ...(process.env.AEAT_STANDIN_CERTS ? { certificatesDir: process.env.AEAT_STANDIN_CERTS } : {}),
    ...(process.env.AEAT_STANDIN_STORE ? { storeFile: process.env.AEAT_STANDIN_STORE } : {}),
    log: (line) => {
      if (process.env.AEAT_STANDIN_LOG === "1" || line.startsWith("stand-in error") || line.startsWith("AEAT stand-in")) console.log(line);
    },
  }).catch((error: unknown) => {
    const inUse = (error as { code?: unknown }).code === "EADDRINUSE";
    console.error(inUse ? `Port ${port} or ${controlPort} is already in use (another AEAT stand-in or npm start?): stop it first.` : `The AEAT stand-in could not start: ${String(error)}`);
    process.exit(1);
  });
  console.log(`CA for clients: ${standIn.certificates.dir}/ca.pem; demo company certificate: ${standIn.certificates.dir}/demo-company.p12`);
  const stop = () => {
    void standIn.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
