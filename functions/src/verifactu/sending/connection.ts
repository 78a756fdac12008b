// The company's connection to the agency: its certificate opened from the encrypted store (certificates.ts, the
// same code the upload uses), the endpoint of the records' environment, and the CA to trust on the emulators.
import type { Firestore } from "firebase-admin/firestore";
import type { TaxEnvironment } from "@comanda/shared";
import type { Clock } from "../../clock";
import type { ServerConfig } from "../../config";
import { createAgencyClient, type AgencyClient } from "../agency";
import { openTaxCertificate } from "../certificates";
import type { SendingConfig } from "./config";

/** What sending needs of the server: Firestore, the time, the server's configuration (the certificates' key) and the agency's. */
export interface SendingDeps {
  db: Firestore;
  clock: Clock;
  config: ServerConfig;
  sending: SendingConfig;
}

/** A connection, or why there is none: the owner must act (upload a certificate, renew it), so it counts as a failure. */
export type Connection = { ok: true; client: AgencyClient } | { ok: false; code: "certificate-missing" | "certificate-invalid" | "certificate-password" | "certificate-expired"; description: string };

export async function connect(deps: SendingDeps, companyId: string, environment: TaxEnvironment, now: Date): Promise<Connection> {
  let certificate;
  try {
    certificate = await openTaxCertificate(deps, companyId);
  } catch (error) {
    // Sealed with another key, or damaged: the owner uploads it again.
    return { ok: false, code: "certificate-invalid", description: `The stored certificate could not be opened: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!certificate) return { ok: false, code: "certificate-missing", description: "No certificate is stored for the company" };
  const ca = await deps.sending.ca();
  const made = createAgencyClient({
    endpoint: deps.sending.endpoint(environment),
    pfx: certificate.pfx,
    passphrase: certificate.password,
    timeoutMs: deps.sending.timeoutMs,
    ...(ca ? { ca } : {}),
  });
  if (!made.ok) return { ok: false, code: made.code, description: made.reason };
  const { notBefore, notAfter } = made.client.certificate;
  if (now < notBefore || now > notAfter) {
    made.client.close();
    return { ok: false, code: "certificate-expired", description: `The certificate is valid from ${notBefore.toISOString()} to ${notAfter.toISOString()}` };
  }
  return made;
}
