// The stand-in's certificates, made once and kept in a cache folder (default .cache/aeat/ at the repository root) so
// that the server and its clients (npm start's functions, the tests, a demo company) read the same CA:
//   ca.pem / ca-key.pem          the self-made CA (trust ca.pem on the client side: the `ca` option)
//   server.pem / server-key.pem  the server's certificate for localhost and 127.0.0.1
//   demo-company.p12             a representative's certificate for the demo company (password in DEMO_CERTIFICATE)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import forge from "node-forge";
import { taxIdsOf } from "../../src/verifactu/agency/certificate";
import { createTestCa, issueCertificate, representativeSubject, toPkcs12, type KeyAndCertificate } from "../../src/verifactu/agency/testCertificates";

const HERE = typeof __dirname === "string" ? __dirname : dirname(fileURLToPath(import.meta.url));
/** .cache/aeat at the repository root. */
export const DEFAULT_CERTIFICATES_DIR = join(HERE, "..", "..", "..", ".cache", "aeat");

/** The demo company's certificate (scripts/demo/company.ts: taxId B65432197, a CIF whose control character is right). Test environment only. */
export const DEMO_CERTIFICATE = {
  fileName: "demo-company.p12",
  passphrase: "comanda-demo",
  company: { name: "Casa Comanda S.L.", taxId: "B65432197" },
  person: { name: "Demo Owner", taxId: "12345678Z" },
} as const;

export interface StandInCertificates {
  dir: string;
  ca: KeyAndCertificate;
  server: KeyAndCertificate;
  /** The demo company's PKCS#12 file (password DEMO_CERTIFICATE.passphrase). */
  demoPkcs12: Buffer;
}

function stillValid(certPem: string, days = 30): boolean {
  try {
    const cert = forge.pki.certificateFromPem(certPem);
    return cert.validity.notAfter.getTime() - Date.now() > days * 24 * 60 * 60 * 1000;
  } catch {
    return false;
  }
}

function readPair(dir: string, name: string): KeyAndCertificate | undefined {
  const certFile = join(dir, `${name}.pem`);
  const keyFile = join(dir, `${name}-key.pem`);
  if (!existsSync(certFile) || !existsSync(keyFile)) return undefined;
  const pair = { certPem: readFileSync(certFile, "utf8"), keyPem: readFileSync(keyFile, "utf8") };
  return stillValid(pair.certPem) ? pair : undefined;
}

function writePair(dir: string, name: string, pair: KeyAndCertificate): void {
  writeFileSync(join(dir, `${name}.pem`), pair.certPem);
  writeFileSync(join(dir, `${name}-key.pem`), pair.keyPem, { mode: 0o600 });
}

/** Whether a cached demo certificate still speaks for the demo company (its tax id changed once). */
function forDemoCompany(certPem: string): boolean {
  try {
    return taxIdsOf(forge.pki.certificateFromPem(certPem).subject).taxId === DEMO_CERTIFICATE.company.taxId;
  } catch {
    return false;
  }
}

function issuedBy(pair: KeyAndCertificate, ca: KeyAndCertificate): boolean {
  try {
    return forge.pki.certificateFromPem(ca.certPem).verify(forge.pki.certificateFromPem(pair.certPem));
  } catch {
    return false;
  }
}

/** Reads the stand-in's certificates from `dir`, making (and writing) what is missing, expired or from another CA. */
export function ensureStandInCertificates(dir = DEFAULT_CERTIFICATES_DIR): StandInCertificates {
  mkdirSync(dir, { recursive: true });
  let ca = readPair(dir, "ca");
  if (!ca) {
    ca = createTestCa();
    writePair(dir, "ca", ca);
  }
  let server = readPair(dir, "server");
  if (!server || !issuedBy(server, ca)) {
    server = issueCertificate(ca, { subject: { commonName: "localhost", organisation: "Comanda AEAT stand-in" }, usage: { server: ["localhost", "127.0.0.1", "::1"] } });
    writePair(dir, "server", server);
  }
  const demoFile = join(dir, DEMO_CERTIFICATE.fileName);
  const demoPem = join(dir, "demo-company.pem");
  let demoPkcs12: Buffer | undefined;
  if (existsSync(demoFile) && existsSync(demoPem)) {
    const pem = readFileSync(demoPem, "utf8");
    if (stillValid(pem) && issuedBy({ certPem: pem, keyPem: "" }, ca) && forDemoCompany(pem)) demoPkcs12 = readFileSync(demoFile);
  }
  if (!demoPkcs12) {
    const demo = issueCertificate(ca, { subject: representativeSubject(DEMO_CERTIFICATE.company, DEMO_CERTIFICATE.person), usage: "client", validDays: 730 });
    demoPkcs12 = toPkcs12(demo, DEMO_CERTIFICATE.passphrase, { chain: [ca.certPem], friendlyName: "Comanda demo company (test only)" });
    writeFileSync(demoFile, demoPkcs12, { mode: 0o600 });
    writeFileSync(demoPem, demo.certPem);
  }
  return { dir, ca, server, demoPkcs12 };
}
