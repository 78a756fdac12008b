// The stand-in's own rules: its fingerprint check, the agency's record checks, queries, persistence, and its controls.
import { mkdtempSync, rmSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readRegFactuAnswer } from "../../src/verifactu/agency/answers";
import { readPkcs12 } from "../../src/verifactu/agency/certificate";
import { createAgencyClient, type AgencyClient } from "../../src/verifactu/agency/client";
import { CABECERA, COMPANY, cancellation, chain, ticket, ticketsSubmission } from "../../src/verifactu/agency/testFixtures";
import type { RegFactuSistemaFacturacion } from "../../src/verifactu/agency/types";
import { DEMO_CERTIFICATE, huellaAlta, huellaAnulacion, startAeatStandIn, type AeatStandIn } from "./index";

let dir: string;
let standIn: AeatStandIn;
let client: AgencyClient;

const PERIOD = { Ejercicio: "2026", Periodo: "11" };
const query = (extra: { NumSerieFactura?: string } = {}) => client.query({ Cabecera: { ObligadoEmision: { ...COMPANY } }, FiltroConsulta: { PeriodoImputacion: PERIOD, ...extra } });

async function submit(submission: RegFactuSistemaFacturacion) {
  const result = await client.submit(submission);
  if (!result.ok) throw new Error(`${result.failure.kind}: ${result.failure.message}`);
  return result.answer;
}

/** POSTs a raw body with the demo company's certificate: [status, body]. */
function postRaw(body: string): Promise<[number, string]> {
  const read = readPkcs12(standIn.certificates.demoPkcs12, DEMO_CERTIFICATE.passphrase);
  if (!read.ok) throw new Error(read.reason);
  return new Promise((resolve, reject) => {
    const req = https.request(standIn.endpoint, { method: "POST", ca: standIn.caPem, key: read.certificate.keyPem, cert: read.certificate.certPem, headers: { "Content-Type": "text/xml; charset=utf-8" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve([res.statusCode ?? 0, Buffer.concat(chunks).toString("utf8")]));
    });
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "aeat-standin-"));
  standIn = await startAeatStandIn({ certificatesDir: dir });
  const made = createAgencyClient({ endpoint: standIn.endpoint, pfx: standIn.certificates.demoPkcs12, passphrase: DEMO_CERTIFICATE.passphrase, ca: standIn.caPem });
  if (!made.ok) throw new Error(made.reason);
  client = made.client;
}, 60_000);

