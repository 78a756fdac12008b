// The client against the stand-in over real mutual TLS, one test per way the agency can answer.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_CERTIFICATE, startAeatStandIn, type AeatStandIn } from "../../../tools/aeat";
import { createAgencyClient, type AgencyClient, type AgencyClientOptions } from "./client";
import { COMPANY, ticketsSubmission } from "./testFixtures";
import { periodoDe } from "./messages";
import { createTestCa, issueCertificate, toPkcs12 } from "./testCertificates";

let dir: string;
let standIn: AeatStandIn;
let client: AgencyClient;

function clientFor(options: Partial<AgencyClientOptions> = {}): AgencyClient {
  const made = createAgencyClient({ endpoint: standIn.endpoint, pfx: standIn.certificates.demoPkcs12, passphrase: DEMO_CERTIFICATE.passphrase, ca: standIn.caPem, timeoutMs: 10_000, ...options });
  if (!made.ok) throw new Error(made.reason);
  return made.client;
}

const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => `T-2026-${String(from + i).padStart(6, "0")}`);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "aeat-client-"));
  standIn = await startAeatStandIn({ certificatesDir: dir, controlPort: null });
  client = clientFor();
}, 60_000);

afterAll(async () => {
  client?.close();
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

beforeEach(() => standIn.reset());

describe("the client over mutual TLS", { timeout: 20_000 }, () => {
  it("presents the company's certificate and gets every record accepted, with the CSV and the wait", async () => {
    expect(client.certificate.taxId).toBe(COMPANY.NIF);
    standIn.configure({ waitSeconds: 75 });
    const result = await client.submit(ticketsSubmission(numbers(1, 3)).submission);
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.answer.EstadoEnvio).toBe("Correcto");
    expect(result.answer.CSV).toMatch(/^A-[A-Z0-9]{14}$/);
    expect(result.answer.TiempoEsperaEnvio).toBe(75);
    expect(result.answer.DatosPresentacion?.NIFPresentador).toBe(COMPANY.NIF);
    expect(result.answer.RespuestaLinea.map((l) => [l.IDFactura.NumSerieFactura, l.EstadoRegistro])).toEqual([
      ["T-2026-000001", "Correcto"],
      ["T-2026-000002", "Correcto"],
      ["T-2026-000003", "Correcto"],
    ]);
    expect(standIn.records()).toHaveLength(3);
  });

  it("gets records accepted with errors, with the code and description of each", async () => {
    standIn.configure({ answer: "accept-with-errors" });
    const result = await client.submit(ticketsSubmission(numbers(1, 2)).submission);
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.answer.EstadoEnvio).toBe("Correcto");
    expect(result.answer.RespuestaLinea.every((l) => l.EstadoRegistro === "AceptadoConErrores" && l.CodigoErrorRegistro === 2005)).toBe(true);
    expect(standIn.records().map((r) => r.estado)).toEqual(["AceptadoConErrores", "AceptadoConErrores"]);
  });

  it("gets one record refused while the rest of its batch is taken in", async () => {
    standIn.configure({ rejectNumbers: ["T-2026-000002"], rejectError: { code: 1104, description: "El valor del campo NumSerieFactura es incorrecto." } });
    const result = await client.submit(ticketsSubmission(numbers(1, 3)).submission);
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.answer.EstadoEnvio).toBe("ParcialmenteCorrecto");
    expect(result.answer.RespuestaLinea.map((l) => [l.EstadoRegistro, l.CodigoErrorRegistro])).toEqual([
      ["Correcto", undefined],
      ["Incorrecto", 1104],
      ["Correcto", undefined],
    ]);
    expect(standIn.records().map((r) => r.IDFactura.NumSerieFactura)).toEqual(["T-2026-000001", "T-2026-000003"]);
  });

  it("gets every Nth record refused across submissions", async () => {
    standIn.configure({ rejectEvery: 2 });
    const first = ticketsSubmission(numbers(1, 3));
    const a = await client.submit(first.submission);
    const b = await client.submit(ticketsSubmission(numbers(4, 2), first.last).submission);
    if (!a.ok || !b.ok) throw new Error("a submission failed");
    expect([...a.answer.RespuestaLinea, ...b.answer.RespuestaLinea].map((l) => l.EstadoRegistro)).toEqual(["Correcto", "Incorrecto", "Correcto", "Incorrecto", "Correcto"]);
  });

  it("gets the whole batch refused as batch-rejected, nothing stored", async () => {
    standIn.configure({ answer: "reject-batch" });
    const result = await client.submit(ticketsSubmission(numbers(1, 2)).submission);
    expect(result).toMatchObject({ ok: false, failure: { kind: "batch-rejected", maybeStored: false, status: 500, fault: { codigo: 4104 } } });
    expect(standIn.records()).toHaveLength(0);
  });

  it("times out when the agency stores the records and the answer is lost; the query then finds them, and sending again is a duplicate", async () => {
    const impatient = clientFor({ timeoutMs: 2_000 });
    try {
      standIn.configure({ answer: "timeout-after-storing", times: 1 });
      const { submission } = ticketsSubmission(numbers(1, 2));
      const lost = await impatient.submit(submission);
      expect(lost).toMatchObject({ ok: false, failure: { kind: "timeout", maybeStored: true } });
      // On a loaded machine the stand-in may still be checking the message when the client gives up.
      await vi.waitFor(() => expect(standIn.submissions().map((s) => s.outcome)).toContain("held"), { timeout: 15_000 });

      const found = await client.query({ Cabecera: { ObligadoEmision: { ...COMPANY } }, FiltroConsulta: { PeriodoImputacion: periodoDe("27-11-2026"), NumSerieFactura: "T-2026-000002" } });
      if (!found.ok) throw new Error(found.failure.message);
      expect(found.answer.ResultadoConsulta).toBe("ConDatos");
      expect(found.answer.RegistroRespuestaConsultaFactuSistemaFacturacion).toHaveLength(1);
      const held = found.answer.RegistroRespuestaConsultaFactuSistemaFacturacion[0];
      expect(held?.EstadoRegistro.EstadoRegistro).toBe("Correcto");
      const sent = submission.RegistroFactura[1];
      expect(held?.DatosRegistroFacturacion.Huella).toBe(sent && "RegistroAlta" in sent ? sent.RegistroAlta.Huella : "");

      const again = await client.submit(submission);
      if (!again.ok) throw new Error(again.failure.message);
      expect(again.answer.RespuestaLinea.map((l) => [l.CodigoErrorRegistro, l.RegistroDuplicado?.EstadoRegistroDuplicado])).toEqual([
        [3000, "Correcto"],
        [3000, "Correcto"],
      ]);
    } finally {
      impatient.close();
    }
  });

  it("takes a 500 with a server Fault, and a 503 page, as server-error (maybe stored)", async () => {
    standIn.configure({ answer: "server-error", times: 1 });
    expect(await client.submit(ticketsSubmission(numbers(1, 1)).submission)).toMatchObject({ ok: false, failure: { kind: "server-error", status: 500, maybeStored: true, fault: { codigo: 102 } } });
    standIn.configure({ answer: "server-error", serverError: "html", times: 1 });
    expect(await client.submit(ticketsSubmission(numbers(1, 1)).submission)).toMatchObject({ ok: false, failure: { kind: "server-error", status: 503, maybeStored: true } });
    // `times: 1` is over: the agency answers again.
    const recovered = await client.submit(ticketsSubmission(numbers(1, 1)).submission);
    expect(recovered.ok).toBe(true);
  });

  it("refuses a connection without a client certificate", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = https.request(standIn.endpoint, { method: "POST", ca: standIn.caPem }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end("<x/>");
    });
    expect(status).toBe(403);
    expect(standIn.submissions().map((s) => s.outcome)).toEqual(["refused-no-certificate"]);
  });

  it("reports tls when the stand-in only takes its own CA's certificates and ours is another's, and when the server is not trusted", async () => {
    const strictDir = mkdtempSync(join(tmpdir(), "aeat-strict-"));
    const strict = await startAeatStandIn({ certificatesDir: strictDir, controlPort: null, clientCertificates: "issued-by-ca" });
    const otherCa = createTestCa("Somebody else's CA");
    const stranger = toPkcs12(issueCertificate(otherCa, { subject: { commonName: "STRANGER - 12345678Z" }, usage: "client" }), "pw");
    const made = createAgencyClient({ endpoint: strict.endpoint, pfx: stranger, passphrase: "pw", ca: strict.caPem, timeoutMs: 5_000 });
    const untrusting = createAgencyClient({ endpoint: strict.endpoint, pfx: strict.certificates.demoPkcs12, passphrase: DEMO_CERTIFICATE.passphrase, timeoutMs: 5_000 });
    try {
      if (!made.ok || !untrusting.ok) throw new Error("could not make the clients");
      const refused = await made.client.submit(ticketsSubmission(numbers(1, 1)).submission);
      expect(refused).toMatchObject({ ok: false, failure: { kind: "tls", maybeStored: false } });
      expect(strict.records()).toHaveLength(0);
      const unverified = await untrusting.client.submit(ticketsSubmission(numbers(1, 1)).submission);
      expect(unverified).toMatchObject({ ok: false, failure: { kind: "tls", maybeStored: false } });
    } finally {
      if (made.ok) made.client.close();
      if (untrusting.ok) untrusting.client.close();
      await strict.close();
      rmSync(strictDir, { recursive: true, force: true });
    }
  });

  it("works with a legacy PKCS#12 export that Node's TLS could not load by itself", async () => {
    const legacy = clientFor({ pfx: readFileSync(new URL("./testdata/legacy-rc2.p12", import.meta.url)), passphrase: "legacy" });
    try {
      const result = await legacy.submit(ticketsSubmission(numbers(1, 1)).submission);
      expect(result.ok).toBe(true);
    } finally {
      legacy.close();
    }
  });

  it("answers a bad certificate file or password with its code instead of a client", () => {
    expect(createAgencyClient({ endpoint: standIn.endpoint, pfx: standIn.certificates.demoPkcs12, passphrase: "not it" })).toMatchObject({ ok: false, code: "certificate-password" });
    expect(createAgencyClient({ endpoint: standIn.endpoint, pfx: Buffer.from("nope"), passphrase: "x" })).toMatchObject({ ok: false, code: "certificate-invalid" });
  });

  it("reports network, not stored, when nothing listens; and refuses more than 1,000 records without sending", async () => {
    const nowhere = clientFor({ endpoint: "https://127.0.0.1:9/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP" });
    try {
      expect(await nowhere.submit(ticketsSubmission(numbers(1, 1)).submission)).toMatchObject({ ok: false, failure: { kind: "network", maybeStored: false, code: "ECONNREFUSED" } });
    } finally {
      nowhere.close();
    }
    const tooMany = await client.submit(ticketsSubmission(numbers(1, 1001)).submission);
    expect(tooMany).toMatchObject({ ok: false, failure: { kind: "batch-rejected", maybeStored: false } });
    expect(standIn.submissions()).toHaveLength(0);
  });
});
