// The stand-in's answers, shaped as RespuestaSuministro.xsd and RespuestaConsultaLR.xsd say (the tests validate them
// against those schemas), and SOAP Faults as the agency sends them ("Codigo[4102].El XML no cumple el esquema…").
import { cabecera, encadenamiento, idFactura, personaES } from "../../src/verifactu/agency/messages";
import { NS } from "../../src/verifactu/agency/namespaces";
import type { RespuestaConsultaFactuSistemaFacturacion, RespuestaRegFactuSistemaFacturacion } from "../../src/verifactu/agency/types";
import { seq, toXml, type XmlElement } from "../../src/verifactu/agency/xml";

const ENV = "env";

function envelope(body: XmlElement): string {
  return toXml({ [`${ENV}:Envelope`]: { [`@_xmlns:${ENV}`]: NS.soap, [`${ENV}:Body`]: body } });
}

/** A SOAP 1.1 Fault: faultcode env:Client (the message is refused) or env:Server (the agency failed). */
export function faultXml(side: "Client" | "Server", codigo: number, description: string): string {
  return envelope({ [`${ENV}:Fault`]: { faultcode: `${ENV}:${side}`, faultstring: `Codigo[${codigo}].${description}` } });
}

/** The stored states as the schema's EstadoRegistroSFType spells them (duplicates). */
const SF_STATE = { Correcto: "Correcta", AceptadoConErrores: "AceptadaConErrores", Anulado: "Anulada" } as const;

/** RespuestaRegFactuSistemaFacturacion. */
export function regFactuAnswerXml(a: RespuestaRegFactuSistemaFacturacion): string {
  const r = (name: string) => `sfR:${name}`;
  const sf = (name: string) => `sf:${name}`;
  return envelope({
    [r("RespuestaRegFactuSistemaFacturacion")]: {
      "@_xmlns:sfR": NS.respuestaSuministro,
      "@_xmlns:sf": NS.suministroInformacion,
      ...seq([
        [r("CSV"), a.CSV],
        [
          r("DatosPresentacion"),
          a.DatosPresentacion
            ? seq([
                [sf("NIFPresentador"), a.DatosPresentacion.NIFPresentador],
                [sf("TimestampPresentacion"), a.DatosPresentacion.TimestampPresentacion],
              ])
            : undefined,
        ],
        [r("Cabecera"), cabecera(a.Cabecera)],
        [r("TiempoEsperaEnvio"), String(a.TiempoEsperaEnvio)],
        [r("EstadoEnvio"), a.EstadoEnvio],
        [
          r("RespuestaLinea"),
          a.RespuestaLinea.map((l) =>
            seq([
              [r("IDFactura"), idFactura(l.IDFactura)],
              [
                r("Operacion"),
                seq([
                  [sf("TipoOperacion"), l.Operacion.TipoOperacion],
                  [sf("Subsanacion"), l.Operacion.Subsanacion],
                  [sf("RechazoPrevio"), l.Operacion.RechazoPrevio],
                  [sf("SinRegistroPrevio"), l.Operacion.SinRegistroPrevio],
                ]),
              ],
              [r("RefExterna"), l.RefExterna],
              [r("EstadoRegistro"), l.EstadoRegistro],
              [r("CodigoErrorRegistro"), l.CodigoErrorRegistro === undefined ? undefined : String(l.CodigoErrorRegistro)],
              [r("DescripcionErrorRegistro"), l.DescripcionErrorRegistro],
              [
                r("RegistroDuplicado"),
                l.RegistroDuplicado
                  ? seq([
                      [sf("IdPeticionRegistroDuplicado"), l.RegistroDuplicado.IdPeticionRegistroDuplicado],
                      [sf("EstadoRegistroDuplicado"), SF_STATE[l.RegistroDuplicado.EstadoRegistroDuplicado]],
                      [sf("CodigoErrorRegistro"), l.RegistroDuplicado.CodigoErrorRegistro === undefined ? undefined : String(l.RegistroDuplicado.CodigoErrorRegistro)],
                      [sf("DescripcionErrorRegistro"), l.RegistroDuplicado.DescripcionErrorRegistro],
                    ])
                  : undefined,
              ],
            ]),
          ),
        ],
      ]),
    },
  });
}

