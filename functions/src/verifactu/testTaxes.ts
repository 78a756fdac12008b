// Tax API test helpers: a subscribed shop (../orders/testOrders) with its tax information, orders paid on site
// seeded ready to be done, the company's records read back, and PKCS#12 certificates like the ones owners upload.
import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";
import request from "supertest";
import { vatLine, type OrderData, type TaxInfoData, type TaxRecordData, type WithId } from "@comanda/shared";
import type { Clock } from "../clock";
import { fixedClock, NOW, shop, type Shop } from "../orders/testOrders";
import { db, testApp } from "../test/emulator";
import { representativeSubject, type TestSubject } from "./agency/testCertificates";

/** A valid CIF (control digit 4). */
export const ISSUER = "B12345674";
/** Another valid CIF. */
export const OTHER_ISSUER = "B11223344";

export const CERTIFICATE_SUMMARY = { holder: "12345678Z ANA PEREZ (R: B12345674)", taxId: ISSUER, notBefore: "2026-01-01T00:00:00.000Z", notAfter: "2028-01-01T00:00:00.000Z", uploadedAt: "2026-01-02T00:00:00.000Z" };

/** A subscribed shop whose taxInfos/{id} has the given fields (e-invoicing on, test environment, series T by default). */
export async function taxShop(info: Partial<TaxInfoData> = {}, name = "Bar Tax"): Promise<Shop> {
  const s = await shop(name, { subscribed: true });
  const data: TaxInfoData = {
    companyId: s.id,
    legalName: "Bar Tax SL",
    taxId: ISSUER,
    address: { line1: "Gran Vía 1", line2: null, postalCode: "28013", city: "Madrid", country: "ES" },
    eInvoicingEnabled: true,
    environment: "test",
    series: "T",
    certificate: CERTIFICATE_SUMMARY,
    transmissionPaused: false,
    errorCount: 0,
    ...info,
  };
  await db.collection("taxInfos").doc(s.id).set(data);
  return s;
}

/** 12.50 at 21 % (10.33 + 2.17) and 2.00 at 10 %. */
export const TOTALS = { items: 14.5, discount: 0, deliveryFee: 0, tip: 0, total: 14.5, vat: [vatLine(21, 1250), vatLine(10, 200)] };

let orders = 0;

/** An order of the shop as the board would find it: paid on site, ready (or as given). */
export function orderData(s: Shop, changes: Partial<OrderData> = {}): OrderData {
  return {
    companyId: s.id,
    number: orders,
    status: "ready",
    previousStatus: "wip",
    statusChangedAt: NOW.toISOString(),
    dateOrdered: NOW.toISOString(),
    deliveryType: "table",
    zoneId: s.zoneId,
    pointofsaleId: s.tableId,
    cartTotal: 14.5,
    tip: 0,
    totals: TOTALS,
    paymentMethod: "onSite",
    paid: false,
    source: "admin",
    pickupCode: "ABCDEFGH23",
    demo: false,
    items: [{ productId: s.products.burger, name: { en: "Burger" }, quantity: 1, price: 12.5, vat: 21, done: true, locationId: null, status: "ready" }],
    receiptItems: [],
    ...changes,
  };
}

/** The order written (orderData), answering its id. */
export async function seedOrder(s: Shop, changes: Partial<OrderData> = {}): Promise<string> {
  const ref = db.collection("orders").doc(`order-${++orders}-${Date.now()}`);
  await ref.set(orderData(s, changes));
  return ref.id;
}

export function call(token: string, method: "get" | "post", path: string, body: object = {}, clock: Clock = fixedClock) {
  const req = request(testApp({ clock }))[method](path).set("Authorization", `Bearer ${token}`);
  return method === "post" ? req.send(body) : req;
}

export const setStatus = (s: Shop, orderId: string, status: string, clock: Clock = fixedClock) => call(s.token, "post", `/api/orders/${orderId}/status`, { status }, clock);

/** The company's records, in chain order. */
export async function recordsOf(companyId: string): Promise<WithId<TaxRecordData>[]> {
  const snap = await db.collection("taxRecords").where("companyId", "==", companyId).get();
  return snap.docs.map((d) => ({ ...(d.data() as TaxRecordData), id: d.id })).sort((a, b) => a.position - b.position);
}

export interface TestCertificateFile {
  file: Buffer;
  password: string;
}

/**
 * A PKCS#12 file like a Spanish representative's certificate for the company `taxId` (self-signed: only its
 * reading is under test). The key comes from Node's own generator, much faster than forge's.
 */
export function certificateFile(options: { taxId?: string; subject?: TestSubject; password?: string; notBefore?: Date; validDays?: number } = {}): TestCertificateFile {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString()) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = "01";
  const start = options.notBefore ?? new Date(NOW.getTime() - 30 * 86_400_000);
  cert.validity.notBefore = start;
  cert.validity.notAfter = new Date(start.getTime() + (options.validDays ?? 730) * 86_400_000);
  const subject = options.subject ?? representativeSubject({ name: "Bar Tax SL", taxId: options.taxId ?? ISSUER }, { name: "Ana Pérez", taxId: "12345678Z" });
  // UTF8String, as real certificates carry names with accents (forge writes the value's UTF-8 bytes itself).
  const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 as number });
  const attrs = [
    { shortName: "C", value: subject.country ?? "ES" },
    ...(subject.organisation ? [{ shortName: "O", ...utf8(subject.organisation) }] : []),
    ...(subject.organizationIdentifier ? [{ type: "2.5.4.97", ...utf8(subject.organizationIdentifier) }] : []),
    ...(subject.serialNumber ? [{ type: "2.5.4.5", value: subject.serialNumber }] : []),
    { shortName: "CN", ...utf8(subject.commonName) },
  ] as forge.pki.CertificateField[];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(key, forge.md.sha256.create());
  const password = options.password ?? "s3cret-pass";
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: "aes256" });
  return { file: Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"), password };
}
