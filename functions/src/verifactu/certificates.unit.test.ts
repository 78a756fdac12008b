// The certificate's sealing: AES-256-GCM with a key from the function secret, bound to the company's document;
// a deployment without the secret keeps no certificate.
import { describe, expect, it } from "vitest";
import { certificateBytes, openSealedCertificate, sealTaxCertificate } from "./certificates";
import { taxCertificateSecret } from "./secrets";

const emulators = { isEmulator: true };
const certificate = { pfx: Buffer.from([0x30, 0x82, 0x01, 0x02, 0xff, 0x00]), password: "pässwörd" };

describe("sealTaxCertificate", () => {
  it("opens again what it sealed, and holds neither the file nor the password in clear", () => {
    const sealed = sealTaxCertificate(emulators, "company-a", certificate, "2026-05-04T10:15:00.000Z");
    expect(sealed).toMatchObject({ companyId: "company-a", algorithm: "aes-256-gcm" });
    expect(JSON.stringify(sealed)).not.toContain("pässwörd");
    expect(JSON.stringify(sealed)).not.toContain(certificate.pfx.toString("base64"));
    const opened = openSealedCertificate(emulators, "company-a", sealed);
    expect(opened.password).toBe("pässwörd");
    expect(opened.pfx.equals(certificate.pfx)).toBe(true);
  });

  it("uses a fresh IV each time", () => {
    const a = sealTaxCertificate(emulators, "company-a", certificate, "t");
    const b = sealTaxCertificate(emulators, "company-a", certificate, "t");
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it("refuses a seal moved to another company, or changed", () => {
    const sealed = sealTaxCertificate(emulators, "company-a", certificate, "t");
    expect(() => openSealedCertificate(emulators, "company-b", sealed)).toThrow();
    const flipped = Buffer.from(sealed.ciphertext, "base64");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openSealedCertificate(emulators, "company-a", { ...sealed, ciphertext: flipped.toString("base64") })).toThrow();
  });

  it("in the cloud, takes the key from the secret and keeps nothing without one (or with a short one)", () => {
    const cloud = { isEmulator: false };
    const secret = "a-long-random-secret-of-the-deployment-0123456789";
    expect(taxCertificateSecret(cloud, () => secret)).toBe(secret);
    expect(() => taxCertificateSecret(cloud, () => "")).toThrow(/TAX_CERTIFICATE_KEY/);
    expect(() => taxCertificateSecret(cloud, () => "short")).toThrow(/TAX_CERTIFICATE_KEY/);
    expect(() => taxCertificateSecret(cloud, () => { throw new Error("no secret"); })).toThrow(/TAX_CERTIFICATE_KEY/);
  });
});

describe("certificateBytes", () => {
  it("reads base64, with a data: prefix and line breaks, and refuses anything else", () => {
    expect(certificateBytes("MIIB")?.toString("hex")).toBe("308201");
    expect(certificateBytes("data:application/x-pkcs12;base64,MII\nB")?.toString("hex")).toBe("308201");
    expect(certificateBytes("not base64!")).toBeNull();
    expect(certificateBytes("")).toBeNull();
    expect(certificateBytes("MII")).toBeNull();
  });
});
