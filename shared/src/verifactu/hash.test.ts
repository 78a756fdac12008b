// The three worked examples of the agency's hash document (two altas, then an anulación chained to them),
// reproduced exactly: the text each hash is computed over, and the hash.
import { describe, expect, it } from "vitest";
import { altaHash, altaHashInput, anulacionHash, anulacionHashInput, isRecordHash, recordHash, sha256Hex, type AltaHashFields } from "./hash";

const FIRST_ALTA: AltaHashFields = {
  issuerTaxId: "89890001K",
  number: "12345678/G33",
  issuedOn: "01-01-2024",
  invoiceType: "F1",
  totalTax: "12.35",
  totalAmount: "123.45",
  previousHash: null,
  generatedAt: "2024-01-01T19:20:30+01:00",
};
const FIRST_HASH = "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60";
const SECOND_HASH = "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97";
const ANULACION_HASH = "177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68";

const secondAlta = (previousHash: string): AltaHashFields => ({
  ...FIRST_ALTA,
  number: "12345679/G34",
  previousHash,
  generatedAt: "2024-01-01T19:20:35+01:00",
});

describe("the agency's worked examples", () => {
  it("hashes the first alta of a chain, with an empty Huella", () => {
    expect(altaHashInput(FIRST_ALTA)).toBe(
      "IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1" +
        "&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00",
    );
    expect(altaHash(FIRST_ALTA)).toBe(FIRST_HASH);
  });

  it("hashes the second alta chained to the first one's hash", () => {
    const second = secondAlta(altaHash(FIRST_ALTA));
    expect(altaHashInput(second)).toBe(
      "IDEmisorFactura=89890001K&NumSerieFactura=12345679/G34&FechaExpedicionFactura=01-01-2024&TipoFactura=F1" +
        `&CuotaTotal=12.35&ImporteTotal=123.45&Huella=${FIRST_HASH}&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00`,
    );
    expect(altaHash(second)).toBe(SECOND_HASH);
  });

  it("hashes the anulación of the second invoice chained to the second alta's hash", () => {
    const anulacion = {
      issuerTaxId: "89890001K",
      number: "12345679/G34",
      issuedOn: "01-01-2024",
      previousHash: altaHash(secondAlta(FIRST_HASH)),
      generatedAt: "2024-01-01T19:20:40+01:00",
    };
    expect(anulacionHashInput(anulacion)).toBe(
      "IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024" +
        `&Huella=${SECOND_HASH}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
    expect(anulacionHash(anulacion)).toBe(ANULACION_HASH);
  });
});

describe("altaHashInput", () => {
  it("trims every value, so spaces around a value do not change the hash", () => {
    expect(altaHash({ ...FIRST_ALTA, issuerTaxId: " 89890001K ", number: "\t12345678/G33 ", totalAmount: "123.45 " })).toBe(FIRST_HASH);
  });

  it("writes an empty previous hash and a null one alike", () => {
    expect(altaHashInput({ ...FIRST_ALTA, previousHash: "" })).toBe(altaHashInput(FIRST_ALTA));
  });

  it("changes the hash when any covered field changes", () => {
    const changed = [
      { issuerTaxId: "89890002E" },
      { number: "12345678/G34" },
      { issuedOn: "02-01-2024" },
      { invoiceType: "F2" },
      { totalTax: "12.36" },
      { totalAmount: "123.46" },
      { previousHash: FIRST_HASH },
      { generatedAt: "2024-01-01T19:20:31+01:00" },
    ];
    for (const change of changed) expect(altaHash({ ...FIRST_ALTA, ...change }), JSON.stringify(change)).not.toBe(FIRST_HASH);
  });
});

describe("recordHash", () => {
  const stored = { ...FIRST_ALTA, kind: "invoice", previousHash: null };

  it("hashes an invoice record as an alta", () => {
    expect(recordHash(stored)).toBe(FIRST_HASH);
  });

  it("hashes a cancellation record as an anulación, leaving the amounts and type out", () => {
    const cancellation = { ...stored, kind: "cancellation", invoiceType: null, number: "12345679/G34", totalTax: "", totalAmount: "", previousHash: SECOND_HASH, generatedAt: "2024-01-01T19:20:40+01:00" };
    expect(recordHash(cancellation)).toBe(ANULACION_HASH);
  });
});

describe("sha256Hex", () => {
  it("hashes the UTF-8 bytes of a text that is not ASCII (C3 B1 for ñ, not Latin-1's F1)", () => {
    // Digests as Node's own crypto gives them for the bytes C3 B1 and F1.
    expect(sha256Hex("ñ")).toBe("024BB90888CA89A15A19E9BDD8C712BFB070465FCE1EF25E43C170EA44FC5E5F");
    expect(sha256Hex("ñ")).not.toBe("D4F09E5C5AF99A24C7E304CA7997D26CB00901697DE08A49BE0D46AB5839B614");
  });

  it("answers the empty text's well-known digest", () => {
    expect(sha256Hex("")).toBe("E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855");
  });
});

describe("isRecordHash", () => {
  it("takes 64 upper-case hexadecimal characters only", () => {
    expect(isRecordHash(FIRST_HASH)).toBe(true);
    expect(isRecordHash(FIRST_HASH.toLowerCase())).toBe(false);
    expect(isRecordHash(FIRST_HASH.slice(1))).toBe(false);
    expect(isRecordHash(null)).toBe(false);
  });
});
