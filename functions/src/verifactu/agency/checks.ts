// The schema's limits on a record, checked before sending: one record the agency's schema would refuse makes it
// refuse the whole message (Fault 4102), so a sender sets such a record aside and sends the rest of its batch.
// Covers the facets of the fields a record carries (lengths, patterns, counts, choices), not the agency's business
// rules, which it answers per record.
import type { DetalleDesglose, Encadenamiento, IDFactura, Persona, RegistroFactura, SistemaInformatico } from "./types";

/** A problem: the field's path and the facet it breaks, e.g. "RegistroAlta.IDFactura.FechaExpedicionFactura: pattern". */
export type RecordProblem = string;

const FECHA = /^\d{2}-\d{2}-\d{4}$/;
const IMPORTE = /^[+-]?\d{1,12}(\.\d{0,2})?$/;
const TIPO = /^\d{1,3}(\.\d{0,2})?$/;
// xs:dateTime, the way the agency wants it: with the offset.
const FECHA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;

class Problems {
  readonly list: RecordProblem[] = [];
  max(path: string, value: string | undefined, length: number, min = 0): void {
    if (value === undefined) return;
    if (value.length > length) this.list.push(`${path}: maxLength`);
    if (value.length < min) this.list.push(`${path}: minLength`);
  }
  required(path: string, value: string | undefined): boolean {
    if (value === undefined || value === "") {
      this.list.push(`${path}: required`);
      return false;
    }
    return true;
  }
  pattern(path: string, value: string | undefined, pattern: RegExp): void {
    if (value !== undefined && !pattern.test(value)) this.list.push(`${path}: pattern`);
  }
  nif(path: string, value: string | undefined): void {
    if (this.required(path, value) && value?.length !== 9) this.list.push(`${path}: length`);
  }
}

function idFactura(p: Problems, path: string, id: IDFactura): void {
  p.nif(`${path}.IDEmisorFactura`, id.IDEmisorFactura);
  if (p.required(`${path}.NumSerieFactura`, id.NumSerieFactura)) p.max(`${path}.NumSerieFactura`, id.NumSerieFactura, 60, 1);
  p.pattern(`${path}.FechaExpedicionFactura`, id.FechaExpedicionFactura, FECHA);
}

function persona(p: Problems, path: string, who: Persona): void {
  if (p.required(`${path}.NombreRazon`, who.NombreRazon)) p.max(`${path}.NombreRazon`, who.NombreRazon, 120);
  if (who.NIF !== undefined) p.nif(`${path}.NIF`, who.NIF);
  else if (who.IDOtro) p.max(`${path}.IDOtro.ID`, who.IDOtro.ID, 20);
  else p.list.push(`${path}: NIF or IDOtro`);
}

function sistema(p: Problems, s: SistemaInformatico): void {
  const path = "SistemaInformatico";
  persona(p, path, s);
  p.max(`${path}.NombreSistemaInformatico`, s.NombreSistemaInformatico, 30);
  p.max(`${path}.IdSistemaInformatico`, s.IdSistemaInformatico, 2);
  p.max(`${path}.Version`, s.Version, 50);
  p.max(`${path}.NumeroInstalacion`, s.NumeroInstalacion, 100);
}

function encadenamiento(p: Problems, e: Encadenamiento): void {
  if ("RegistroAnterior" in e) {
    idFactura(p, "Encadenamiento.RegistroAnterior", e.RegistroAnterior);
    p.max("Encadenamiento.RegistroAnterior.Huella", e.RegistroAnterior.Huella, 64);
  }
}

function detalle(p: Problems, path: string, d: DetalleDesglose): void {
  if ((d.CalificacionOperacion === undefined) === (d.OperacionExenta === undefined)) p.list.push(`${path}: CalificacionOperacion or OperacionExenta`);
  p.pattern(`${path}.TipoImpositivo`, d.TipoImpositivo, TIPO);
  p.pattern(`${path}.TipoRecargoEquivalencia`, d.TipoRecargoEquivalencia, TIPO);
  if (p.required(`${path}.BaseImponibleOimporteNoSujeto`, d.BaseImponibleOimporteNoSujeto)) p.pattern(`${path}.BaseImponibleOimporteNoSujeto`, d.BaseImponibleOimporteNoSujeto, IMPORTE);
  for (const field of ["BaseImponibleACoste", "CuotaRepercutida", "CuotaRecargoEquivalencia"] as const) p.pattern(`${path}.${field}`, d[field], IMPORTE);
}

