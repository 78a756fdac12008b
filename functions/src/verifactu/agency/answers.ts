// Reading the agency's answers: a submission's (RespuestaRegFactuSistemaFacturacion), a query's
// (RespuestaConsultaFactuSistemaFacturacion) and a SOAP Fault. Elements are read by local name, so the prefixes the
// agency happens to use (env:, tikR:, tik: …) do not matter.
import type {
  Cabecera,
  Encadenamiento,
  EstadoEnvio,
  EstadoRegistro,
  EstadoRegistroAlmacenado,
  IDFactura,
  PersonaES,
  RegistroConsultado,
  RespuestaConsultaFactuSistemaFacturacion,
  RespuestaLinea,
  RespuestaRegFactuSistemaFacturacion,
  SiNo,
  SoapFault,
  TipoFactura,
} from "./types";
import { child, children, parseXml, text, type ParsedElement } from "./xml";

/** What a body held: the expected answer, a Fault, or neither (an HTML error page, a truncated body…). */
export type ReadAnswer<T> = { kind: "answer"; answer: T } | { kind: "fault"; fault: SoapFault } | { kind: "unreadable"; reason: string };

export class AnswerShapeError extends Error {}

function required(parent: ParsedElement | undefined, name: string, where: string): string {
  const value = text(parent, name);
  if (value === undefined) throw new AnswerShapeError(`${where}: no ${name}`);
  return value;
}

