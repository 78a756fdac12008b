// The local stand-in of the agency's (AEAT) VeriFactu web service. Never deployed: npm start, the scripts and the
// tests start it.
//
// SOAP over HTTPS with mutual TLS at POST /wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP, as the agency:
// - the server's certificate comes from the stand-in's own CA (certificates.ts); clients trust it with `ca`;
// - a client certificate is required: in "any" mode (the default) any certificate is taken and a connection
//   without one is answered 403; in "issued-by-ca" mode the TLS handshake refuses certificates the stand-in's CA
//   (or `clientCas`) did not issue, and connections without one;
// - RegFactuSistemaFacturacion: the message is validated against the agency's XSDs (Fault 4102 when it is not
//   valid), each record is checked as the agency does in the ways that matter to a sender (3000 duplicate, 3001
//   already cancelled, 3002 cancelling an unknown record, 1108 issuer ≠ header, 1153/1161 RechazoPrevio without
//   Subsanacion, 2000 wrong Huella, 2004 generated too long ago without Incidencia when configured), and the records
//   it takes in are kept (in memory, and in `storeFile` when given) with a CSV;
// - ConsultaFactuSistemaFacturacion answers what it holds, by period, number, date, with pagination.
// Its behaviour is set per test (configure()) or over the control server (plain HTTP, see control routes below):
// accept, accept with errors, reject chosen records or every Nth, reject the whole batch, fail with 5xx, or store
// and then never answer (the lost answer); and the wait it asks for (TiempoEsperaEnvio).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import { DateTime } from "luxon";
import forge from "node-forge";
import { taxIdsOf } from "../../src/verifactu/agency/certificate";
import type {
  Cabecera,
  Encadenamiento,
  EstadoEnvio,
  EstadoRegistroAlmacenado,
  IDFactura,
  RegistroConsultado,
  RespuestaLinea,
  TipoFactura,
} from "../../src/verifactu/agency/types";
import { child, children, parseXml, text, XmlReadError, type ParsedElement } from "../../src/verifactu/agency/xml";
import { consultaAnswerXml, faultXml, regFactuAnswerXml } from "./answers";
import { ensureStandInCertificates, type StandInCertificates } from "./certificates";
import { huellaAlta, huellaAnulacion } from "./huella";
import { validateAgencyMessage } from "./validate";

export const SOAP_PATH = "/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP";

export type StandInAnswer = "accept" | "accept-with-errors" | "reject-batch" | "server-error" | "timeout-after-storing";

export interface AgencyError {
  code: number;
  description: string;
}

/** How the stand-in answers submissions (queries are always answered). Every field is optional when setting it. */
export interface StandInBehaviour {
  /** accept (the default): only the agency's own checks refuse anything. */
  answer: StandInAnswer;
  /** How many submissions `answer` applies to before it goes back to "accept" (default: until changed). */
  times?: number;
  /** These invoice numbers are refused (Incorrecto, rejectError), whatever `answer` says. */
  rejectNumbers?: string[];
  /** Every Nth record received is refused (counted over all submissions since the last reset). */
  rejectEvery?: number;
  /** These invoice numbers are accepted with errors (AceptadoConErrores, acceptWithErrorsError). */
  acceptWithErrorsNumbers?: string[];
  /** Default 1100 "Valor o tipo incorrecto del campo." */
  rejectError?: AgencyError;
  /** Default 2005 "El campo ImporteTotal tiene un valor incorrecto…" */
  acceptWithErrorsError?: AgencyError;
  /** The Fault of "reject-batch" (default 4104, the header's NIF not identified). */
  batchFault?: AgencyError;
  /** The failure of "server-error": 500 with a SOAP Fault env:Server (default), or 503 with an HTML page. */
  serverError?: "fault" | "html";
  /** TiempoEsperaEnvio of the answers, in seconds (default 60). */
  waitSeconds?: number;
  /** For "timeout-after-storing": drop the connection after this long (default: hold it until the client gives up). */
  holdMs?: number;
}

