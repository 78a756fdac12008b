// POST /api/settings/taxes/certificate: the company's qualified certificate (PKCS#12 and its password), read
// with the agency adapter's reader (agency/certificate.ts), checked against the company's tax id and its
// validity, and kept encrypted in taxCertificates/{companyId}, which no client can read (firestore.rules).
// Only what the screen shows (holder, tax id, validity, upload time) goes to taxInfos/{companyId}.certificate.
//
// Encryption: AES-256-GCM of the file and the password together, with a fresh 96-bit IV per upload and the
// document's path as additional data (a blob copied to another company's document does not open). The key is
// derived with HKDF-SHA256 from the function secret TAX_CERTIFICATE_KEY (secrets.ts).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  MAX_TAX_CERTIFICATE_BYTES,
  normalizeTaxId,
  taxInfoWithDefaults,
  type TaxCertificateAnswer,
  type TaxCertificateInfo,
  type TaxCertificateRequest,
  type TaxInfoData,
} from "@comanda/shared";
import type { ServerConfig } from "../config";
import type { AppDeps } from "../deps";
import { validationError } from "../http/errors";
import { runTransaction } from "../transactions";
import { readPkcs12 } from "./agency";
import { taxInfoRef } from "./chain";
import * as logs from "./logs";
import { taxCertificateSecret } from "./secrets";
import { sameTaxId } from "./settings";

/** taxCertificates/{companyId}: the encrypted certificate. The server's alone. */
export interface TaxCertificateDocument {
  companyId: string;
  algorithm: "aes-256-gcm";
  /** base64 */
  iv: string;
  /** base64: GCM's authentication tag. */
  tag: string;
  /** base64: the encrypted JSON { file (base64), password }. */
  ciphertext: string;
  uploadedAt: string;
}

/** The certificate as the agency client takes it. */
export interface OpenedTaxCertificate {
  pfx: Buffer;
  password: string;
}

const KEY_SALT = "comanda/taxCertificates";
const KEY_INFO = "aes-256-gcm/v1";

const certificateRef = (db: Firestore, companyId: string) => db.collection(COLLECTIONS.taxCertificates).doc(companyId);

function keyOf(config: Pick<ServerConfig, "isEmulator">): Buffer {
  return Buffer.from(hkdfSync("sha256", taxCertificateSecret(config), KEY_SALT, KEY_INFO, 32));
}

/** The document path bound into the encryption: a ciphertext opens only in its own company's document. */
const additionalData = (companyId: string) => Buffer.from(`${COLLECTIONS.taxCertificates}/${companyId}`, "utf8");

export function sealTaxCertificate(config: Pick<ServerConfig, "isEmulator">, companyId: string, certificate: OpenedTaxCertificate, uploadedAt: string): TaxCertificateDocument {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(config), iv);
  cipher.setAAD(additionalData(companyId));
  const plain = Buffer.from(JSON.stringify({ file: certificate.pfx.toString("base64"), password: certificate.password }), "utf8");
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { companyId, algorithm: "aes-256-gcm", iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64"), ciphertext: ciphertext.toString("base64"), uploadedAt };
}

/** Opens a sealed certificate; throws when it was not sealed for this company with this key. */
export function openSealedCertificate(config: Pick<ServerConfig, "isEmulator">, companyId: string, sealed: TaxCertificateDocument): OpenedTaxCertificate {
  const decipher = createDecipheriv("aes-256-gcm", keyOf(config), Buffer.from(sealed.iv, "base64"));
  decipher.setAAD(additionalData(companyId));
  decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, "base64")), decipher.final()]);
  const parsed = JSON.parse(plain.toString("utf8")) as { file: string; password: string };
  return { pfx: Buffer.from(parsed.file, "base64"), password: parsed.password };
}

/** The company's certificate for the agency client (the sending job), or null when it has none. */
export async function openTaxCertificate(deps: Pick<AppDeps, "db" | "config">, companyId: string): Promise<OpenedTaxCertificate | null> {
  const snap = await certificateRef(deps.db, companyId).get();
  const sealed = snap.data() as TaxCertificateDocument | undefined;
  return sealed ? openSealedCertificate(deps.config, companyId, sealed) : null;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The file's bytes from the body's base64 (a data: URL prefix and line breaks allowed), or null when it is not base64. */
export function certificateBytes(text: string): Buffer | null {
  const base64 = text.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  return Buffer.from(base64, "base64");
}

function refuse(companyId: string, field: "file" | "password", code: string, detail = ""): never {
  logs.taxCertificateRefused(companyId, code, detail);
  throw validationError({ [field]: [code] });
}

export async function uploadTaxCertificate(deps: AppDeps, companyId: string, body: TaxCertificateRequest): Promise<TaxCertificateAnswer> {
  const file = certificateBytes(body.file);
  if (!file) refuse(companyId, "file", "certificate-invalid", "not base64");
  if (file.length > MAX_TAX_CERTIFICATE_BYTES) refuse(companyId, "file", "certificate-too-large", `${file.length} bytes`);
  const read = readPkcs12(file, body.password);
  if (!read.ok) refuse(companyId, read.code === "certificate-password" ? "password" : "file", read.code, read.reason);
  const { summary } = read.certificate;
  const now = deps.clock.now();
  if (now < summary.notBefore || now > summary.notAfter) refuse(companyId, "file", "certificate-expired", summary.notAfter.toISOString());

  const uploadedAt = now.toISOString();
  const certificate: TaxCertificateInfo = {
    holder: summary.holder,
    taxId: summary.taxId ? normalizeTaxId(summary.taxId, "ES") : null,
    notBefore: summary.notBefore.toISOString(),
    notAfter: summary.notAfter.toISOString(),
    uploadedAt,
  };
  const sealed = sealTaxCertificate(deps.config, companyId, { pfx: file, password: body.password }, uploadedAt);
  const ref = taxInfoRef(deps.db, companyId);

  const taxInfo = await runTransaction(deps.db, async (tx) => {
    const snap = await tx.get(ref);
    const stored = snap.data() as TaxInfoData | undefined;
    // The certificate must speak for the company: its company's tax id (a representative's or a seal) or its
    // holder's own (a self-employed owner). A company without a tax id yet takes it, and its tax id must match later.
    const companyTaxId = stored?.taxId ?? null;
    if (companyTaxId && !sameTaxId(companyTaxId, summary.taxId) && !sameTaxId(companyTaxId, summary.holderTaxId)) {
      refuse(companyId, "file", "certificate-tax-id-mismatch", `${summary.taxId ?? "none"} for ${companyTaxId}`);
    }
    tx.set(certificateRef(deps.db, companyId), sealed);
    if (snap.exists) tx.update(ref, { certificate });
    else tx.set(ref, { companyId, taxId: null, eInvoicingEnabled: false, transmissionPaused: false, errorCount: 0, certificate } satisfies TaxInfoData);
    return taxInfoWithDefaults({ ...(stored ?? { companyId, taxId: null, eInvoicingEnabled: false, transmissionPaused: false, errorCount: 0 }), certificate });
  });
  logs.taxCertificateStored(companyId, certificate.notAfter);
  return { taxInfo, certificate };
}
