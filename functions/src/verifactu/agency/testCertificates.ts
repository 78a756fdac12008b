// Self-made certificates for the agency's local stand-in, the tests and the demo company: a CA, server and client
// certificates it issues, and PKCS#12 files like the ones owners upload. Never a real agency-accepted certificate.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";

export interface KeyAndCertificate {
  keyPem: string;
  certPem: string;
}

/** Subject fields, with the Spanish certificates' places for tax ids. */
export interface TestSubject {
  commonName: string;
  organisation?: string;
  /** serialNumber, e.g. "IDCES-12345678Z". */
  serialNumber?: string;
  /** organizationIdentifier (2.5.4.97), e.g. "VATES-B65432198". */
  organizationIdentifier?: string;
  country?: string;
}

function subjectAttributes(s: TestSubject): forge.pki.CertificateField[] {
  // UTF8String, as real certificates carry names with accents and Ñ (forge encodes the text on writing).
  const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 as number });
  const attrs: forge.pki.CertificateField[] = [];
  if (s.country) attrs.push({ shortName: "C", value: s.country });
  if (s.organisation) attrs.push({ shortName: "O", ...utf8(s.organisation) } as forge.pki.CertificateField);
  if (s.organizationIdentifier) attrs.push({ type: "2.5.4.97", ...utf8(s.organizationIdentifier) } as forge.pki.CertificateField);
  if (s.serialNumber) attrs.push({ type: "2.5.4.5", value: s.serialNumber, valueTagClass: forge.asn1.Type.PRINTABLESTRING as number } as forge.pki.CertificateField);
  attrs.push({ shortName: "CN", ...utf8(s.commonName) } as forge.pki.CertificateField);
  return attrs;
}

/**
 * A 2048-bit RSA key pair from Node's own crypto (milliseconds; forge's JavaScript generator takes seconds a key),
 * handed to forge for the certificate work.
 */
function rsaKeyPair(): { publicKey: forge.pki.rsa.PublicKey; privateKey: forge.pki.rsa.PrivateKey } {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048, privateKeyEncoding: { type: "pkcs1", format: "pem" }, publicKeyEncoding: { type: "spki", format: "pem" } });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

function newCertificate(publicKey: forge.pki.PublicKey, validDays: number, notBefore?: Date): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `0${randomBytes(15).toString("hex")}`;
  const start = notBefore ?? new Date(Date.now() - 60 * 60 * 1000);
  cert.validity.notBefore = start;
  cert.validity.notAfter = new Date(start.getTime() + validDays * 24 * 60 * 60 * 1000);
  return cert;
}

/** A CA that signs the stand-in's server certificate and test client certificates. */
export function createTestCa(commonName = "Comanda AEAT stand-in CA", validDays = 3650): KeyAndCertificate {
  const keys = rsaKeyPair();
  const cert = newCertificate(keys.publicKey, validDays);
  const attrs = subjectAttributes({ commonName, organisation: "Comanda (test only)", country: "ES" });
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: "basicConstraints", cA: true, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { keyPem: forge.pki.privateKeyToPem(keys.privateKey), certPem: forge.pki.certificateToPem(cert) };
}

export interface IssueOptions {
  subject: TestSubject;
  /** serverAuth with these names (localhost, 127.0.0.1 …) or clientAuth. */
  usage: { server: string[] } | "client";
  validDays?: number;
  /** Back-date the certificate (an expired one for a test: notBefore in the past and few validDays). */
  notBefore?: Date;
}

/** A certificate signed by `ca`. */
export function issueCertificate(ca: KeyAndCertificate, options: IssueOptions): KeyAndCertificate {
  const caCert = forge.pki.certificateFromPem(ca.certPem);
  const caKey = forge.pki.privateKeyFromPem(ca.keyPem);
  const keys = rsaKeyPair();
  const cert = newCertificate(keys.publicKey, options.validDays ?? 825, options.notBefore);
  cert.setSubject(subjectAttributes(options.subject));
  cert.setIssuer(caCert.subject.attributes);
  const extensions: object[] = [
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
  ];
  if (options.usage === "client") {
    extensions.push({ name: "extKeyUsage", clientAuth: true });
  } else {
    extensions.push({ name: "extKeyUsage", serverAuth: true });
    extensions.push({
      name: "subjectAltName",
      altNames: options.usage.server.map((name) => (/^[\d.]+$/.test(name) || name.includes(":") ? { type: 7, ip: name } : { type: 2, value: name })),
    });
  }
  cert.setExtensions(extensions);
  cert.sign(caKey, forge.md.sha256.create());
  return { keyPem: forge.pki.privateKeyToPem(keys.privateKey), certPem: forge.pki.certificateToPem(cert) };
}

/** A PKCS#12 file of a key and its certificate (and the CA's, as exports usually carry the chain). */
export function toPkcs12(holder: KeyAndCertificate, passphrase: string, options: { chain?: string[]; algorithm?: "3des" | "aes256"; friendlyName?: string } = {}): Buffer {
  const key = forge.pki.privateKeyFromPem(holder.keyPem);
  const certs = [holder.certPem, ...(options.chain ?? [])].map((pem) => forge.pki.certificateFromPem(pem));
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, certs, passphrase, { algorithm: options.algorithm ?? "aes256", friendlyName: options.friendlyName ?? "comanda-test" });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}

/**
 * A representative's certificate for a company, shaped like the Spanish ones (FNMT "Representante de persona
 * jurídica"): the person in CN and serialNumber, the company in O and organizationIdentifier.
 */
export function representativeSubject(company: { name: string; taxId: string }, person: { name: string; taxId: string }): TestSubject {
  return {
    commonName: `${person.taxId} ${person.name.toUpperCase()} (R: ${company.taxId})`,
    organisation: company.name,
    organizationIdentifier: `VATES-${company.taxId}`,
    serialNumber: `IDCES-${person.taxId}`,
    country: "ES",
  };
}
