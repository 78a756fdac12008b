// The two SOAP 1.1 requests of the agency's VeriFactu service, built element by element in the schemas' order:
// RegFactuSistemaFacturacion (SuministroLR.xsd: records to register or cancel) and ConsultaFactuSistemaFacturacion
// (ConsultaLR.xsd: what the agency holds). The tests validate what these build against the agency's XSDs.
import { NS } from "./namespaces";
import type {
  Cabecera,
  ConsultaFactuSistemaFacturacion,
  DetalleDesglose,
  Encadenamiento,
  IDFactura,
  IDOtro,
  Persona,
  PersonaES,
  RegFactuSistemaFacturacion,
  RegistroAlta,
  RegistroAnulacion,
  SistemaInformatico,
  SistemaInformaticoConsulta,
} from "./types";
import { seq, toXml, type XmlElement, type XmlValue } from "./xml";

/** Prefixes: SOAP envelope, SuministroLR, SuministroInformacion, ConsultaLR. */
const P = { env: "soapenv", lr: "sfLR", sf: "sf", lrc: "sfLRC" } as const;

const sf = (name: string) => `${P.sf}:${name}`;

function envelope(bodyName: string, body: XmlElement, namespaces: Record<string, string>): string {
  const attributes: XmlElement = { [`@_xmlns:${P.env}`]: NS.soap };
  for (const [prefix, uri] of Object.entries(namespaces)) attributes[`@_xmlns:${prefix}`] = uri;
  return toXml({
    [`${P.env}:Envelope`]: { ...attributes, [`${P.env}:Header`]: "", [`${P.env}:Body`]: { [bodyName]: body } },
  });
}

/** PersonaFisicaJuridicaESType (sf). */
export function personaES(p: PersonaES): XmlElement {
  return seq([
    [sf("NombreRazon"), p.NombreRazon],
    [sf("NIF"), p.NIF],
  ]);
}

function idOtro(o: IDOtro): XmlElement {
  return seq([
    [sf("CodigoPais"), o.CodigoPais],
    [sf("IDType"), o.IDType],
    [sf("ID"), o.ID],
  ]);
}

/** PersonaFisicaJuridicaType (sf): NIF, else IDOtro. */
export function persona(p: Persona): XmlElement {
  return seq([
    [sf("NombreRazon"), p.NombreRazon],
    [sf("NIF"), p.NIF],
    [sf("IDOtro"), p.NIF === undefined && p.IDOtro ? idOtro(p.IDOtro) : undefined],
  ]);
}

/** IDFacturaExpedidaType / IDFacturaARType / IDFacturaExpedidaBCType (sf). */
export function idFactura(id: IDFactura): XmlElement {
  return seq([
    [sf("IDEmisorFactura"), id.IDEmisorFactura],
    [sf("NumSerieFactura"), id.NumSerieFactura],
    [sf("FechaExpedicionFactura"), id.FechaExpedicionFactura],
  ]);
}

/** CabeceraType (sf). */
export function cabecera(c: Cabecera): XmlElement {
  const remision = c.RemisionVoluntaria
    ? seq([
        [sf("FechaFinVeriFactu"), c.RemisionVoluntaria.FechaFinVeriFactu],
        [sf("Incidencia"), c.RemisionVoluntaria.Incidencia],
      ])
    : undefined;
  return seq([
    [sf("ObligadoEmision"), personaES(c.ObligadoEmision)],
    [sf("Representante"), c.Representante ? personaES(c.Representante) : undefined],
    // An empty RemisionVoluntaria is allowed by the schema but says nothing: left out.
    [sf("RemisionVoluntaria"), remision && Object.keys(remision).length > 0 ? remision : undefined],
  ]);
}

/** The Encadenamiento block, its children in namespace `ns` (sf in a record, sfLRRC in a query answer). */
export function encadenamiento(e: Encadenamiento, ns: string = P.sf): XmlElement {
  if ("PrimerRegistro" in e) return { [`${ns}:PrimerRegistro`]: e.PrimerRegistro };
  const r = e.RegistroAnterior;
  return {
    [`${ns}:RegistroAnterior`]: seq([
      [sf("IDEmisorFactura"), r.IDEmisorFactura],
      [sf("NumSerieFactura"), r.NumSerieFactura],
      [sf("FechaExpedicionFactura"), r.FechaExpedicionFactura],
      [sf("Huella"), r.Huella],
    ]),
  };
}

/** SistemaInformaticoType (sf), or the query's SistemaInformaticoConsultaType with its optional fields. */
export function sistemaInformatico(s: SistemaInformatico | SistemaInformaticoConsulta): XmlElement {
  return seq([
    [sf("NombreRazon"), s.NombreRazon],
    [sf("NIF"), s.NIF],
    [sf("IDOtro"), s.NIF === undefined && s.IDOtro ? idOtro(s.IDOtro) : undefined],
    [sf("NombreSistemaInformatico"), s.NombreSistemaInformatico],
    [sf("IdSistemaInformatico"), s.IdSistemaInformatico],
    [sf("Version"), s.Version],
    [sf("NumeroInstalacion"), s.NumeroInstalacion],
    [sf("TipoUsoPosibleSoloVerifactu"), s.TipoUsoPosibleSoloVerifactu],
    [sf("TipoUsoPosibleMultiOT"), s.TipoUsoPosibleMultiOT],
    [sf("IndicadorMultiplesOT"), s.IndicadorMultiplesOT],
  ]);
}