afterAll(async () => {
  client?.close();
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

beforeEach(() => standIn.reset());

describe("the stand-in's fingerprint", { timeout: 20_000 }, () => {
  // The worked examples of the agency's "Detalle de las especificaciones técnicas para generación de la huella o hash".
  it("reproduces the agency's two altas and its anulación", () => {
    const first = huellaAlta({ IDEmisorFactura: "89890001K", NumSerieFactura: "12345678/G33", FechaExpedicionFactura: "01-01-2024", TipoFactura: "F1", CuotaTotal: "12.35", ImporteTotal: "123.45", HuellaAnterior: "", FechaHoraHusoGenRegistro: "2024-01-01T19:20:30+01:00" });
    expect(first).toBe("3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60");
    const second = huellaAlta({ IDEmisorFactura: "89890001K", NumSerieFactura: "12345679/G34", FechaExpedicionFactura: "01-01-2024", TipoFactura: "F1", CuotaTotal: "12.35", ImporteTotal: "123.45", HuellaAnterior: first, FechaHoraHusoGenRegistro: "2024-01-01T19:20:35+01:00" });
    expect(second).toBe("F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97");
    expect(huellaAnulacion({ IDEmisorFacturaAnulada: "89890001K", NumSerieFacturaAnulada: "12345679/G34", FechaExpedicionFacturaAnulada: "01-01-2024", HuellaAnterior: second, FechaHoraHusoGenRegistro: "2024-01-01T19:20:40+01:00" })).toBe(
      "177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68",
    );
  });

  it("accepts a record whose Huella is wrong with error 2000, as the agency does", async () => {
    const { submission } = ticketsSubmission(["T-1"]);
    const [record] = submission.RegistroFactura;
    if (!record || !("RegistroAlta" in record)) throw new Error("no alta");
    record.RegistroAlta.Huella = "0".repeat(64);
    const answer = await submit(submission);
    expect(answer.RespuestaLinea[0]).toMatchObject({ EstadoRegistro: "AceptadoConErrores", CodigoErrorRegistro: 2000 });
  });
});

describe("the agency's record checks", { timeout: 20_000 }, () => {
  it("cancels a stored record, then refuses to cancel it again (3001) or to register it again (3000)", async () => {
    const altas = chain([{ alta: ticket("T-1") }]);
    await submit({ Cabecera: CABECERA, RegistroFactura: altas.records });
    const cancel = chain([{ anulacion: cancellation("T-1") }], altas.last);
    expect((await submit({ Cabecera: CABECERA, RegistroFactura: cancel.records })).RespuestaLinea[0]).toMatchObject({ Operacion: { TipoOperacion: "Anulacion" }, EstadoRegistro: "Correcto" });

    const held = await query({ NumSerieFactura: "T-1" });
    if (!held.ok) throw new Error(held.failure.message);
    expect(held.answer.RegistroRespuestaConsultaFactuSistemaFacturacion[0]?.EstadoRegistro.EstadoRegistro).toBe("Anulado");

    const again = chain([{ anulacion: cancellation("T-1") }], cancel.last);
    expect((await submit({ Cabecera: CABECERA, RegistroFactura: again.records })).RespuestaLinea[0]).toMatchObject({ EstadoRegistro: "Incorrecto", CodigoErrorRegistro: 3001 });
    const reuse = chain([{ alta: ticket("T-1") }], again.last);
    expect((await submit({ Cabecera: CABECERA, RegistroFactura: reuse.records })).RespuestaLinea[0]).toMatchObject({ EstadoRegistro: "Incorrecto", CodigoErrorRegistro: 3000, RegistroDuplicado: { EstadoRegistroDuplicado: "Anulado" } });
  });

  it("refuses to cancel a record it does not hold (3002) unless SinRegistroPrevio says so", async () => {
    const unknown = chain([{ anulacion: cancellation("T-404") }]);
    expect((await submit({ Cabecera: CABECERA, RegistroFactura: unknown.records })).RespuestaLinea[0]).toMatchObject({ EstadoRegistro: "Incorrecto", CodigoErrorRegistro: 3002 });
    const declared = chain([{ anulacion: cancellation("T-404", { SinRegistroPrevio: "S" }) }]);
    expect((await submit({ Cabecera: CABECERA, RegistroFactura: declared.records })).RespuestaLinea[0]).toMatchObject({ EstadoRegistro: "Correcto" });
  });

  it("takes a correction (Subsanacion S) of a record it holds, and refuses RechazoPrevio without it (1153, 1161)", async () => {
    standIn.configure({ acceptWithErrorsNumbers: ["T-1"] });
    const first = chain([{ alta: ticket("T-1") }]);
    expect((await submit({ Cabecera: CABECERA, RegistroFactura: first.records })).RespuestaLinea[0]?.EstadoRegistro).toBe("AceptadoConErrores");
    standIn.configure({});
    const corrected = chain([{ alta: ticket("T-1", { Subsanacion: "S" }) }], first.last);
    expect((await submit({ Cabecera: CABECERA, RegistroFactura: corrected.records })).RespuestaLinea[0]).toMatchObject({ EstadoRegistro: "Correcto", Operacion: { Subsanacion: "S" } });
    expect(standIn.records().map((r) => r.estado)).toEqual(["Correcto"]);

    const wrongs = chain([{ alta: ticket("T-2", { RechazoPrevio: "X" }) }, { alta: ticket("T-3", { RechazoPrevio: "S", Subsanacion: "N" }) }], corrected.last);
    const answer = await submit({ Cabecera: CABECERA, RegistroFactura: wrongs.records });
    expect(answer.RespuestaLinea.map((l) => l.CodigoErrorRegistro)).toEqual([1153, 1161]);
    expect(answer.EstadoEnvio).toBe("Incorrecto");
    expect(answer.CSV).toBeUndefined();
  });

  it("refuses a record of another issuer than the header's (1108)", async () => {
    const { records } = chain([{ alta: ticket("T-1", { IDFactura: { IDEmisorFactura: "B11223344", NumSerieFactura: "T-1", FechaExpedicionFactura: "27-11-2026" } }) }]);
    expect((await submit({ Cabecera: CABECERA, RegistroFactura: records })).RespuestaLinea[0]).toMatchObject({ EstadoRegistro: "Incorrecto", CodigoErrorRegistro: 1108 });
  });

  it("answers a message that breaks the schema with Fault 4102 and one that is not XML with 4103", async () => {
    const [status, body] = await postRaw(
      `<?xml version="1.0"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:sfLR="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd"><soapenv:Body><sfLR:RegFactuSistemaFacturacion/></soapenv:Body></soapenv:Envelope>`,
    );
    expect(status).toBe(500);
    expect(readRegFactuAnswer(body)).toMatchObject({ kind: "fault", fault: { faultcode: "env:Client", codigo: 4102 } });
    const [, garbage] = await postRaw("not xml at all <");
    expect(readRegFactuAnswer(garbage)).toMatchObject({ kind: "fault", fault: { codigo: 4103 } });
  });
});

describe("the stand-in's options", { timeout: 20_000 }, () => {
  it("answers 2004 for a record generated too long ago, unless the header declares an incident", async () => {
    const strictDir = mkdtempSync(join(tmpdir(), "aeat-margin-"));
    const margin = await startAeatStandIn({ certificatesDir: strictDir, controlPort: null, generationMarginSeconds: 120 });
    const made = createAgencyClient({ endpoint: margin.endpoint, pfx: margin.certificates.demoPkcs12, passphrase: DEMO_CERTIFICATE.passphrase, ca: margin.caPem });
    try {
      if (!made.ok) throw new Error(made.reason);
      const late = await made.client.submit(ticketsSubmission(["T-1"]).submission);
      expect(late).toMatchObject({ ok: true, answer: { RespuestaLinea: [{ EstadoRegistro: "AceptadoConErrores", CodigoErrorRegistro: 2004 }] } });
      const declared = await made.client.submit({ ...ticketsSubmission(["T-2"]).submission, Cabecera: { ...CABECERA, RemisionVoluntaria: { Incidencia: "S" } } });
      expect(declared).toMatchObject({ ok: true, answer: { RespuestaLinea: [{ EstadoRegistro: "Correcto" }] } });
    } finally {
      if (made.ok) made.client.close();
      await margin.close();
      rmSync(strictDir, { recursive: true, force: true });
    }
  });

  it("refuses (4112) a certificate that is not the issuer's when asked to, which the client reports as tls", async () => {
    const strictDir = mkdtempSync(join(tmpdir(), "aeat-holder-"));
    const holderCheck = await startAeatStandIn({ certificatesDir: strictDir, controlPort: null, requireHolderIsObligado: true });
    const made = createAgencyClient({ endpoint: holderCheck.endpoint, pfx: holderCheck.certificates.demoPkcs12, passphrase: DEMO_CERTIFICATE.passphrase, ca: holderCheck.caPem });
    try {
      if (!made.ok) throw new Error(made.reason);
      expect(await made.client.submit(ticketsSubmission(["T-1"]).submission)).toMatchObject({ ok: true });
      const { records } = chain([{ alta: ticket("T-2", { IDFactura: { IDEmisorFactura: "B11223344", NumSerieFactura: "T-2", FechaExpedicionFactura: "27-11-2026" } }) }]);
      const other = await made.client.submit({ Cabecera: { ObligadoEmision: { NombreRazon: "Otra S.L.", NIF: "B11223344" } }, RegistroFactura: records });
      expect(other).toMatchObject({ ok: false, failure: { kind: "tls", fault: { codigo: 4112 } } });
    } finally {
      if (made.ok) made.client.close();
      await holderCheck.close();
      rmSync(strictDir, { recursive: true, force: true });
    }
  });

  it("pages a query and keeps its records in a file across a restart", async () => {
    const fileDir = mkdtempSync(join(tmpdir(), "aeat-file-"));
    const storeFile = join(fileDir, "records.json");
    const options = { certificatesDir: dir, controlPort: null, storeFile, queryPageSize: 2 } as const;
    let kept = await startAeatStandIn(options);
    const made = () => {
      const m = createAgencyClient({ endpoint: kept.endpoint, pfx: kept.certificates.demoPkcs12, passphrase: DEMO_CERTIFICATE.passphrase, ca: kept.caPem });
      if (!m.ok) throw new Error(m.reason);
      return m.client;
    };
    let c = made();
    try {
      expect((await c.submit(ticketsSubmission(["T-1", "T-2", "T-3"]).submission)).ok).toBe(true);
      c.close();
      await kept.close();
      kept = await startAeatStandIn(options);
      c = made();
      const ask = (ClavePaginacion?: { IDEmisorFactura: string; NumSerieFactura: string; FechaExpedicionFactura: string }) =>
        c.query({ Cabecera: { ObligadoEmision: { ...COMPANY } }, FiltroConsulta: { PeriodoImputacion: PERIOD, ...(ClavePaginacion ? { ClavePaginacion } : {}) } });
      const first = await ask();
      if (!first.ok) throw new Error(first.failure.message);
      expect(first.answer.IndicadorPaginacion).toBe("S");
      expect(first.answer.RegistroRespuestaConsultaFactuSistemaFacturacion.map((r) => r.IDFactura.NumSerieFactura)).toEqual(["T-1", "T-2"]);
      const second = await ask(first.answer.ClavePaginacion);
      if (!second.ok) throw new Error(second.failure.message);
      expect(second.answer.IndicadorPaginacion).toBe("N");
      expect(second.answer.RegistroRespuestaConsultaFactuSistemaFacturacion.map((r) => r.IDFactura.NumSerieFactura)).toEqual(["T-3"]);
      const otherMonth = await c.query({ Cabecera: { ObligadoEmision: { ...COMPANY } }, FiltroConsulta: { PeriodoImputacion: { Ejercicio: "2026", Periodo: "12" } } });
      expect(otherMonth.ok && otherMonth.answer.ResultadoConsulta).toBe("SinDatos");
    } finally {
      c.close();
      await kept.close();
      rmSync(fileDir, { recursive: true, force: true });
    }
  });
});

describe("the control server", { timeout: 20_000 }, () => {
  const control = (path: string, init?: RequestInit) => fetch(`${standIn.controlUrl}${path}`, init);

  it("sets the answer for the next submissions, shows what it holds, and resets", async () => {
    const set = await control("/_standin/behaviour", { method: "PUT", body: JSON.stringify({ answer: "reject-batch", times: 1 }) });
    expect(await set.json()).toEqual({ answer: "reject-batch", times: 1 });
    expect(await client.submit(ticketsSubmission(["T-1"]).submission)).toMatchObject({ ok: false, failure: { kind: "batch-rejected" } });
    expect((await client.submit(ticketsSubmission(["T-1"]).submission)).ok).toBe(true);

    const state = (await (await control("/_standin/state")).json()) as { behaviour: { answer: string }; records: number; submissions: number };
    expect(state).toMatchObject({ behaviour: { answer: "accept" }, records: 1, submissions: 2 });
    const records = (await (await control("/_standin/records")).json()) as Array<{ IDFactura: { NumSerieFactura: string }; csv: string }>;
    expect(records.map((r) => r.IDFactura.NumSerieFactura)).toEqual(["T-1"]);
    expect(await (await control("/_standin/ca.pem")).text()).toBe(standIn.caPem);

    await control("/_standin/reset", { method: "POST" });
    expect(standIn.records()).toEqual([]);
  });

  it("refuses an answer it does not know", async () => {
    const res = await control("/_standin/behaviour", { method: "PUT", body: JSON.stringify({ answer: "maybe" }) });
    expect(res.status).toBe(400);
    expect(standIn.behaviour().answer).toBe("accept");
  });
});
