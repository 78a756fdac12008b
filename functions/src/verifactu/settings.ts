// POST /api/settings/taxes and POST /api/settings/taxes/continue: the company's tax information and
// e-invoicing settings (taxInfos/{companyId}), checked against what its records and its certificate already
// say, in a transaction with the end of its chain; and the owner's Continue of a paused transmission.
import {
  addFieldError,
  continueTransmission,
  hasFieldErrors,
  normalizeTaxId,
  spanishTaxIdError,
  taxIdError,
  taxInfoWithDefaults,
  type FieldErrors,
  type TaxInfoAnswer,
  type TaxInfoData,
  type TaxSettingsRequest,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { apiError, validationError } from "../http/errors";
import { runTransaction } from "../transactions";
import { readChain, taxInfoRef } from "./chain";
import * as logs from "./logs";

/** A tax information document as first written: nothing sent yet, nothing paused. */
const NEW_TAX_INFO = { transmissionPaused: false, errorCount: 0, pausedAt: null, lastError: null, nextSendAfter: null, certificate: null } as const;

/** The same tax id however it is written (separators, case, a Spanish "ES" prefix). */
export function sameTaxId(a: string | null | undefined, b: string | null | undefined): boolean {
  return normalizeTaxId(a ?? "", "ES") === normalizeTaxId(b ?? "", "ES");
}

/**
 * The body's own checks: the tax id by its country's rules (a Spanish NIF/NIE/CIF for VeriFactu, whose
 * issuer is always Spanish), the legal name e-invoicing needs. Answers the tax id as the agency takes it.
 */
function checkBody(body: TaxSettingsRequest, fields: FieldErrors): string | null {
  const text = body.taxId.trim();
  const country = body.eInvoicingEnabled ? "ES" : (body.address?.country ?? "ES");
  if (text !== "" || body.eInvoicingEnabled) {
    const error = country === "ES" ? spanishTaxIdError(text) : taxIdError(text, country);
    if (error) addFieldError(fields, "taxId", error);
  }
  if (body.eInvoicingEnabled && body.legalName.trim() === "") addFieldError(fields, "legalName", "legal-name-required");
  return text === "" ? null : normalizeTaxId(text, country);
}

export async function saveTaxSettings(deps: AppDeps, companyId: string, body: TaxSettingsRequest): Promise<TaxInfoAnswer> {
  const fields: FieldErrors = {};
  const taxId = checkBody(body, fields);
  if (hasFieldErrors(fields)) throw validationError(fields);
  const ref = taxInfoRef(deps.db, companyId);

  const taxInfo = await runTransaction(deps.db, async (tx) => {
    const snap = await tx.get(ref);
    const chain = await readChain(tx, deps.db, companyId);
    const stored = taxInfoWithDefaults((snap.data() as TaxInfoData | undefined) ?? { ...NEW_TAX_INFO, taxId: null, eInvoicingEnabled: false });
    const refused: FieldErrors = {};
    // The records name their issuer: once there are any, the company's tax id is theirs (a new company is a new
    // account). The series may change: each keeps its own counter, so a new one starts at 1.
    if (chain.last && !sameTaxId(taxId, chain.last.issuerTaxId)) addFieldError(refused, "taxId", "tax-id-locked");
    const certificate = stored.certificate;
    if (certificate?.taxId && taxId && !sameTaxId(taxId, certificate.taxId)) addFieldError(refused, "taxId", "certificate-tax-id-mismatch");
    if (body.eInvoicingEnabled) {
      if (!certificate) addFieldError(refused, "eInvoicingEnabled", "certificate-required");
      // Turning it on with a certificate that has run out would only fill the queue: refused. Once on, an
      // expiring certificate is the screen's warning, not a reason to refuse other changes.
      else if (!stored.eInvoicingEnabled && Date.parse(certificate.notAfter) <= deps.clock.now().getTime()) addFieldError(refused, "eInvoicingEnabled", "certificate-expired");
    }
    if (hasFieldErrors(refused)) throw validationError(refused);

    const changes = {
      companyId,
      legalName: body.legalName.trim() || null,
      taxId,
      address: body.address ? { ...body.address, line2: body.address.line2?.trim() || null } : null,
      eInvoicingEnabled: body.eInvoicingEnabled,
      environment: body.environment,
      series: body.series,
    } satisfies Partial<TaxInfoData>;
    const next: TaxInfoData = { ...(snap.exists ? stored : { ...stored, ...NEW_TAX_INFO }), ...changes };
    if (snap.exists) tx.update(ref, changes);
    else tx.set(ref, next);
    return taxInfoWithDefaults(next);
  });
  logs.taxSettingsSaved(companyId, taxInfo.eInvoicingEnabled, taxInfo.environment);
  return { taxInfo };
}

/** The owner's Continue: transmission resumes at once from the first record not yet sent (409 transmission-not-paused otherwise). */
export async function continueTaxTransmission(deps: AppDeps, companyId: string): Promise<TaxInfoAnswer> {
  const ref = taxInfoRef(deps.db, companyId);
  const taxInfo = await runTransaction(deps.db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw apiError("transmission-not-paused");
    const stored = taxInfoWithDefaults(snap.data() as TaxInfoData);
    if (!stored.transmissionPaused) throw apiError("transmission-not-paused");
    const resumed = continueTransmission({
      transmissionPaused: stored.transmissionPaused,
      errorCount: stored.errorCount,
      pausedAt: stored.pausedAt,
      lastError: stored.lastError,
      nextSendAfter: stored.nextSendAfter,
    });
    tx.update(ref, { ...resumed });
    return { ...stored, ...resumed };
  });
  logs.transmissionContinued(companyId);
  return { taxInfo };
}
