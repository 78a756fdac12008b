// The settings of sending records to the agency, read once: who made the billing system (SistemaInformatico,
// the producer's name and tax id), where the agency is for each environment, and how long a call may take.
// On the emulators the agency is the local stand-in (functions/tools/aeat, started by npm start and the tests)
// and its self-made CA is trusted; in the cloud the agency's own hosts, trusted through the system's CAs.
//
// Environment: VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_TAX_ID (required outside the emulators: without it
// nothing is sent), AEAT_ENDPOINT (one endpoint for both environments: the stand-in's elsewhere),
// AEAT_STANDIN_CONTROL_URL (where the stand-in gives its CA, http://127.0.0.1:12114), AEAT_STANDIN_CA_FILE,
// AEAT_TIMEOUT_MS (default 120,000).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TaxEnvironment } from "@comanda/shared";
import { APP_VERSION } from "../../config";
import { AGENCY_PRODUCTION_ENDPOINT, AGENCY_TEST_ENDPOINT, type SistemaInformatico } from "../agency";

/** The stand-in's SOAP address on the emulators (scripts/lib/aeat-standin.mjs starts it there). */
export const LOCAL_AEAT_ENDPOINT = "https://127.0.0.1:12113/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP";
/** The stand-in's plain-HTTP controls, which hand out its CA (GET /_standin/ca.pem). */
export const LOCAL_AEAT_CONTROL_URL = "http://127.0.0.1:12114";

/** The billing system as every record names it; NumeroInstalacion is the company's (one installation each). */
export type BillingSystem = Omit<SistemaInformatico, "NumeroInstalacion">;

export interface SendingConfig {
  /** null: the producer is not configured, so no record can be sent (logged by the job). */
  system: BillingSystem | null;
  /** The agency's address for each environment. */
  endpoint: (environment: TaxEnvironment) => string;
  /** The CA to trust besides the system's (the stand-in's on the emulators); undefined in the cloud. */
  ca: () => Promise<string | undefined>;
  /** A call's limit, connection to last byte. */
  timeoutMs: number;
}

/** The producer on the emulators, when none is configured: a well-formed CIF that belongs to no real company here. */
const LOCAL_PRODUCER = { name: "Comanda Software (local)", taxId: "B12345674" } as const;

/**
 * SistemaInformatico without the installation: Comanda, "CM", this build's version. One system serves many
 * companies (TipoUsoPosibleMultiOT), but each company is an installation of its own with one issuer
 * (IndicadorMultiplesOT N); it only sends to VERI*FACTU (TipoUsoPosibleSoloVerifactu S).
 */
export function billingSystem(producer: { name: string; taxId: string }, version = APP_VERSION): BillingSystem {
  return {
    NombreRazon: producer.name,
    NIF: producer.taxId,
    NombreSistemaInformatico: "Comanda",
    IdSistemaInformatico: "CM",
    Version: version,
    TipoUsoPosibleSoloVerifactu: "S",
    TipoUsoPosibleMultiOT: "S",
    IndicadorMultiplesOT: "N",
  };
}

/** The stand-in's CA: from AEAT_STANDIN_CA_FILE, else asked of the running stand-in, else .cache/aeat/ca.pem. */
async function standInCa(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (env.AEAT_STANDIN_CA_FILE) return readFileSync(env.AEAT_STANDIN_CA_FILE, "utf8");
  try {
    const res = await fetch(`${env.AEAT_STANDIN_CONTROL_URL || LOCAL_AEAT_CONTROL_URL}/_standin/ca.pem`, { signal: AbortSignal.timeout(2_000) });
    if (res.ok) return await res.text();
  } catch {
    // Not running, or its controls elsewhere: the file it keeps.
  }
  // The functions run from functions/ (emulator) or the repository root (scripts, tests).
  for (const dir of [process.cwd(), join(process.cwd(), "..")]) {
    const file = join(dir, ".cache", "aeat", "ca.pem");
    if (existsSync(file)) return readFileSync(file, "utf8");
  }
  return undefined;
}

export function readSendingConfig(env: NodeJS.ProcessEnv, isEmulator: boolean): SendingConfig {
  const producerTaxId = env.VERIFACTU_PRODUCER_TAX_ID?.trim() || (isEmulator ? LOCAL_PRODUCER.taxId : "");
  const producerName = env.VERIFACTU_PRODUCER_NAME?.trim() || (isEmulator ? LOCAL_PRODUCER.name : "");
  const override = env.AEAT_ENDPOINT?.trim();
  let ca: Promise<string | undefined> | undefined;
  return {
    system: producerTaxId && producerName ? billingSystem({ name: producerName, taxId: producerTaxId }) : null,
    endpoint: (environment) => override || (isEmulator ? LOCAL_AEAT_ENDPOINT : environment === "production" ? AGENCY_PRODUCTION_ENDPOINT : AGENCY_TEST_ENDPOINT),
    ca: () => {
      if (!isEmulator) return Promise.resolve(undefined);
      // Asked once per configuration; a failed ask is asked again next time.
      ca ??= standInCa(env).then((pem) => {
        if (pem === undefined) ca = undefined;
        return pem;
      });
      return ca;
    },
    timeoutMs: Number(env.AEAT_TIMEOUT_MS) > 0 ? Number(env.AEAT_TIMEOUT_MS) : 120_000,
  };
}
