// The agency's addresses: its web service endpoints and the XML namespaces of its schemas (xsd/).

/** Test environment (prewww1), for personal and representative certificates. */
export const AGENCY_TEST_ENDPOINT = "https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP";
/** Production, for personal and representative certificates. */
export const AGENCY_PRODUCTION_ENDPOINT = "https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP";
/** The same service for company seal certificates ("certificado de sello"): another host. */
export const AGENCY_TEST_SEAL_ENDPOINT = "https://prewww10.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP";
export const AGENCY_PRODUCTION_SEAL_ENDPOINT = "https://www10.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP";

const BASE = "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws";

export const NS = {
  soap: "http://schemas.xmlsoap.org/soap/envelope/",
  /** RegFactuSistemaFacturacion */
  suministroLR: `${BASE}/SuministroLR.xsd`,
  /** The common types: Cabecera, RegistroAlta, RegistroAnulacion … */
  suministroInformacion: `${BASE}/SuministroInformacion.xsd`,
  /** RespuestaRegFactuSistemaFacturacion */
  respuestaSuministro: `${BASE}/RespuestaSuministro.xsd`,
  /** ConsultaFactuSistemaFacturacion */
  consultaLR: `${BASE}/ConsultaLR.xsd`,
  /** RespuestaConsultaFactuSistemaFacturacion */
  respuestaConsultaLR: `${BASE}/RespuestaConsultaLR.xsd`,
} as const;

/** The most records one submission may carry (SuministroLR.xsd: RegistroFactura maxOccurs 1000). */
export const MAX_RECORDS_PER_SUBMISSION = 1000;
