// The agency's (AEAT) VeriFactu web service in its own words: what we send and what it answers, field for field
// as SuministroLR.xsd, SuministroInformacion.xsd, ConsultaLR.xsd, RespuestaSuministro.xsd and RespuestaConsultaLR.xsd
// name them (see xsd/). Amounts, rates and dates are strings already in the agency's format ("12.30", "21.00",
// "31-12-2026", "2026-12-31T20:15:00+01:00"): formatting them is the domain's work, not the adapter's.

export type SiNo = "S" | "N";

/** A Spanish tax id (NIF) and the name that goes with it (PersonaFisicaJuridicaESType). */
export interface PersonaES {
  NombreRazon: string;
  NIF: string;
}

/** A foreign or non-NIF identification (IDOtroType). IDType: 02 NIF-IVA, 03 passport, 04 id in the country of residence, 05 residence certificate, 06 other document, 07 not registered. */
export interface IDOtro {
  CodigoPais?: string;
  IDType: "02" | "03" | "04" | "05" | "06" | "07";
  ID: string;
}

/** A person or company, Spanish (NIF) or not (IDOtro) (PersonaFisicaJuridicaType). Exactly one of NIF and IDOtro. */
export interface Persona {
  NombreRazon: string;
  NIF?: string;
  IDOtro?: IDOtro;
}

/** An invoice's identity (IDFacturaExpedidaType, also IDFacturaARType). FechaExpedicionFactura is DD-MM-YYYY. */
export interface IDFactura {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
}

/** The identity of a cancelled invoice (IDFacturaExpedidaBajaType). */
export interface IDFacturaAnulada {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
}

/** The record before this one in the issuer's chain (EncadenamientoFacturaAnteriorType). */
export interface RegistroAnterior extends IDFactura {
  Huella: string;
}

/** The first record of a chain, or the link to the previous one. */
export type Encadenamiento = { PrimerRegistro: "S" } | { RegistroAnterior: RegistroAnterior };

/** The billing software that made the record (SistemaInformaticoType): its producer and the installation. */
export interface SistemaInformatico {
  NombreRazon: string;
  /** The producer's NIF (or IDOtro). */
  NIF?: string;
  IDOtro?: IDOtro;
  NombreSistemaInformatico: string;
  /** Two characters the producer gives the system. */
  IdSistemaInformatico: string;
  Version: string;
  NumeroInstalacion: string;
  TipoUsoPosibleSoloVerifactu: SiNo;
  TipoUsoPosibleMultiOT: SiNo;
  IndicadorMultiplesOT: SiNo;
}

/** The query's filter on a system (SistemaInformaticoConsultaType): the same with most fields optional. */
export type SistemaInformaticoConsulta = Pick<SistemaInformatico, "NombreRazon" | "NIF" | "IDOtro" | "IdSistemaInformatico" | "NumeroInstalacion"> &
  Partial<Pick<SistemaInformatico, "NombreSistemaInformatico" | "Version" | "TipoUsoPosibleSoloVerifactu" | "TipoUsoPosibleMultiOT" | "IndicadorMultiplesOT">>;

export type Impuesto = "01" | "02" | "03" | "05";
export type CalificacionOperacion = "S1" | "S2" | "N1" | "N2";
export type OperacionExenta = "E1" | "E2" | "E3" | "E4" | "E5" | "E6" | "E7" | "E8";

/**
 * One line of the tax breakdown (DetalleType, at most 12 a record). Exactly one of CalificacionOperacion and
 * OperacionExenta. The agency spells the base `BaseImponibleOimporteNoSujeto` (lower-case "i").
 */
export interface DetalleDesglose {
  /** 01 VAT (the default when absent), 02 IPSI, 03 IGIC, 05 other. */
  Impuesto?: Impuesto;
  /** 01 general regime … 21; required for VAT and IGIC. */
  ClaveRegimen?: string;
  CalificacionOperacion?: CalificacionOperacion;
  OperacionExenta?: OperacionExenta;
  /** Percentage, e.g. "10" or "21.00". */
  TipoImpositivo?: string;
  BaseImponibleOimporteNoSujeto: string;
  BaseImponibleACoste?: string;
  CuotaRepercutida?: string;
  TipoRecargoEquivalencia?: string;
  CuotaRecargoEquivalencia?: string;
}