export interface StoredRecord {
  IDFactura: IDFactura;
  estado: EstadoRegistroAlmacenado;
  codigo?: number;
  descripcion?: string;
  tipoFactura?: TipoFactura;
  cuotaTotal?: string;
  importeTotal?: string;
  encadenamiento?: Encadenamiento;
  fechaHoraHusoGenRegistro?: string;
  huella?: string;
  /** The cancellation's fingerprint, when it was cancelled. */
  huellaAnulacion?: string;
  subsanacion?: "S" | "N";
  rechazoPrevio?: "N" | "S" | "X";
  incidencia?: "S" | "N";
  idPeticion: string;
  csv: string;
  nifPresentador: string;
  timestampPresentacion: string;
  timestampUltimaModificacion: string;
}

export interface ReceivedSubmission {
  at: string;
  nif: string;
  records: number;
  /** What the stand-in did: answered (EstadoEnvio), faulted, failed, or held the answer back. */
  outcome: EstadoEnvio | "fault" | "server-error" | "held" | "refused-no-certificate";
}

export interface AeatStandInOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** The plain-HTTP control server's port; null: none (tests use the object). Default 0: any free port. */
  controlPort?: number | null;
  /** Where the CA and certificates live (default .cache/aeat). */
  certificatesDir?: string;
  /** "any" (default) or "issued-by-ca". */
  clientCertificates?: "any" | "issued-by-ca";
  /** More CAs whose client certificates "issued-by-ca" accepts. */
  clientCas?: string[];
  /** Validate every message against the XSDs (default true). */
  validate?: boolean;
  /** Recompute each record's Huella and answer 2000 when it differs (default true). */
  checkHuella?: boolean;
  /** Answer 2004 for a record generated longer ago than this, unless the header says Incidencia=S (default: not checked). */
  generationMarginSeconds?: number;
  /** Refuse (4112) a certificate whose tax id is not the header's ObligadoEmision (default false). */
  requireHolderIsObligado?: boolean;
  /** Records per query page (default 10,000, the agency's). */
  queryPageSize?: number;
  /** Keep the records in this JSON file too (read at start). */
  storeFile?: string;
  log?: (line: string) => void;
}

export interface AeatStandIn {
  /** https://127.0.0.1:PORT/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP */
  endpoint: string;
  port: number;
  /** http://127.0.0.1:PORT of the control server, when there is one. */
  controlUrl?: string;
  certificates: StandInCertificates;
  /** The CA's PEM: the client's `ca`. */
  caPem: string;
  behaviour(): StandInBehaviour;
  /** Replaces the behaviour (fields left out take their defaults). */
  configure(behaviour: Partial<StandInBehaviour>): StandInBehaviour;
  /** Forgets the records, the submissions and the behaviour. */
  reset(): void;
  records(): StoredRecord[];
  submissions(): ReceivedSubmission[];
  close(): Promise<void>;
}

const DEFAULT_BEHAVIOUR: StandInBehaviour = { answer: "accept" };

/** The agency's texts for the codes the stand-in answers. */
const ERRORS: Record<number, string> = {
  1100: "Valor o tipo incorrecto del campo.",
  1108: "El NIF del IDEmisorFactura debe ser el mismo que el NIF del ObligadoEmision.",
  1153: "Valor del campo RechazoPrevio no válido, solo podrá incluirse el campo RechazoPrevio con valor X si se ha informado el campo Subsanacion y tiene el valor S.",
  1161: "El valor del campo RechazoPrevio no es válido, no podrá incluirse el campo RechazoPrevio con valor S si no se ha informado del campo Subsanacion o tiene el valor N.",
  2000: "El cálculo de la huella suministrada es incorrecta.",
  2004: "El valor del campo FechaHoraHusoGenRegistro debe ser la fecha actual del sistema de la AEAT, admitiéndose un margen de error de:",
  2005: "El campo ImporteTotal tiene un valor incorrecto para el valor de los campos BaseImponibleOimporteNoSujeto, CuotaRepercutida y CuotaRecargoEquivalencia suministrados.",
  3000: "Registro de facturación duplicado.",
  3001: "El registro de facturación ya ha sido dado de baja.",
  3002: "No existe el registro de facturación.",
  4102: "El XML no cumple el esquema.",
  4103: "Se ha producido un error inesperado al parsear el XML.",
  4104: "Error en la cabecera: el valor del campo NIF del bloque ObligadoEmision no está identificado.",
  4112: "El titular del certificado debe ser Obligado Emisión, Colaborador Social, Apoderado o Sucesor.",
};