function detalle(d: DetalleDesglose): XmlElement {
  return seq([
    [sf("Impuesto"), d.Impuesto],
    [sf("ClaveRegimen"), d.ClaveRegimen],
    [sf("CalificacionOperacion"), d.CalificacionOperacion],
    [sf("OperacionExenta"), d.CalificacionOperacion === undefined ? d.OperacionExenta : undefined],
    [sf("TipoImpositivo"), d.TipoImpositivo],
    [sf("BaseImponibleOimporteNoSujeto"), d.BaseImponibleOimporteNoSujeto],
    [sf("BaseImponibleACoste"), d.BaseImponibleACoste],
    [sf("CuotaRepercutida"), d.CuotaRepercutida],
    [sf("TipoRecargoEquivalencia"), d.TipoRecargoEquivalencia],
    [sf("CuotaRecargoEquivalencia"), d.CuotaRecargoEquivalencia],
  ]);
}

const list = <T>(items: T[] | undefined, name: string, each: (item: T) => XmlValue): XmlElement | undefined =>
  items && items.length > 0 ? { [sf(name)]: items.map(each) } : undefined;

/** RegistroFacturacionAltaType (sf). */
export function registroAlta(r: RegistroAlta): XmlElement {
  return seq([
    [sf("IDVersion"), r.IDVersion ?? "1.0"],
    [sf("IDFactura"), idFactura(r.IDFactura)],
    [sf("RefExterna"), r.RefExterna],
    [sf("NombreRazonEmisor"), r.NombreRazonEmisor],
    [sf("Subsanacion"), r.Subsanacion],
    [sf("RechazoPrevio"), r.RechazoPrevio],
    [sf("TipoFactura"), r.TipoFactura],
    [sf("TipoRectificativa"), r.TipoRectificativa],
    [sf("FacturasRectificadas"), list(r.FacturasRectificadas, "IDFacturaRectificada", idFactura)],
    [sf("FacturasSustituidas"), list(r.FacturasSustituidas, "IDFacturaSustituida", idFactura)],
    [
      sf("ImporteRectificacion"),
      r.ImporteRectificacion
        ? seq([
            [sf("BaseRectificada"), r.ImporteRectificacion.BaseRectificada],
            [sf("CuotaRectificada"), r.ImporteRectificacion.CuotaRectificada],
            [sf("CuotaRecargoRectificado"), r.ImporteRectificacion.CuotaRecargoRectificado],
          ])
        : undefined,
    ],
    [sf("FechaOperacion"), r.FechaOperacion],
    [sf("DescripcionOperacion"), r.DescripcionOperacion],
    [sf("FacturaSimplificadaArt7273"), r.FacturaSimplificadaArt7273],
    [sf("FacturaSinIdentifDestinatarioArt61d"), r.FacturaSinIdentifDestinatarioArt61d],
    [sf("Macrodato"), r.Macrodato],
    [sf("EmitidaPorTerceroODestinatario"), r.EmitidaPorTerceroODestinatario],
    [sf("Tercero"), r.Tercero ? persona(r.Tercero) : undefined],
    [sf("Destinatarios"), list(r.Destinatarios, "IDDestinatario", persona)],
    [sf("Cupon"), r.Cupon],
    [sf("Desglose"), { [sf("DetalleDesglose")]: r.Desglose.map(detalle) }],
    [sf("CuotaTotal"), r.CuotaTotal],
    [sf("ImporteTotal"), r.ImporteTotal],
    [sf("Encadenamiento"), encadenamiento(r.Encadenamiento)],
    [sf("SistemaInformatico"), sistemaInformatico(r.SistemaInformatico)],
    [sf("FechaHoraHusoGenRegistro"), r.FechaHoraHusoGenRegistro],
    [sf("NumRegistroAcuerdoFacturacion"), r.NumRegistroAcuerdoFacturacion],
    [sf("IdAcuerdoSistemaInformatico"), r.IdAcuerdoSistemaInformatico],
    [sf("TipoHuella"), r.TipoHuella ?? "01"],
    [sf("Huella"), r.Huella],
  ]);
}

