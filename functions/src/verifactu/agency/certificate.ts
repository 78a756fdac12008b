// The company's qualified certificate, as the owner uploads it: a PKCS#12 file (.p12/.pfx) and its password, read
// with node-forge. Forge also reads the legacy encryption (RC2-40, 3DES) that browser and Windows exports still
// use and that Node's own TLS (OpenSSL 3) refuses ("Unsupported PKCS12 PFX data"); so the client hands TLS the key
// and certificates this module extracts, never the raw file.
import forge from "node-forge";

export type CertificateErrorCode = "certificate-password" | "certificate-invalid";

/** What the settings screen shows of a certificate, and what the sender checks before using it. */
export interface CertificateSummary {
  /** The subject's common name (a person's name and NIF, or the company's name on a seal). */
  holder: string;
  /** The subject's organisation, on a representative's or a seal certificate. */
  organisation?: string;
  /**
   * The tax id the certificate speaks for: the company's (organizationIdentifier "VATES-B12345678", or "(R: B12345678)"
   * in the name) on a representative's or seal certificate, else the person's.
   */
  taxId?: string;
  /** The person's own tax id (serialNumber "IDCES-12345678Z", or "- NIF 12345678Z" / "- 12345678Z" in the name), when there is one. */
  holderTaxId?: string;
  issuer: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
}

export interface ClientCertificate {
  summary: CertificateSummary;
  /** PEM private key (unencrypted: keep it in memory only). */
  keyPem: string;
  /** PEM: the holder's certificate first, then the rest of the chain the file carried. */
  certPem: string;
}

export type ReadCertificateResult = { ok: true; certificate: ClientCertificate } | { ok: false; code: CertificateErrorCode; reason: string };

const OID_ORGANIZATION_IDENTIFIER = "2.5.4.97";
const OID_SERIAL_NUMBER = "2.5.4.5";

/** A Spanish NIF/NIE/CIF: 9 characters, letters and digits. */
const TAX_ID = /\b([A-Z0-9][0-9]{7}[A-Z0-9])\b/;

function attribute(name: forge.pki.Certificate["subject"], key: { shortName?: string; type?: string }): string | undefined {
  const found = name.attributes.find((a) => (key.type !== undefined && a.type === key.type) || (key.shortName !== undefined && a.shortName === key.shortName));
  const value = found?.value;
  if (typeof value !== "string") return undefined;
  // Forge reads a UTF8String's bytes as a binary string: decode them (a PrintableString's ASCII decodes to itself).
  try {
    return forge.util.decodeUtf8(value);
  } catch {
    return value;
  }
}

/** The tax ids in the usual places of Spanish certificates (FNMT, Camerfirma, ACCV, Izenpe … follow ETSI EN 319 412). */
export function taxIdsOf(subject: forge.pki.Certificate["subject"]): { taxId?: string; holderTaxId?: string } {
  const cn = attribute(subject, { shortName: "CN" }) ?? "";
  const serial = attribute(subject, { type: OID_SERIAL_NUMBER }) ?? "";
  const orgId = attribute(subject, { type: OID_ORGANIZATION_IDENTIFIER }) ?? "";

  // serialNumber: "IDCES-12345678Z" (ETSI semantics), older ones just "12345678Z".
  const fromSerial = /^(?:IDC|PAS|TIN)[A-Z]{2}-(.+)$/.exec(serial)?.[1] ?? (TAX_ID.test(serial) ? serial : undefined);
  // Common name: "APELLIDOS NOMBRE - 12345678Z", "NOMBRE … - NIF 12345678Z", "12345678Z NOMBRE (R: B12345678)".
  const fromCn = /-\s*(?:NIF:?\s*)?([A-Z0-9][0-9]{7}[A-Z0-9])\s*$/.exec(cn)?.[1] ?? /^([A-Z0-9][0-9]{7}[A-Z0-9])\s/.exec(cn)?.[1];
  const holderTaxId = fromSerial ?? fromCn;

  // The company: organizationIdentifier "VATES-B12345678" (representatives and seals), or "(R: B12345678)" in the name.
  const fromOrgId = /^VAT[A-Z]{2}-(.+)$/.exec(orgId)?.[1] ?? (TAX_ID.test(orgId) ? orgId : undefined);
  const fromRepresented = /\(R:\s*([A-Z0-9][0-9]{7}[A-Z0-9])\)/.exec(cn)?.[1];
  const companyTaxId = fromOrgId ?? fromRepresented;

  const taxId = companyTaxId ?? holderTaxId;
  return { ...(taxId ? { taxId } : {}), ...(holderTaxId ? { holderTaxId } : {}) };
}

/** The summary of one certificate. */
export function summarise(cert: forge.pki.Certificate): CertificateSummary {
  const organisation = attribute(cert.subject, { shortName: "O" });
  return {
    holder: attribute(cert.subject, { shortName: "CN" }) ?? organisation ?? "",
    ...(organisation ? { organisation } : {}),
    ...taxIdsOf(cert.subject),
    issuer: attribute(cert.issuer, { shortName: "CN" }) ?? attribute(cert.issuer, { shortName: "O" }) ?? "",
    serialNumber: cert.serialNumber,
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  };
}

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType })[bagType] ?? [];
}

/**
 * Reads a PKCS#12 file with its password. A wrong password answers "certificate-password"; a file that is not
 * PKCS#12, or holds no private key with its certificate, answers "certificate-invalid". Never throws.
 */
export function readPkcs12(file: Uint8Array, passphrase: string): ReadCertificateResult {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(file).toString("binary")));
  } catch (error) {
    return { ok: false, code: "certificate-invalid", reason: `Not DER: ${error instanceof Error ? error.message : String(error)}` };
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Forge checks the MAC first: a failure there is the password. Anything else is the file.
    if (/MAC could not be verified|Invalid password/i.test(message)) return { ok: false, code: "certificate-password", reason: message };
    return { ok: false, code: "certificate-invalid", reason: message };
  }

  const keyBag = [...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag as string), ...bagsOf(p12, forge.pki.oids.keyBag as string)].find((b) => b.key);
  const certs = bagsOf(p12, forge.pki.oids.certBag as string)
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => c !== undefined && c !== null);
  if (!keyBag?.key) return { ok: false, code: "certificate-invalid", reason: "No private key in the file" };
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  if (!key.n) return { ok: false, code: "certificate-invalid", reason: "Only RSA keys are supported" };

  // The holder's certificate is the one whose public key matches the private key; the others are its chain.
  const holder = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n !== undefined && pub.n.equals(key.n) && pub.e.equals(key.e);
  });
  if (!holder) return { ok: false, code: "certificate-invalid", reason: "No certificate for the private key in the file" };
  const chain = certs.filter((c) => c !== holder);

  return {
    ok: true,
    certificate: {
      summary: summarise(holder),
      keyPem: forge.pki.privateKeyToPem(key),
      certPem: [holder, ...chain].map((c) => forge.pki.certificateToPem(c)).join(""),
    },
  };
}
