// The local stand-in of the agency's VeriFactu service (see server.ts). Not imported by functions/src/index.ts: never deployed.
export {
  startAeatStandIn,
  SOAP_PATH,
  type AeatStandIn,
  type AeatStandInOptions,
  type StandInBehaviour,
  type StandInAnswer,
  type AgencyError,
  type StoredRecord,
  type ReceivedSubmission,
} from "./server";
export { ensureStandInCertificates, DEFAULT_CERTIFICATES_DIR, DEMO_CERTIFICATE, type StandInCertificates } from "./certificates";
export { validateAgencyMessage, type SchemaValidation } from "./validate";
export { huellaAlta, huellaAnulacion } from "./huella";