/** RespuestaConsultaFactuSistemaFacturacion. */
export function consultaAnswerXml(a: RespuestaConsultaFactuSistemaFacturacion): string {
  const q = (name: string) => `sfLRRC:${name}`;
  const sf = (name: string) => `sf:${name}`;
  return envelope({
    [q("RespuestaConsultaFactuSistemaFacturacion")]: {
      "@_xmlns:sfLRRC": NS.respuestaConsultaLR,
      "@_xmlns:sf": NS.suministroInformacion,
      ...seq([
        [
          q("Cabecera"),
          seq([
            [sf("IDVersion"), a.Cabecera.IDVersion],
            [sf("ObligadoEmision"), a.Cabecera.ObligadoEmision ? personaES(a.Cabecera.ObligadoEmision) : undefined],
          ]),
        ],
        [
          q("PeriodoImputacion"),
          seq([
            [q("Ejercicio"), a.PeriodoImputacion.Ejercicio],
            [q("Periodo"), a.PeriodoImputacion.Periodo],
          ]),
        ],
        [q("IndicadorPaginacion"), a.IndicadorPaginacion],
        [q("ResultadoConsulta"), a.ResultadoConsulta],
        [
          q("RegistroRespuestaConsultaFactuSistemaFacturacion"),
          a.RegistroRespuestaConsultaFactuSistemaFacturacion.map((registro) => {
            const d = registro.DatosRegistroFacturacion;
            return seq([
              [q("IDFactura"), idFactura(registro.IDFactura)],
              [
                q("DatosRegistroFacturacion"),
                seq([
                  [q("NombreRazonEmisor"), d.NombreRazonEmisor],
                  [q("RefExterna"), d.RefExterna],
                  [q("Subsanacion"), d.Subsanacion],
                  [q("RechazoPrevio"), d.RechazoPrevio],
                  [q("SinRegistroPrevio"), d.SinRegistroPrevio],
                  [q("TipoFactura"), d.TipoFactura],
                  [q("TipoRectificativa"), d.TipoRectificativa],
                  [q("DescripcionOperacion"), d.DescripcionOperacion],
                  [q("CuotaTotal"), d.CuotaTotal],
                  [q("ImporteTotal"), d.ImporteTotal],
                  [q("Encadenamiento"), d.Encadenamiento ? encadenamiento(d.Encadenamiento, "sfLRRC") : undefined],
                  [q("FechaHoraHusoGenRegistro"), d.FechaHoraHusoGenRegistro],
                  [q("TipoHuella"), d.TipoHuella],
                  [q("Huella"), d.Huella],
                  [q("Incidencia"), d.Incidencia],
                ]),
              ],
              [
                q("DatosPresentacion"),
                registro.DatosPresentacion
                  ? seq([
                      [sf("NIFPresentador"), registro.DatosPresentacion.NIFPresentador],
                      [sf("TimestampPresentacion"), registro.DatosPresentacion.TimestampPresentacion],
                      [sf("IdPeticion"), registro.DatosPresentacion.IdPeticion],
                    ])
                  : undefined,
              ],
              [
                q("EstadoRegistro"),
                seq([
                  [q("TimestampUltimaModificacion"), registro.EstadoRegistro.TimestampUltimaModificacion],
                  [q("EstadoRegistro"), registro.EstadoRegistro.EstadoRegistro],
                  [q("CodigoErrorRegistro"), registro.EstadoRegistro.CodigoErrorRegistro === undefined ? undefined : String(registro.EstadoRegistro.CodigoErrorRegistro)],
                  [q("DescripcionErrorRegistro"), registro.EstadoRegistro.DescripcionErrorRegistro],
                ]),
              ],
            ]);
          }),
        ],
        [q("ClavePaginacion"), a.ClavePaginacion ? idFactura(a.ClavePaginacion) : undefined],
      ]),
    },
  });
}
