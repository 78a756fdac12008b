// Browser-test helpers for the zones screens: zones created through POST /api/zones as the owner, the
// stored zones read back, QR code images (PNG bytes or data URLs) decoded, and the clean-up.
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFNumber } from "pdf-lib";
import { PNG } from "pngjs";
import jsQR from "jsqr";
import type { Zone, ZoneRequest, ZoneSavedAnswer } from "@comanda/shared";
import { BASE_URL, db } from "./emulators";
import { idToken } from "./orders";


/** Creates a zone through the real API as the user (owner or staff with `zones`); answers the stored zone. */
export async function createZoneViaApi(user: { email: string; password: string }, request: ZoneRequest): Promise<Zone> {
  const res = await fetch(new URL("/api/zones", BASE_URL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await idToken(user)}` },
    body: JSON.stringify(request),
  });
  const text = await res.text();
  if (res.status !== 200 && res.status !== 201) throw new Error(`POST /api/zones answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: ZoneSavedAnswer }).data.zone;
}

export async function storedZone(id: string): Promise<Zone> {
  const snap = await db.collection("zones").doc(id).get();
  return { ...(snap.data() as Omit<Zone, "id">), id: snap.id };
}

/** Removes every zone of a company (archived ones too). */
export async function removeZones(companyId: string): Promise<void> {
  const snap = await db.collection("zones").where("companyId", "==", companyId).get();
  const batch = db.batch();
  snap.docs.forEach((d) => batch.delete(d.ref));
  await batch.commit();
}

/** What the QR code in a PNG says (null when jsQR cannot read it). */
export function decodeQrPng(bytes: Buffer): string | null {
  const png = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** What every image of a PDF says as a QR code (null for an image jsQR cannot read), in file order. */
export async function pdfQrPayloads(bytes: Uint8Array): Promise<(string | null)[]> {
  const pdf = await PDFDocument.load(bytes);
  const payloads: (string | null)[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    const width = (object.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const gray = object.dict.get(PDFName.of("ColorSpace")) === PDFName.of("DeviceGray");
    const pixels = decodePDFRawStream(object).decode();
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = (gray ? pixels[i] : pixels[i * 3 + c]) ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    payloads.push(jsQR(rgba, width, height)?.data ?? null);
  }
  return payloads;
}

/** What the QR code of a "data:image/png;base64,…" URL says. */
export function decodeQrDataUrl(dataUrl: string): string | null {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match?.[1]) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}`);
  return decodeQrPng(Buffer.from(match[1], "base64"));
}

export { zoneListMessages } from "../../web/src/zones/list/messages";
export { posMessages } from "../../web/src/zones/pointsOfSale/messages";
export { zoneSharedMessages } from "../../web/src/zones/shared/messages";
