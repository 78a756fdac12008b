import { readFileSync } from "node:fs";
import { createSecureContext } from "node:tls";
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { readPkcs12, taxIdsOf } from "./certificate";
import { createTestCa, issueCertificate, representativeSubject, toPkcs12 } from "./testCertificates";

const ca = createTestCa("Test CA");

describe("reading the company's certificate", { timeout: 30_000 }, () => {
  it("answers the holder, the company, both tax ids and the validity of a representative's certificate", () => {
    const holder = issueCertificate(ca, { subject: representativeSubject({ name: "Bar Ñandú S.L.", taxId: "B65432198" }, { name: "José Pérez", taxId: "12345678Z" }), usage: "client", validDays: 365 });
    const result = readPkcs12(toPkcs12(holder, "s3cret", { chain: [ca.certPem] }), "s3cret");
    if (!result.ok) throw new Error(result.reason);
    const { summary } = result.certificate;
    expect(summary.holder).toBe("12345678Z JOSÉ PÉREZ (R: B65432198)");
    expect(summary.organisation).toBe("Bar Ñandú S.L.");
    expect(summary.taxId).toBe("B65432198");
    expect(summary.holderTaxId).toBe("12345678Z");
    expect(summary.issuer).toBe("Test CA");
    expect(summary.notAfter.getTime() - summary.notBefore.getTime()).toBe(365 * 24 * 60 * 60 * 1000);
    // The holder's certificate first, then the chain; and a key TLS can use.
    expect(result.certificate.certPem.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    expect(forge.pki.certificateFromPem(result.certificate.certPem).subject.getField("CN").value).toBe(forge.util.encodeUtf8(summary.holder)); // forge reads the UTF-8 bytes undecoded
    expect(() => createSecureContext({ key: result.certificate.keyPem, cert: result.certificate.certPem })).not.toThrow();
  });

  it("finds a person's NIF in the name when the certificate has no serialNumber", () => {
    const subject = (commonName: string) => forge.pki.certificateFromPem(issueCertificate(ca, { subject: { commonName }, usage: "client" }).certPem).subject;
    expect(taxIdsOf(subject("PEREZ GARCIA JOSE - NIF 12345678Z"))).toEqual({ taxId: "12345678Z", holderTaxId: "12345678Z" });
    expect(taxIdsOf(subject("PEREZ GARCIA JOSE - 12345678Z"))).toEqual({ taxId: "12345678Z", holderTaxId: "12345678Z" });
    expect(taxIdsOf(subject("Comanda stand-in"))).toEqual({});
  });

  it("answers certificate-password for a wrong password, never a crash", () => {
    const holder = issueCertificate(ca, { subject: { commonName: "X - 12345678Z" }, usage: "client" });
    const result = readPkcs12(toPkcs12(holder, "right"), "wrong");
    expect(result).toMatchObject({ ok: false, code: "certificate-password" });
  });

  it("answers certificate-invalid for a file that is not PKCS#12: garbage, an empty file, a bare certificate", () => {
    expect(readPkcs12(Buffer.from("this is not a certificate"), "x")).toMatchObject({ ok: false, code: "certificate-invalid" });
    expect(readPkcs12(new Uint8Array(), "x")).toMatchObject({ ok: false, code: "certificate-invalid" });
    const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(ca.certPem))).getBytes(), "binary");
    expect(readPkcs12(der, "x")).toMatchObject({ ok: false, code: "certificate-invalid" });
  });

  it("answers certificate-invalid for a PKCS#12 without a private key", () => {
    const cert = forge.pki.certificateFromPem(ca.certPem);
    const asn1 = forge.pkcs12.toPkcs12Asn1(null, [cert], "pw", { algorithm: "3des" });
    const file = Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
    expect(readPkcs12(file, "pw")).toMatchObject({ ok: false, code: "certificate-invalid", reason: "No private key in the file" });
  });

  it("reads a legacy export (RC2-40 certificates, 3DES key) that Node's own TLS refuses", () => {
    // testdata/legacy-rc2.p12: made with `openssl pkcs12 -export -legacy`, password "legacy", a throwaway self-signed certificate.
    const file = readFileSync(new URL("./testdata/legacy-rc2.p12", import.meta.url));
    expect(() => createSecureContext({ pfx: file, passphrase: "legacy" })).toThrow(/Unsupported PKCS12/);
    const result = readPkcs12(file, "legacy");
    if (!result.ok) throw new Error(result.reason);
    expect(result.certificate.summary.holder).toBe("LEGACY TEST - 12345678Z");
    expect(result.certificate.summary.holderTaxId).toBe("12345678Z");
    expect(result.certificate.summary.notAfter.getUTCFullYear()).toBe(2036);
    expect(readPkcs12(file, "nope")).toMatchObject({ ok: false, code: "certificate-password" });
  });
});