/** RegistroFacturacionAnulacionType (sf). */
export function registroAnulacion(r: RegistroAnulacion): XmlElement {
  return seq([
    [sf("IDVersion"), r.IDVersion ?? "1.0"],
    [
      sf("IDFactura"),
      seq([
        [sf("IDEmisorFacturaAnulada"), r.IDFactura.IDEmisorFacturaAnulada],
        [sf("NumSerieFacturaAnulada"), r.IDFactura.NumSerieFacturaAnulada],
        [sf("FechaExpedicionFacturaAnulada"), r.IDFactura.FechaExpedicionFacturaAnulada],
      ]),
    ],
    [sf("RefExterna"), r.RefExterna],
    [sf("SinRegistroPrevio"), r.SinRegistroPrevio],
    [sf("RechazoPrevio"), r.RechazoPrevio],
    [sf("GeneradoPor"), r.GeneradoPor],
    [sf("Generador"), r.Generador ? persona(r.Generador) : undefined],
    [sf("Encadenamiento"), encadenamiento(r.Encadenamiento)],
    [sf("SistemaInformatico"), sistemaInformatico(r.SistemaInformatico)],
    [sf("FechaHoraHusoGenRegistro"), r.FechaHoraHusoGenRegistro],
    [sf("TipoHuella"), r.TipoHuella ?? "01"],
    [sf("Huella"), r.Huella],
  ]);
}

/** The SOAP envelope of a submission (RegFactuSistemaFacturacion). It does not check the count: see submissionProblems. */
export function buildRegFactuEnvelope(input: RegFactuSistemaFacturacion): string {
  const body = seq([
    [`${P.lr}:Cabecera`, cabecera(input.Cabecera)],
    [
      `${P.lr}:RegistroFactura`,
      input.RegistroFactura.map((r) =>
        "RegistroAlta" in r ? { [sf("RegistroAlta")]: registroAlta(r.RegistroAlta) } : { [sf("RegistroAnulacion")]: registroAnulacion(r.RegistroAnulacion) },
      ),
    ],
  ]);
  return envelope(`${P.lr}:RegFactuSistemaFacturacion`, body, { [P.lr]: NS.suministroLR, [P.sf]: NS.suministroInformacion });
}

/** The SOAP envelope of a query (ConsultaFactuSistemaFacturacion). */
export function buildConsultaEnvelope(input: ConsultaFactuSistemaFacturacion): string {
  const lrc = (name: string) => `${P.lrc}:${name}`;
  const f = input.FiltroConsulta;
  const fecha = f.FechaExpedicionFactura;
  const body = seq([
    [
      lrc("Cabecera"),
      seq([
        [sf("IDVersion"), input.Cabecera.IDVersion ?? "1.0"],
        [sf("ObligadoEmision"), personaES(input.Cabecera.ObligadoEmision)],
        [sf("IndicadorRepresentante"), input.Cabecera.IndicadorRepresentante],
      ]),
    ],
    [
      lrc("FiltroConsulta"),
      seq([
        [
          lrc("PeriodoImputacion"),
          seq([
            [sf("Ejercicio"), f.PeriodoImputacion.Ejercicio],
            [sf("Periodo"), f.PeriodoImputacion.Periodo],
          ]),
        ],
        [lrc("NumSerieFactura"), f.NumSerieFactura],
        [lrc("Contraparte"), f.Contraparte ? persona(f.Contraparte) : undefined],
        [
          lrc("FechaExpedicionFactura"),
          fecha === undefined
            ? undefined
            : "FechaExpedicionFactura" in fecha
              ? { [sf("FechaExpedicionFactura")]: fecha.FechaExpedicionFactura }
              : {
                  [sf("RangoFechaExpedicion")]: seq([
                    [sf("Desde"), fecha.RangoFechaExpedicion.Desde],
                    [sf("Hasta"), fecha.RangoFechaExpedicion.Hasta],
                  ]),
                },
        ],
        [lrc("SistemaInformatico"), f.SistemaInformatico ? sistemaInformatico(f.SistemaInformatico) : undefined],
        [lrc("RefExterna"), f.RefExterna],
        [lrc("ClavePaginacion"), f.ClavePaginacion ? idFactura(f.ClavePaginacion) : undefined],
      ]),
    ],
    [
      lrc("DatosAdicionalesRespuesta"),
      input.DatosAdicionalesRespuesta
        ? seq([
            [lrc("MostrarNombreRazonEmisor"), input.DatosAdicionalesRespuesta.MostrarNombreRazonEmisor],
            [lrc("MostrarSistemaInformatico"), input.DatosAdicionalesRespuesta.MostrarSistemaInformatico],
          ])
        : undefined,
    ],
  ]);
  return envelope(`${P.lrc}:ConsultaFactuSistemaFacturacion`, body, { [P.lrc]: NS.consultaLR, [P.sf]: NS.suministroInformacion });
}

/** The agency's books are monthly: the period of an issue date DD-MM-YYYY. */
export function periodoDe(fechaExpedicion: string): { Ejercicio: string; Periodo: string } {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(fechaExpedicion);
  if (!match) throw new RangeError(`Not a DD-MM-YYYY date: ${fechaExpedicion}`);
  return { Ejercicio: match[3] as string, Periodo: match[2] as string };
}