function optionalNumber(parent: ParsedElement | undefined, name: string): number | undefined {
  const value = text(parent, name);
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function oneOf<T extends string>(value: string, allowed: readonly T[], where: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new AnswerShapeError(`${where}: unexpected value ${JSON.stringify(value)}`);
}

/** The stored states, whichever spelling the schema version uses (Correcta/Correcto …). */
function estadoAlmacenado(value: string, where: string): EstadoRegistroAlmacenado {
  const normalised: Record<string, EstadoRegistroAlmacenado> = {
    Correcto: "Correcto",
    Correcta: "Correcto",
    AceptadoConErrores: "AceptadoConErrores",
    AceptadaConErrores: "AceptadoConErrores",
    Anulado: "Anulado",
    Anulada: "Anulado",
  };
  const state = normalised[value];
  if (!state) throw new AnswerShapeError(`${where}: unexpected state ${JSON.stringify(value)}`);
  return state;
}

function readIdFactura(e: ParsedElement | undefined, where: string): IDFactura {
  return {
    IDEmisorFactura: required(e, "IDEmisorFactura", where),
    NumSerieFactura: required(e, "NumSerieFactura", where),
    FechaExpedicionFactura: required(e, "FechaExpedicionFactura", where),
  };
}

function readPersonaES(e: ParsedElement | undefined, where: string): PersonaES {
  return { NombreRazon: required(e, "NombreRazon", where), NIF: required(e, "NIF", where) };
}

function readCabecera(e: ParsedElement | undefined): Cabecera {
  const cabecera: Cabecera = { ObligadoEmision: readPersonaES(child(e, "ObligadoEmision"), "Cabecera.ObligadoEmision") };
  const representante = child(e, "Representante");
  if (representante) cabecera.Representante = readPersonaES(representante, "Cabecera.Representante");
  const remision = child(e, "RemisionVoluntaria");
  if (remision) {
    const incidencia = text(remision, "Incidencia");
    cabecera.RemisionVoluntaria = {
      ...(text(remision, "FechaFinVeriFactu") !== undefined ? { FechaFinVeriFactu: text(remision, "FechaFinVeriFactu") } : {}),
      ...(incidencia !== undefined ? { Incidencia: oneOf(incidencia, ["S", "N"] as const, "Incidencia") } : {}),
    };
  }
  return cabecera;
}

function readEncadenamiento(e: ParsedElement | undefined): Encadenamiento | undefined {
  if (!e) return undefined;
  if (text(e, "PrimerRegistro") !== undefined) return { PrimerRegistro: "S" };
  const anterior = child(e, "RegistroAnterior");
  if (!anterior) return undefined;
  return { RegistroAnterior: { ...readIdFactura(anterior, "RegistroAnterior"), Huella: required(anterior, "Huella", "RegistroAnterior") } };
}

/** Finds the SOAP Body's single child: [its local name, the element]. */
function bodyOf(xml: string): { name: string; element: ParsedElement } | { reason: string } {
  let doc: ParsedElement;
  try {
    doc = parseXml(xml);
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }
  const body = child(child(doc, "Envelope"), "Body");
  if (!body) return { reason: "No SOAP Envelope/Body" };
  const [name] = Object.keys(body);
  if (!name) return { reason: "An empty SOAP Body" };
  return { name, element: child(body, name) ?? {} };
}

/** Reads a Fault element: faultcode, faultstring, and the agency's "Codigo[NNNN]" when there is one. */
function readFault(e: ParsedElement): SoapFault {
  const faultstring = text(e, "faultstring") ?? "";
  const match = /Codigo\[(\d+)\]/.exec(faultstring);
  const detail = child(e, "detail") !== undefined || text(e, "detail") !== undefined ? JSON.stringify(e["detail"]) : undefined;
  return {
    faultcode: text(e, "faultcode") ?? "",
    faultstring,
    ...(match ? { codigo: Number(match[1]) } : {}),
    ...(detail !== undefined ? { detail } : {}),
  };
}

/** Whether a Fault blames the server (faultcode Server, in any prefix) rather than the message. */
export function isServerFault(fault: SoapFault): boolean {
  return /(^|:)Server(\.|$)/.test(fault.faultcode);
}

function readBody<T>(xml: string, expected: string, read: (e: ParsedElement) => T): ReadAnswer<T> {
  const body = bodyOf(xml);
  if ("reason" in body) return { kind: "unreadable", reason: body.reason };
  if (body.name === "Fault") return { kind: "fault", fault: readFault(body.element) };
  if (body.name !== expected) return { kind: "unreadable", reason: `Expected ${expected}, found ${body.name}` };
  try {
    return { kind: "answer", answer: read(body.element) };
  } catch (error) {
    if (error instanceof AnswerShapeError) return { kind: "unreadable", reason: error.message };
    throw error;
  }
}

function readLinea(e: ParsedElement, index: number): RespuestaLinea {
  const where = `RespuestaLinea[${index}]`;
  const operacion = child(e, "Operacion");
  const tipo = oneOf(required(operacion, "TipoOperacion", where), ["Alta", "Anulacion"] as const, `${where}.TipoOperacion`);
  const linea: RespuestaLinea = {
    IDFactura: readIdFactura(child(e, "IDFactura"), `${where}.IDFactura`),
    Operacion: { TipoOperacion: tipo },
    EstadoRegistro: oneOf<EstadoRegistro>(required(e, "EstadoRegistro", where), ["Correcto", "AceptadoConErrores", "Incorrecto"], `${where}.EstadoRegistro`),
  };
  const subsanacion = text(operacion, "Subsanacion");
  if (subsanacion !== undefined) linea.Operacion.Subsanacion = oneOf<SiNo>(subsanacion, ["S", "N"], `${where}.Subsanacion`);
  const rechazo = text(operacion, "RechazoPrevio");
  if (rechazo !== undefined) linea.Operacion.RechazoPrevio = oneOf(rechazo, ["N", "S", "X"] as const, `${where}.RechazoPrevio`);
  const sinRegistro = text(operacion, "SinRegistroPrevio");
  if (sinRegistro !== undefined) linea.Operacion.SinRegistroPrevio = oneOf<SiNo>(sinRegistro, ["S", "N"], `${where}.SinRegistroPrevio`);
  const ref = text(e, "RefExterna");
  if (ref !== undefined) linea.RefExterna = ref;
  const codigo = optionalNumber(e, "CodigoErrorRegistro");
  if (codigo !== undefined) linea.CodigoErrorRegistro = codigo;
  const descripcion = text(e, "DescripcionErrorRegistro");
  if (descripcion !== undefined) linea.DescripcionErrorRegistro = descripcion;
  const duplicado = child(e, "RegistroDuplicado");
  if (duplicado) {
    linea.RegistroDuplicado = {
      IdPeticionRegistroDuplicado: required(duplicado, "IdPeticionRegistroDuplicado", `${where}.RegistroDuplicado`),
      EstadoRegistroDuplicado: estadoAlmacenado(required(duplicado, "EstadoRegistroDuplicado", `${where}.RegistroDuplicado`), `${where}.RegistroDuplicado`),
    };
    const dupCodigo = optionalNumber(duplicado, "CodigoErrorRegistro");
    if (dupCodigo !== undefined) linea.RegistroDuplicado.CodigoErrorRegistro = dupCodigo;
    const dupDescripcion = text(duplicado, "DescripcionErrorRegistro");
    if (dupDescripcion !== undefined) linea.RegistroDuplicado.DescripcionErrorRegistro = dupDescripcion;
  }
  return linea;
}

/** Reads the answer to a submission (the whole SOAP response body text). */
export function readRegFactuAnswer(xml: string): ReadAnswer<RespuestaRegFactuSistemaFacturacion> {
  return readBody(xml, "RespuestaRegFactuSistemaFacturacion", (e) => {
    const espera = Number(required(e, "TiempoEsperaEnvio", "Respuesta"));
    const answer: RespuestaRegFactuSistemaFacturacion = {
      Cabecera: readCabecera(child(e, "Cabecera")),
      TiempoEsperaEnvio: Number.isFinite(espera) ? espera : 60,
      EstadoEnvio: oneOf<EstadoEnvio>(required(e, "EstadoEnvio", "Respuesta"), ["Correcto", "ParcialmenteCorrecto", "Incorrecto"], "EstadoEnvio"),
      RespuestaLinea: children(e, "RespuestaLinea").map(readLinea),
    };
    const csv = text(e, "CSV");
    if (csv) answer.CSV = csv;
    const presentacion = child(e, "DatosPresentacion");
    if (presentacion) {
      answer.DatosPresentacion = {
        NIFPresentador: required(presentacion, "NIFPresentador", "DatosPresentacion"),
        TimestampPresentacion: required(presentacion, "TimestampPresentacion", "DatosPresentacion"),
      };
    }
    return answer;
  });
}

function readRegistroConsultado(e: ParsedElement, index: number): RegistroConsultado {
  const where = `RegistroRespuestaConsultaFactuSistemaFacturacion[${index}]`;
  const datos = child(e, "DatosRegistroFacturacion") ?? {};
  const estado = child(e, "EstadoRegistro");
  const registro: RegistroConsultado = {
    IDFactura: readIdFactura(child(e, "IDFactura"), `${where}.IDFactura`),
    DatosRegistroFacturacion: {},
    EstadoRegistro: {
      TimestampUltimaModificacion: required(estado, "TimestampUltimaModificacion", `${where}.EstadoRegistro`),
      EstadoRegistro: estadoAlmacenado(required(estado, "EstadoRegistro", `${where}.EstadoRegistro`), `${where}.EstadoRegistro`),
    },
  };
  const codigo = optionalNumber(estado, "CodigoErrorRegistro");
  if (codigo !== undefined) registro.EstadoRegistro.CodigoErrorRegistro = codigo;
  const descripcion = text(estado, "DescripcionErrorRegistro");
  if (descripcion !== undefined) registro.EstadoRegistro.DescripcionErrorRegistro = descripcion;

  const d = registro.DatosRegistroFacturacion;
  const copy = <K extends keyof RegistroConsultado["DatosRegistroFacturacion"]>(name: K) => {
    const value = text(datos, name);
    if (value !== undefined) (d as Record<string, unknown>)[name] = value;
  };
  for (const name of ["NombreRazonEmisor", "RefExterna", "Subsanacion", "RechazoPrevio", "SinRegistroPrevio", "TipoRectificativa", "DescripcionOperacion", "CuotaTotal", "ImporteTotal", "FechaHoraHusoGenRegistro", "TipoHuella", "Huella", "Incidencia"] as const) {
    copy(name);
  }
  const tipo = text(datos, "TipoFactura");
  if (tipo !== undefined) d.TipoFactura = oneOf<TipoFactura>(tipo, ["F1", "F2", "F3", "R1", "R2", "R3", "R4", "R5"], `${where}.TipoFactura`);
  const enc = readEncadenamiento(child(datos, "Encadenamiento"));
  if (enc) d.Encadenamiento = enc;

  const presentacion = child(e, "DatosPresentacion");
  if (presentacion) {
    registro.DatosPresentacion = {
      NIFPresentador: required(presentacion, "NIFPresentador", `${where}.DatosPresentacion`),
      TimestampPresentacion: required(presentacion, "TimestampPresentacion", `${where}.DatosPresentacion`),
      IdPeticion: required(presentacion, "IdPeticion", `${where}.DatosPresentacion`),
    };
  }
  return registro;
}

/** Reads the answer to a query (the whole SOAP response body text). */
export function readConsultaAnswer(xml: string): ReadAnswer<RespuestaConsultaFactuSistemaFacturacion> {
  return readBody(xml, "RespuestaConsultaFactuSistemaFacturacion", (e) => {
    const cabecera = child(e, "Cabecera");
    const periodo = child(e, "PeriodoImputacion");
    const obligado = child(cabecera, "ObligadoEmision");
    const answer: RespuestaConsultaFactuSistemaFacturacion = {
      Cabecera: { IDVersion: required(cabecera, "IDVersion", "Cabecera"), ...(obligado ? { ObligadoEmision: readPersonaES(obligado, "Cabecera.ObligadoEmision") } : {}) },
      PeriodoImputacion: { Ejercicio: required(periodo, "Ejercicio", "PeriodoImputacion"), Periodo: required(periodo, "Periodo", "PeriodoImputacion") },
      IndicadorPaginacion: oneOf<SiNo>(required(e, "IndicadorPaginacion", "Respuesta"), ["S", "N"], "IndicadorPaginacion"),
      ResultadoConsulta: oneOf(required(e, "ResultadoConsulta", "Respuesta"), ["ConDatos", "SinDatos"] as const, "ResultadoConsulta"),
      RegistroRespuestaConsultaFactuSistemaFacturacion: children(e, "RegistroRespuestaConsultaFactuSistemaFacturacion").map(readRegistroConsultado),
    };
    const clave = child(e, "ClavePaginacion");
    if (clave) answer.ClavePaginacion = readIdFactura(clave, "ClavePaginacion");
    return answer;
  });
}