export type TipoFactura = "F1" | "F2" | "F3" | "R1" | "R2" | "R3" | "R4" | "R5";

/** A registration record (RegistroFacturacionAltaType). */
export interface RegistroAlta {
  /** Always "1.0" today; written when absent. */
  IDVersion?: "1.0";
  IDFactura: IDFactura;
  RefExterna?: string;
  NombreRazonEmisor: string;
  /** S: this record corrects one the agency accepted with errors, or (with RechazoPrevio) one it rejected. */
  Subsanacion?: SiNo;
  /** S: a corrected record the agency rejected before; X: a record the agency never received. */
  RechazoPrevio?: "N" | "S" | "X";
  TipoFactura: TipoFactura;
  /** For R1–R5: S by substitution, I by difference. */
  TipoRectificativa?: "S" | "I";
  FacturasRectificadas?: IDFactura[];
  FacturasSustituidas?: IDFactura[];
  /** For a rectifying invoice by substitution. */
  ImporteRectificacion?: { BaseRectificada: string; CuotaRectificada: string; CuotaRecargoRectificado?: string };
  FechaOperacion?: string;
  DescripcionOperacion: string;
  FacturaSimplificadaArt7273?: SiNo;
  FacturaSinIdentifDestinatarioArt61d?: SiNo;
  Macrodato?: SiNo;
  EmitidaPorTerceroODestinatario?: "D" | "T";
  Tercero?: Persona;
  /** The customers of an F1 (required there, refused on an F2/R5). */
  Destinatarios?: Persona[];
  Cupon?: SiNo;
  Desglose: DetalleDesglose[];
  CuotaTotal: string;
  ImporteTotal: string;
  Encadenamiento: Encadenamiento;
  SistemaInformatico: SistemaInformatico;
  /** When the record was made, with its offset: 2026-12-31T20:15:00+01:00. */
  FechaHoraHusoGenRegistro: string;
  NumRegistroAcuerdoFacturacion?: string;
  IdAcuerdoSistemaInformatico?: string;
  /** 01 = SHA-256; written when absent. */
  TipoHuella?: "01";
  /** 64 upper-case hex characters. */
  Huella: string;
}

/** A cancellation record (RegistroFacturacionAnulacionType). */
export interface RegistroAnulacion {
  IDVersion?: "1.0";
  IDFactura: IDFacturaAnulada;
  RefExterna?: string;
  /** S: the invoice cancelled was never registered with the agency. */
  SinRegistroPrevio?: SiNo;
  RechazoPrevio?: SiNo;
  GeneradoPor?: "E" | "D" | "T";
  Generador?: Persona;
  Encadenamiento: Encadenamiento;
  SistemaInformatico: SistemaInformatico;
  FechaHoraHusoGenRegistro: string;
  TipoHuella?: "01";
  Huella: string;
}

export type RegistroFactura = { RegistroAlta: RegistroAlta } | { RegistroAnulacion: RegistroAnulacion };

/** The header of a submission (CabeceraType). */
export interface Cabecera {
  ObligadoEmision: PersonaES;
  Representante?: PersonaES;
  /** Incidencia S: the records were made while they could not be sent (an outage), so they arrive late. */
  RemisionVoluntaria?: { FechaFinVeriFactu?: string; Incidencia?: SiNo };
}

/** A submission (RegFactuSistemaFacturacion): 1 to 1,000 records. */
export interface RegFactuSistemaFacturacion {
  Cabecera: Cabecera;
  RegistroFactura: RegistroFactura[];
}

/** The month a record belongs to in the agency's books. */
export interface PeriodoImputacion {
  /** YYYY */
  Ejercicio: string;
  /** 01 … 12 */
  Periodo: string;
}

/** A query of what the agency holds (ConsultaFactuSistemaFacturacion), as the issuer. */
export interface ConsultaFactuSistemaFacturacion {
  Cabecera: {
    IDVersion?: "1.0";
    ObligadoEmision: PersonaES;
    IndicadorRepresentante?: "S";
  };
  FiltroConsulta: {
    PeriodoImputacion: PeriodoImputacion;
    NumSerieFactura?: string;
    Contraparte?: Persona;
    FechaExpedicionFactura?: { FechaExpedicionFactura: string } | { RangoFechaExpedicion: { Desde?: string; Hasta?: string } };
    SistemaInformatico?: SistemaInformaticoConsulta;
    RefExterna?: string;
    /** The last record of the previous page (the answer's ClavePaginacion). */
    ClavePaginacion?: IDFactura;
  };
  DatosAdicionalesRespuesta?: { MostrarNombreRazonEmisor?: SiNo; MostrarSistemaInformatico?: SiNo };
}

