// Validates a SOAP message against the agency's XSDs (functions/src/verifactu/agency/xsd) with libxml2 compiled to
// WebAssembly (xmllint-wasm: no native build, no download). Used by the stand-in on every request it receives and
// by the tests on every message the adapter builds. A dev dependency: never part of the deployed functions.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";

// Loaded as CommonJS by tsx (functions/ has no "type": "module") and as ESM by Vitest.
const HERE = typeof __dirname === "string" ? __dirname : dirname(fileURLToPath(import.meta.url));
const XSD_DIR = join(HERE, "..", "..", "src", "verifactu", "agency", "xsd");

/** The agency's schemas, and Comanda's envelope schema that imports them (SoapEnvelope.comanda.xsd). */
const AGENCY_SCHEMAS = ["SuministroLR.xsd", "SuministroInformacion.xsd", "RespuestaSuministro.xsd", "ConsultaLR.xsd", "RespuestaConsultaLR.xsd", "xmldsig-core-schema.xsd"];
const ENVELOPE_SCHEMA = "SoapEnvelope.comanda.xsd";
/** SuministroInformacion.xsd imports the signature schema from the W3C's address: read the local copy instead (libxml2 here has no network). */
const XMLDSIG_URL = "http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd";

let schemas: { main: XMLFileInfo; preload: XMLFileInfo[] } | undefined;

function load(): { main: XMLFileInfo; preload: XMLFileInfo[] } {
  if (!schemas) {
    const read = (fileName: string): XMLFileInfo => ({ fileName, contents: readFileSync(join(XSD_DIR, fileName), "utf8").replace(XMLDSIG_URL, "xmldsig-core-schema.xsd") });
    schemas = { main: read(ENVELOPE_SCHEMA), preload: AGENCY_SCHEMAS.map(read) };
  }
  return schemas;
}

export interface SchemaValidation {
  valid: boolean;
  /** libxml2's messages, without the file and line prefix. */
  errors: string[];
}

/**
 * Validates a whole SOAP envelope whose body is one of the service's four messages (or a Fault), the body strictly
 * against the agency's schemas.
 */
export async function validateAgencyMessage(xml: string): Promise<SchemaValidation> {
  const { main, preload } = load();
  try {
    const result = await validateXML({ xml: [{ fileName: "message.xml", contents: xml }], schema: [main], preload, maxMemoryPages: 4096 });
    return { valid: result.valid, errors: result.errors.map((e) => e.message) };
  } catch (error) {
    // xmllint rejects the promise for input it cannot even parse.
    return { valid: false, errors: [error instanceof Error ? error.message : String(error)] };
  }
}