const agencyError = (code: number): AgencyError => ({ code, description: ERRORS[code] ?? "" });

const now = () => DateTime.now().setZone("Europe/Madrid").toISO({ suppressMilliseconds: true }) ?? new Date().toISOString();

const keyOf = (id: IDFactura) => `${id.IDEmisorFactura}|${id.NumSerieFactura}|${id.FechaExpedicionFactura}`;

/** A CSV like the agency's: "A-" and 14 capitals and digits. */
function newCsv(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  return `A-${Array.from(randomBytes(14), (b) => alphabet[b % alphabet.length]).join("")}`;
}

const SAME_SIGN = (value: string | undefined): "S" | "N" | undefined => (value === "S" || value === "N" ? value : undefined);

function readBody(req: IncomingMessage, limit = 32 * 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error("Body too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { "Content-Type": "text/xml; charset=utf-8", "Content-Length": Buffer.byteLength(xml) });
  res.end(xml);
}

function readCabecera(e: ParsedElement | undefined): Cabecera {
  const obligado = child(e, "ObligadoEmision");
  const remision = child(e, "RemisionVoluntaria");
  const incidencia = SAME_SIGN(text(remision, "Incidencia"));
  const fechaFin = text(remision, "FechaFinVeriFactu");
  return {
    ObligadoEmision: { NombreRazon: text(obligado, "NombreRazon") ?? "", NIF: text(obligado, "NIF") ?? "" },
    ...(remision ? { RemisionVoluntaria: { ...(fechaFin !== undefined ? { FechaFinVeriFactu: fechaFin } : {}), ...(incidencia ? { Incidencia: incidencia } : {}) } } : {}),
  };
}

function readEncadenamiento(e: ParsedElement | undefined): { encadenamiento?: Encadenamiento; huellaAnterior: string } {
  if (!e) return { huellaAnterior: "" };
  const anterior = child(e, "RegistroAnterior");
  if (!anterior) return { encadenamiento: { PrimerRegistro: "S" }, huellaAnterior: "" };
  const huella = text(anterior, "Huella") ?? "";
  return {
    encadenamiento: {
      RegistroAnterior: {
        IDEmisorFactura: text(anterior, "IDEmisorFactura") ?? "",
        NumSerieFactura: text(anterior, "NumSerieFactura") ?? "",
        FechaExpedicionFactura: text(anterior, "FechaExpedicionFactura") ?? "",
        Huella: huella,
      },
    },
    huellaAnterior: huella,
  };
}

/** DD-MM-YYYY → comparable YYYYMMDD. */
const sortableDate = (date: string) => date.split("-").reverse().join("");

export async function startAeatStandIn(options: AeatStandInOptions = {}): Promise<AeatStandIn> {
  const log = options.log ?? (() => {});
  const certificates = ensureStandInCertificates(options.certificatesDir);
  const host = options.host ?? "127.0.0.1";
  const strict = options.clientCertificates === "issued-by-ca";
  const validate = options.validate ?? true;
  const checkHuella = options.checkHuella ?? true;
  const pageSize = options.queryPageSize ?? 10_000;

  let behaviour: StandInBehaviour = { ...DEFAULT_BEHAVIOUR };
  let answersLeft: number | undefined;
  let recordCounter = 0;
  let store = new Map<string, StoredRecord>();
  let received: ReceivedSubmission[] = [];
  const held = new Set<ServerResponse>();

  if (options.storeFile && existsSync(options.storeFile)) {
    try {
      const saved = JSON.parse(readFileSync(options.storeFile, "utf8")) as StoredRecord[];
      store = new Map(saved.map((r) => [keyOf(r.IDFactura), r]));
    } catch (error) {
      log(`stand-in: could not read ${options.storeFile} (${String(error)}), starting empty`);
    }
  }
  const persist = () => {
    if (options.storeFile) writeFileSync(options.storeFile, JSON.stringify([...store.values()], null, 1));
  };

  function configure(next: Partial<StandInBehaviour>): StandInBehaviour {
    behaviour = { ...DEFAULT_BEHAVIOUR, ...next };
    answersLeft = behaviour.times;
    return behaviour;
  }

  /** The answer for this submission, counting down `times`. */
  function takeAnswer(): StandInAnswer {
    const answer = behaviour.answer;
    if (answer !== "accept" && answersLeft !== undefined) {
      answersLeft -= 1;
      if (answersLeft <= 0) {
        behaviour = { ...behaviour, answer: "accept" };
        answersLeft = undefined;
      }
    }
    return answer;
  }

  function peerTaxId(socket: TLSSocket): string | undefined {
    const raw = socket.getPeerCertificate()?.raw;
    if (!raw) return undefined;
    try {
      const cert = forge.pki.certificateFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(raw.toString("binary"))));
      return taxIdsOf(cert.subject).taxId;
    } catch {
      return undefined;
    }
  }

  /** Checks and stores one record: its RespuestaLinea. */
  function processRecord(registro: ParsedElement, header: Cabecera, answer: StandInAnswer, presentation: { nif: string; at: string; idPeticion: string; csv: string }): RespuestaLinea {
    recordCounter += 1;
    const alta = child(registro, "RegistroAlta");
    const anulacion = alta ? undefined : child(registro, "RegistroAnulacion");
    const e = alta ?? anulacion ?? {};
    const idElement = child(e, "IDFactura");
    const id: IDFactura = alta
      ? { IDEmisorFactura: text(idElement, "IDEmisorFactura") ?? "", NumSerieFactura: text(idElement, "NumSerieFactura") ?? "", FechaExpedicionFactura: text(idElement, "FechaExpedicionFactura") ?? "" }
      : { IDEmisorFactura: text(idElement, "IDEmisorFacturaAnulada") ?? "", NumSerieFactura: text(idElement, "NumSerieFacturaAnulada") ?? "", FechaExpedicionFactura: text(idElement, "FechaExpedicionFacturaAnulada") ?? "" };
    const subsanacion = SAME_SIGN(text(e, "Subsanacion"));
    const rechazoText = text(e, "RechazoPrevio");
    const rechazoPrevio = rechazoText === "N" || rechazoText === "S" || rechazoText === "X" ? rechazoText : undefined;
    const sinRegistroPrevio = SAME_SIGN(text(e, "SinRegistroPrevio"));
    const refExterna = text(e, "RefExterna");
    const operacion: RespuestaLinea["Operacion"] = {
      TipoOperacion: alta ? "Alta" : "Anulacion",
      ...(subsanacion ? { Subsanacion: subsanacion } : {}),
      ...(rechazoPrevio ? { RechazoPrevio: rechazoPrevio } : {}),
      ...(sinRegistroPrevio ? { SinRegistroPrevio: sinRegistroPrevio } : {}),
    };
    const line = (estado: RespuestaLinea["EstadoRegistro"], error?: AgencyError, extra: Partial<RespuestaLinea> = {}): RespuestaLinea => ({
      IDFactura: id,
      Operacion: operacion,
      ...(refExterna !== undefined ? { RefExterna: refExterna } : {}),
      EstadoRegistro: estado,
      ...(error ? { CodigoErrorRegistro: error.code, DescripcionErrorRegistro: error.description } : {}),
      ...extra,
    });

    // Refusals first: a refused record is not stored.
    if (behaviour.rejectNumbers?.includes(id.NumSerieFactura) || (behaviour.rejectEvery && recordCounter % behaviour.rejectEvery === 0)) {
      return line("Incorrecto", behaviour.rejectError ?? agencyError(1100));
    }
    if (id.IDEmisorFactura !== header.ObligadoEmision.NIF) return line("Incorrecto", agencyError(1108));
    if (alta && rechazoPrevio === "X" && subsanacion !== "S") return line("Incorrecto", agencyError(1153));
    if (alta && rechazoPrevio === "S" && subsanacion !== "S") return line("Incorrecto", agencyError(1161));

    const key = keyOf(id);
    const existing = store.get(key);
    const { encadenamiento, huellaAnterior } = readEncadenamiento(child(e, "Encadenamiento"));
    const fechaHora = text(e, "FechaHoraHusoGenRegistro") ?? "";
    const huella = text(e, "Huella") ?? "";

    if (alta) {
      if (existing && (existing.estado === "Anulado" || subsanacion !== "S")) {
        return line("Incorrecto", agencyError(3000), {
          RegistroDuplicado: { IdPeticionRegistroDuplicado: existing.idPeticion, EstadoRegistroDuplicado: existing.estado, ...(existing.codigo ? { CodigoErrorRegistro: existing.codigo, DescripcionErrorRegistro: existing.descripcion ?? "" } : {}) },
        });
      }
    } else {
      if (existing?.estado === "Anulado") return line("Incorrecto", agencyError(3001));
      if (!existing && sinRegistroPrevio !== "S") return line("Incorrecto", agencyError(3002));
    }

    // Accepted, perhaps with errors.
    let acceptedError: AgencyError | undefined;
    if (checkHuella) {
      const expected = alta
        ? huellaAlta({
            ...id,
            TipoFactura: text(e, "TipoFactura") ?? "",
            CuotaTotal: text(e, "CuotaTotal") ?? "",
            ImporteTotal: text(e, "ImporteTotal") ?? "",
            HuellaAnterior: huellaAnterior,
            FechaHoraHusoGenRegistro: fechaHora,
          })
        : huellaAnulacion({ IDEmisorFacturaAnulada: id.IDEmisorFactura, NumSerieFacturaAnulada: id.NumSerieFactura, FechaExpedicionFacturaAnulada: id.FechaExpedicionFactura, HuellaAnterior: huellaAnterior, FechaHoraHusoGenRegistro: fechaHora });
      if (expected !== huella) acceptedError = agencyError(2000);
    }
    if (!acceptedError && options.generationMarginSeconds !== undefined && header.RemisionVoluntaria?.Incidencia !== "S") {
      const generated = DateTime.fromISO(fechaHora);
      if (generated.isValid && Math.abs(DateTime.now().diff(generated, "seconds").seconds) > options.generationMarginSeconds) acceptedError = agencyError(2004);
    }
    if (!acceptedError && (answer === "accept-with-errors" || behaviour.acceptWithErrorsNumbers?.includes(id.NumSerieFactura))) {
      acceptedError = behaviour.acceptWithErrorsError ?? agencyError(2005);
    }

    const at = presentation.at;
    if (alta) {
      const tipo = text(e, "TipoFactura") as TipoFactura | undefined;
      store.set(key, {
        IDFactura: id,
        estado: acceptedError ? "AceptadoConErrores" : "Correcto",
        ...(acceptedError ? { codigo: acceptedError.code, descripcion: acceptedError.description } : {}),
        ...(tipo ? { tipoFactura: tipo } : {}),
        cuotaTotal: text(e, "CuotaTotal") ?? "",
        importeTotal: text(e, "ImporteTotal") ?? "",
        ...(encadenamiento ? { encadenamiento } : {}),
        fechaHoraHusoGenRegistro: fechaHora,
        huella,
        ...(subsanacion ? { subsanacion } : {}),
        ...(rechazoPrevio ? { rechazoPrevio } : {}),
        ...(header.RemisionVoluntaria?.Incidencia ? { incidencia: header.RemisionVoluntaria.Incidencia } : {}),
        idPeticion: presentation.idPeticion,
        csv: presentation.csv,
        nifPresentador: presentation.nif,
        timestampPresentacion: at,
        timestampUltimaModificacion: at,
      });
    } else if (existing) {
      store.set(key, { ...existing, estado: "Anulado", huellaAnulacion: huella, timestampUltimaModificacion: at });
    } else {
      store.set(key, {
        IDFactura: id,
        estado: "Anulado",
        huellaAnulacion: huella,
        idPeticion: presentation.idPeticion,
        csv: presentation.csv,
        nifPresentador: presentation.nif,
        timestampPresentacion: at,
        timestampUltimaModificacion: at,
      });
    }
    return acceptedError ? line("AceptadoConErrores", acceptedError) : line("Correcto");
  }

  async function handleSoap(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const socket = req.socket as TLSSocket;
    const hasCertificate = Boolean(socket.getPeerCertificate?.()?.raw);
    if (!hasCertificate) {
      received.push({ at: now(), nif: "", records: 0, outcome: "refused-no-certificate" });
      res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end("A client certificate is required.");
      return;
    }
    if (req.method !== "POST" || (req.url ?? "").split("?")[0] !== SOAP_PATH) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not found");
      return;
    }
    const xml = await readBody(req);
    let doc: ParsedElement;
    try {
      doc = parseXml(xml);
    } catch (error) {
      if (!(error instanceof XmlReadError)) throw error;
      sendXml(res, 500, faultXml("Client", 4103, ERRORS[4103] ?? ""));
      return;
    }
    if (validate) {
      const validation = await validateAgencyMessage(xml);
      if (!validation.valid) {
        log(`stand-in: schema errors: ${validation.errors.slice(0, 3).join(" | ")}`);
        sendXml(res, 500, faultXml("Client", 4102, `${ERRORS[4102]} ${validation.errors[0] ?? ""}`.trim()));
        return;
      }
    }
    const body = child(child(doc, "Envelope"), "Body");
    const regFactu = child(body, "RegFactuSistemaFacturacion");
    const consulta = child(body, "ConsultaFactuSistemaFacturacion");
    if (consulta) {
      sendXml(res, 200, answerQuery(consulta));
      return;
    }
    if (!regFactu) {
      sendXml(res, 500, faultXml("Client", 4102, `${ERRORS[4102]} Ni RegFactuSistemaFacturacion ni ConsultaFactuSistemaFacturacion.`));
      return;
    }

    const header = readCabecera(child(regFactu, "Cabecera"));
    const registros = children(regFactu, "RegistroFactura");
    const at = now();
    const record = (outcome: ReceivedSubmission["outcome"]) => received.push({ at, nif: header.ObligadoEmision.NIF, records: registros.length, outcome });

    if (options.requireHolderIsObligado && peerTaxId(socket) !== header.ObligadoEmision.NIF) {
      record("fault");
      sendXml(res, 500, faultXml("Client", 4112, ERRORS[4112] ?? ""));
      return;
    }
    const answer = takeAnswer();
    if (answer === "reject-batch") {
      const fault = behaviour.batchFault ?? agencyError(4104);
      record("fault");
      sendXml(res, 500, faultXml("Client", fault.code, fault.description));
      return;
    }
    if (answer === "server-error") {
      record("server-error");
      if (behaviour.serverError === "html") {
        res.writeHead(503, { "Content-Type": "text/html", Connection: "close" });
        res.end("<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>");
      } else {
        sendXml(res, 500, faultXml("Server", 102, "Error interno en el servidor"));
      }
      return;
    }

    const presentation = { nif: peerTaxId(socket) ?? header.ObligadoEmision.NIF, at, idPeticion: randomBytes(8).toString("hex").slice(0, 16), csv: newCsv() };
    const lines = registros.map((r) => processRecord(r, header, answer, presentation));
    persist();
    const refused = lines.filter((l) => l.EstadoRegistro === "Incorrecto").length;
    const estado: EstadoEnvio = refused === 0 ? "Correcto" : refused === lines.length ? "Incorrecto" : "ParcialmenteCorrecto";

    if (answer === "timeout-after-storing") {
      record("held");
      held.add(res);
      res.on("close", () => held.delete(res));
      if (behaviour.holdMs !== undefined) setTimeout(() => res.destroy(), behaviour.holdMs).unref();
      return;
    }
    record(estado);
    sendXml(
      res,
      200,
      regFactuAnswerXml({
        ...(estado !== "Incorrecto" ? { CSV: presentation.csv, DatosPresentacion: { NIFPresentador: presentation.nif, TimestampPresentacion: at } } : {}),
        Cabecera: header,
        TiempoEsperaEnvio: behaviour.waitSeconds ?? 60,
        EstadoEnvio: estado,
        RespuestaLinea: lines,
      }),
    );
  }

  function answerQuery(consulta: ParsedElement): string {
    const cabecera = child(consulta, "Cabecera");
    const obligado = child(cabecera, "ObligadoEmision");
    const nif = text(obligado, "NIF") ?? "";
    const filtro = child(consulta, "FiltroConsulta");
    const periodo = child(filtro, "PeriodoImputacion");
    const ejercicio = text(periodo, "Ejercicio") ?? "";
    const mes = text(periodo, "Periodo") ?? "";
    const numero = text(filtro, "NumSerieFactura");
    const fechas = child(filtro, "FechaExpedicionFactura");
    const fechaExacta = text(fechas, "FechaExpedicionFactura");
    const rango = child(fechas, "RangoFechaExpedicion");
    const desde = text(rango, "Desde");
    const hasta = text(rango, "Hasta");
    const clave = child(filtro, "ClavePaginacion");
    const mostrarNombre = text(child(consulta, "DatosAdicionalesRespuesta"), "MostrarNombreRazonEmisor") === "S";

    let matching = [...store.values()].filter((r) => {
      const [, month, year] = r.IDFactura.FechaExpedicionFactura.split("-");
      if (r.IDFactura.IDEmisorFactura !== nif || year !== ejercicio || month !== mes) return false;
      if (numero !== undefined && r.IDFactura.NumSerieFactura !== numero) return false;
      if (fechaExacta !== undefined && r.IDFactura.FechaExpedicionFactura !== fechaExacta) return false;
      const day = sortableDate(r.IDFactura.FechaExpedicionFactura);
      if (desde !== undefined && day < sortableDate(desde)) return false;
      if (hasta !== undefined && day > sortableDate(hasta)) return false;
      return true;
    });
    if (clave) {
      const after = keyOf({ IDEmisorFactura: text(clave, "IDEmisorFactura") ?? "", NumSerieFactura: text(clave, "NumSerieFactura") ?? "", FechaExpedicionFactura: text(clave, "FechaExpedicionFactura") ?? "" });
      const index = matching.findIndex((r) => keyOf(r.IDFactura) === after);
      matching = index >= 0 ? matching.slice(index + 1) : matching;
    }
    const page = matching.slice(0, pageSize);
    const more = matching.length > pageSize;
    const last = page[page.length - 1];
    return consultaAnswerXml({
      Cabecera: { IDVersion: "1.0", ObligadoEmision: { NombreRazon: text(obligado, "NombreRazon") ?? "", NIF: nif } },
      PeriodoImputacion: { Ejercicio: ejercicio, Periodo: mes },
      IndicadorPaginacion: more ? "S" : "N",
      ResultadoConsulta: page.length > 0 ? "ConDatos" : "SinDatos",
      RegistroRespuestaConsultaFactuSistemaFacturacion: page.map(
        (r): RegistroConsultado => ({
          IDFactura: r.IDFactura,
          DatosRegistroFacturacion: {
            ...(mostrarNombre ? { NombreRazonEmisor: "" } : {}),
            ...(r.subsanacion ? { Subsanacion: r.subsanacion } : {}),
            ...(r.rechazoPrevio ? { RechazoPrevio: r.rechazoPrevio } : {}),
            ...(r.tipoFactura ? { TipoFactura: r.tipoFactura } : {}),
            ...(r.cuotaTotal !== undefined ? { CuotaTotal: r.cuotaTotal } : {}),
            ...(r.importeTotal !== undefined ? { ImporteTotal: r.importeTotal } : {}),
            ...(r.encadenamiento ? { Encadenamiento: r.encadenamiento } : {}),
            ...(r.fechaHoraHusoGenRegistro ? { FechaHoraHusoGenRegistro: r.fechaHoraHusoGenRegistro } : {}),
            ...(r.huella ? { TipoHuella: "01", Huella: r.huella } : {}),
            ...(r.incidencia ? { Incidencia: r.incidencia } : {}),
          },
          DatosPresentacion: { NIFPresentador: r.nifPresentador, TimestampPresentacion: r.timestampPresentacion, IdPeticion: r.idPeticion },
          EstadoRegistro: {
            TimestampUltimaModificacion: r.timestampUltimaModificacion,
            EstadoRegistro: r.estado,
            ...(r.codigo !== undefined ? { CodigoErrorRegistro: r.codigo, DescripcionErrorRegistro: r.descripcion ?? "" } : {}),
          },
        }),
      ),
      ...(more && last ? { ClavePaginacion: last.IDFactura } : {}),
    });
  }

  const server = https.createServer(
    {
      key: certificates.server.keyPem,
      cert: certificates.server.certPem,
      requestCert: true,
      rejectUnauthorized: strict,
      ca: [certificates.ca.certPem, ...(options.clientCas ?? [])],
    },
    (req, res) => {
      handleSoap(req, res).catch((error: unknown) => {
        log(`stand-in error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!res.headersSent) sendXml(res, 500, faultXml("Server", 102, "Error interno en el servidor"));
        else res.destroy();
      });
    },
  );
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("tlsClientError", (error) => log(`stand-in: TLS refused (${error.message})`));

  const control = options.controlPort === null ? undefined : http.createServer((req, res) => handleControl(req, res));

  async function handleControl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const json = (status: number, body: unknown) => {
      const text = JSON.stringify(body, null, 1);
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(text);
    };
    const path = (req.url ?? "").split("?")[0];
    try {
      if (req.method === "GET" && path === "/_standin/state") return json(200, { endpoint: standIn.endpoint, behaviour, records: store.size, submissions: received.length });
      if (req.method === "GET" && path === "/_standin/records") return json(200, [...store.values()]);
      if (req.method === "GET" && path === "/_standin/submissions") return json(200, received);
      if (req.method === "GET" && path === "/_standin/ca.pem") {
        res.writeHead(200, { "Content-Type": "application/x-pem-file" });
        res.end(certificates.ca.certPem);
        return;
      }
      if ((req.method === "PUT" || req.method === "POST") && path === "/_standin/behaviour") {
        const body = JSON.parse((await readBody(req, 1024 * 1024)) || "{}") as Partial<StandInBehaviour>;
        const answers: StandInAnswer[] = ["accept", "accept-with-errors", "reject-batch", "server-error", "timeout-after-storing"];
        if (body.answer !== undefined && !answers.includes(body.answer)) return json(400, { error: { code: "validation", fields: { answer: ["enum"] } } });
        return json(200, configure(body));
      }
      if (req.method === "POST" && path === "/_standin/reset") {
        standIn.reset();
        return json(200, { behaviour, records: 0 });
      }
      json(404, { error: { code: "not-found" } });
    } catch (error) {
      json(400, { error: { code: "bad-request", message: error instanceof Error ? error.message : String(error) } });
    }
  }

  const listen = (s: http.Server | https.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      s.once("error", reject);
      s.listen(port, host, () => {
        s.off("error", reject);
        resolve((s.address() as AddressInfo).port);
      });
    });

  const port = await listen(server, options.port ?? 0);
  let controlPort: number | undefined;
  if (control) {
    try {
      controlPort = await listen(control, options.controlPort ?? 0);
    } catch (error) {
      server.close();
      throw error;
    }
  }
  const urlHost = host.includes(":") ? `[${host}]` : host;

  const standIn: AeatStandIn = {
    endpoint: `https://${urlHost}:${port}${SOAP_PATH}`,
    port,
    ...(controlPort !== undefined ? { controlUrl: `http://${urlHost}:${controlPort}` } : {}),
    certificates,
    caPem: certificates.ca.certPem,
    behaviour: () => behaviour,
    configure,
    reset() {
      store = new Map();
      received = [];
      recordCounter = 0;
      configure({});
      persist();
    },
    records: () => [...store.values()],
    submissions: () => [...received],
    async close() {
      for (const res of held) res.destroy();
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        control ? new Promise<void>((resolve) => control.close(() => resolve())) : Promise.resolve(),
      ]);
    },
  };
  log(`AEAT stand-in on ${standIn.endpoint}${standIn.controlUrl ? ` (controls on ${standIn.controlUrl}/_standin/)` : ""}`);
  return standIn;
}