/** What in a record the agency's schema would refuse; empty when it is fine to send. */
export function recordProblems(registro: RegistroFactura): RecordProblem[] {
  const p = new Problems();
  if ("RegistroAlta" in registro) {
    const r = registro.RegistroAlta;
    idFactura(p, "RegistroAlta.IDFactura", r.IDFactura);
    p.max("RegistroAlta.RefExterna", r.RefExterna, 60);
    if (p.required("RegistroAlta.NombreRazonEmisor", r.NombreRazonEmisor)) p.max("RegistroAlta.NombreRazonEmisor", r.NombreRazonEmisor, 120);
    if (p.required("RegistroAlta.DescripcionOperacion", r.DescripcionOperacion)) p.max("RegistroAlta.DescripcionOperacion", r.DescripcionOperacion, 500);
    p.pattern("RegistroAlta.FechaOperacion", r.FechaOperacion, FECHA);
    for (const [i, f] of (r.FacturasRectificadas ?? []).entries()) idFactura(p, `RegistroAlta.FacturasRectificadas[${i}]`, f);
    for (const [i, f] of (r.FacturasSustituidas ?? []).entries()) idFactura(p, `RegistroAlta.FacturasSustituidas[${i}]`, f);
    if (r.ImporteRectificacion) {
      p.pattern("RegistroAlta.ImporteRectificacion.BaseRectificada", r.ImporteRectificacion.BaseRectificada, IMPORTE);
      p.pattern("RegistroAlta.ImporteRectificacion.CuotaRectificada", r.ImporteRectificacion.CuotaRectificada, IMPORTE);
    }
    if (r.Tercero) persona(p, "RegistroAlta.Tercero", r.Tercero);
    if ((r.Destinatarios?.length ?? 0) > 1000) p.list.push("RegistroAlta.Destinatarios: maxOccurs");
    for (const [i, d] of (r.Destinatarios ?? []).entries()) persona(p, `RegistroAlta.Destinatarios[${i}]`, d);
    if (r.Desglose.length < 1 || r.Desglose.length > 12) p.list.push("RegistroAlta.Desglose: 1 to 12 lines");
    for (const [i, d] of r.Desglose.entries()) detalle(p, `RegistroAlta.Desglose[${i}]`, d);
    p.pattern("RegistroAlta.CuotaTotal", r.CuotaTotal, IMPORTE);
    p.pattern("RegistroAlta.ImporteTotal", r.ImporteTotal, IMPORTE);
    encadenamiento(p, r.Encadenamiento);
    sistema(p, r.SistemaInformatico);
    p.pattern("RegistroAlta.FechaHoraHusoGenRegistro", r.FechaHoraHusoGenRegistro, FECHA_HORA);
    if (p.required("RegistroAlta.Huella", r.Huella)) p.max("RegistroAlta.Huella", r.Huella, 64);
  } else {
    const r = registro.RegistroAnulacion;
    idFactura(p, "RegistroAnulacion.IDFactura", {
      IDEmisorFactura: r.IDFactura.IDEmisorFacturaAnulada,
      NumSerieFactura: r.IDFactura.NumSerieFacturaAnulada,
      FechaExpedicionFactura: r.IDFactura.FechaExpedicionFacturaAnulada,
    });
    p.max("RegistroAnulacion.RefExterna", r.RefExterna, 60);
    if (r.Generador) persona(p, "RegistroAnulacion.Generador", r.Generador);
    encadenamiento(p, r.Encadenamiento);
    sistema(p, r.SistemaInformatico);
    p.pattern("RegistroAnulacion.FechaHoraHusoGenRegistro", r.FechaHoraHusoGenRegistro, FECHA_HORA);
    if (p.required("RegistroAnulacion.Huella", r.Huella)) p.max("RegistroAnulacion.Huella", r.Huella, 64);
  }
  return p.list;
}
