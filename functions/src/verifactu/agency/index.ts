// The adapter to the Spanish tax agency's (AEAT) VeriFactu web service: the messages, their answers, the company's
// certificate and the client. Its tests run it against the local stand-in (functions/tools/aeat).
export * from "./types";
export * from "./namespaces";
export { buildRegFactuEnvelope, buildConsultaEnvelope, periodoDe } from "./messages";
export { recordProblems, type RecordProblem } from "./checks";
export { readRegFactuAnswer, readConsultaAnswer, isServerFault, type ReadAnswer } from "./answers";
export { readPkcs12, type CertificateErrorCode, type CertificateSummary, type ClientCertificate, type ReadCertificateResult } from "./certificate";
export {
  createAgencyClient,
  type AgencyClient,
  type AgencyClientOptions,
  type AgencyFailure,
  type AgencyFailureKind,
  type CreateAgencyClientResult,
  type QueryResult,
  type SubmitResult,
} from "./client";