// ----- Answers -----

export type EstadoEnvio = "Correcto" | "ParcialmenteCorrecto" | "Incorrecto";
export type EstadoRegistro = "Correcto" | "AceptadoConErrores" | "Incorrecto";
/** A stored record's state. The schemas have spelt it both "Correcta…" and "Correcto…": answers are read as this one. */
export type EstadoRegistroAlmacenado = "Correcto" | "AceptadoConErrores" | "Anulado";

/** What the agency already holds when it refuses a record as a duplicate (error 3000). */
export interface RegistroDuplicado {
  IdPeticionRegistroDuplicado: string;
  EstadoRegistroDuplicado: EstadoRegistroAlmacenado;
  CodigoErrorRegistro?: number;
  DescripcionErrorRegistro?: string;
}

/** The agency's answer for one record of a submission (RespuestaExpedidaType). */
export interface RespuestaLinea {
  IDFactura: IDFactura;
  Operacion: { TipoOperacion: "Alta" | "Anulacion"; Subsanacion?: SiNo; RechazoPrevio?: "N" | "S" | "X"; SinRegistroPrevio?: SiNo };
  RefExterna?: string;
  EstadoRegistro: EstadoRegistro;
  CodigoErrorRegistro?: number;
  DescripcionErrorRegistro?: string;
  RegistroDuplicado?: RegistroDuplicado;
}

/** The agency's answer to a submission it took in (RespuestaRegFactuSistemaFacturacion). */
export interface RespuestaRegFactuSistemaFacturacion {
  /** The submission's secure verification code; absent when every record was refused. */
  CSV?: string;
  DatosPresentacion?: { NIFPresentador: string; TimestampPresentacion: string };
  Cabecera: Cabecera;
  /** Seconds to wait before the next submission. */
  TiempoEsperaEnvio: number;
  EstadoEnvio: EstadoEnvio;
  RespuestaLinea: RespuestaLinea[];
}

/** A record as the agency holds it (RegistroRespuestaConsultaRegFacturacionType), the fields a sender reconciles with. */
export interface RegistroConsultado {
  IDFactura: IDFactura;
  DatosRegistroFacturacion: {
    NombreRazonEmisor?: string;
    RefExterna?: string;
    Subsanacion?: SiNo;
    RechazoPrevio?: "N" | "S" | "X";
    SinRegistroPrevio?: SiNo;
    TipoFactura?: TipoFactura;
    TipoRectificativa?: "S" | "I";
    DescripcionOperacion?: string;
    CuotaTotal?: string;
    ImporteTotal?: string;
    Encadenamiento?: Encadenamiento;
    FechaHoraHusoGenRegistro?: string;
    TipoHuella?: string;
    Huella?: string;
    Incidencia?: SiNo;
  };
  DatosPresentacion?: { NIFPresentador: string; TimestampPresentacion: string; IdPeticion: string };
  EstadoRegistro: {
    TimestampUltimaModificacion: string;
    EstadoRegistro: EstadoRegistroAlmacenado;
    CodigoErrorRegistro?: number;
    DescripcionErrorRegistro?: string;
  };
}

/** The agency's answer to a query (RespuestaConsultaFactuSistemaFacturacion). */
export interface RespuestaConsultaFactuSistemaFacturacion {
  Cabecera: { IDVersion: string; ObligadoEmision?: PersonaES };
  PeriodoImputacion: PeriodoImputacion;
  /** S: more records than this page; ask again with ClavePaginacion. */
  IndicadorPaginacion: SiNo;
  ResultadoConsulta: "ConDatos" | "SinDatos";
  RegistroRespuestaConsultaFactuSistemaFacturacion: RegistroConsultado[];
  ClavePaginacion?: IDFactura;
}

/** A SOAP 1.1 Fault: how the agency refuses a whole message (faultcode Client, e.g. "Codigo[4102].El XML no cumple el esquema…") or fails itself (Server). */
export interface SoapFault {
  faultcode: string;
  faultstring: string;
  /** The number in "Codigo[NNNN]" at the start of faultstring, when there is one. */
  codigo?: number;
  detail?: string;
}
