// Sending one company's records to the agency (drainCompany), step by step as the shared rules plan it
// (shared/src/verifactu/transmission.ts: nextTransmissionStep, afterSubmission, afterAnswer, afterLostAnswer,
// afterLookUp), until the agency's wait, the end of the queue, a failure or a pause:
// - look up first: records whose answer was lost (unconfirmed) are asked about with the query service before
//   anything is sent; one the agency holds takes the agency's state and is never sent twice, one it does not
//   hold goes back to the queue;
// - send a batch of at most 1,000 records in chain order; a record the agency's schema would refuse
//   (recordProblems) is set aside, marked rejected here with its problem, and the rest of the batch goes;
// - keep each record's answer (status, code, description, CSV, attempts) and the company's transmission state
//   (errorCount, transmissionPaused/pausedAt after PAUSE_AFTER_FAILURES, nextSendAfter from TiempoEsperaEnvio,
//   lastError), written in batches; the pause notifies the owner once, in the admin (notifications) and by
//   e-mail (pauseMail.ts).
// One sender at a time per company (lease.ts). After a failure the next call to the agency, a look-up as well
// as a submission, waits for nextSendAfter (the retry delay), so an agency that is down is asked once a minute.
import type { DocumentReference, Firestore, Query } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  MAX_BATCH_RECORDS,
  afterAnswer,
  afterLookUp,
  afterLostAnswer,
  afterSubmission,
  justPaused,
  nextTransmissionStep,
  taxInfoWithDefaults,
  type AgencyRecordAnswer,
  type NotificationData,
  type NotificationMessageId,
  type TaxInfoData,
  type TaxRecordData,
  type TaxRecordStatus,
  type TransmissionState,
  type TransmissionStep,
} from "@comanda/shared";
import { periodoDe, recordProblems, type AgencyClient, type AgencyFailure, type RegistroConsultado, type RegistroFactura, type RespuestaLinea } from "../agency";
import { connect, type SendingDeps } from "./connection";
import { takeLease } from "./lease";
import * as logs from "./logs";
import { MappingError, cabeceraOf, lineKey, recordKey, registroOf, type StoredRecord } from "./mapping";
import { queuePauseMail, taxSettingsUrl, type PauseMailInput } from "./pauseMail";

export type { SendingDeps } from "./connection";

/** The code of a record set aside before sending (answer.code): the agency's schema would refuse it. */
export const SET_ASIDE_CODE = "local-schema";
/** The agency's code for a record it already holds (a duplicate). */
const DUPLICATE_CODE = 3000;
/** A record answered "duplicate" this many times is not looked up again but marked rejected. */
const MAX_DUPLICATE_ATTEMPTS = 3;
/** Firestore takes 500 writes a batch. */
const WRITE_BATCH = 400;
/** Query pages read for one period of look-ups (10,000 records a page). */
const MAX_QUERY_PAGES = 20;

export type DrainOutcome = "off" | "paused" | "idle" | "wait" | "busy" | "not-configured" | "failed" | "steps-exhausted";

export interface DrainReport {
  companyId: string;
  /** Why the drain stopped. */
  outcome: DrainOutcome;
  submissions: number;
  lookUps: number;
  /** Records carried by the submissions. */
  sent: number;
  accepted: number;
  acceptedWithErrors: number;
  rejected: number;
  setAside: number;
  /** Records whose answer was lost (unconfirmed), to be looked up. */
  unanswered: number;
  /** Looked-up records the agency held, and those it did not (back in the queue). */
  found: number;
  notFound: number;
  /** The state the drain left. */
  state: TransmissionState | null;
}

export interface DrainOptions {
  /** Steps (look-ups and submissions) at most in one call (default 20: 20,000 records). */
  maxSteps?: number;
}

const taxInfoRef = (db: Firestore, companyId: string) => db.collection(COLLECTIONS.taxInfos).doc(companyId);
const recordRef = (db: Firestore, id: string) => db.collection(COLLECTIONS.taxRecords).doc(id);

function stateOf(info: Required<TaxInfoData>): TransmissionState {
  return { transmissionPaused: info.transmissionPaused, errorCount: info.errorCount, pausedAt: info.pausedAt, lastError: info.lastError, nextSendAfter: info.nextSendAfter };
}

async function readTaxInfo(db: Firestore, companyId: string): Promise<Required<TaxInfoData> | null> {
  const snap = await taxInfoRef(db, companyId).get();
  return snap.exists ? taxInfoWithDefaults(snap.data() as TaxInfoData) : null;
}

function queueQuery(db: Firestore, companyId: string, status: TaxRecordStatus): Query {
  return db.collection(COLLECTIONS.taxRecords).where("companyId", "==", companyId).where("status", "==", status).orderBy("position").limit(MAX_BATCH_RECORDS);
}

async function queue(db: Firestore, companyId: string, status: TaxRecordStatus): Promise<StoredRecord[]> {
  const snap = await queueQuery(db, companyId, status).get();
  return snap.docs.map((d) => ({ ...(d.data() as TaxRecordData), id: d.id }));
}

/** The records of one environment at the head of a step (the agency's test and production services are apart). */
function sameEnvironment(records: StoredRecord[]): StoredRecord[] {
  const environment = records[0]?.environment;
  const end = records.findIndex((r) => r.environment !== environment);
  return end < 0 ? records : records.slice(0, end);
}

type Plan = { kind: "off" } | TransmissionStep<StoredRecord>;

/**
 * What to do next for the company, reading no more than that needs: a company that waits or has nothing costs
 * its tax information, one small query and a count.
 */
async function plan(db: Firestore, companyId: string, info: Required<TaxInfoData> | null, now: Date): Promise<Plan> {
  if (!info?.eInvoicingEnabled) return { kind: "off" };
  const state = stateOf(info);
  if (state.transmissionPaused) return { kind: "paused" };
  const waiting = state.nextSendAfter !== null && now.getTime() < Date.parse(state.nextSendAfter);
  const unconfirmed = await queue(db, companyId, "unconfirmed");
  if (unconfirmed.length > 0) {
    // After a failure the look-up is a call like any other: it waits for the retry delay.
    if (waiting && state.errorCount > 0) return { kind: "wait", until: state.nextSendAfter as string };
    return { kind: "lookUp", records: sameEnvironment(unconfirmed) };
  }
  if (waiting) {
    // Only a full batch goes before the wait is over, and only when the last submission did not fail.
    const full = state.errorCount === 0 && (await queueQuery(db, companyId, "pending").count().get()).data().count >= MAX_BATCH_RECORDS;
    if (!full) return { kind: "wait", until: state.nextSendAfter as string };
  }
  const step = nextTransmissionStep(state, await queue(db, companyId, "pending"), now);
  return step.kind === "send" ? { ...step, records: sameEnvironment(step.records) } : step;
}

/** The writes of one step: record patches, the company's state, the owner's notification; committed in batches. */
class Writes {
  private readonly items: Array<{ ref: DocumentReference; data: Record<string, unknown>; create?: boolean }> = [];
  /** The e-mail of a pause, queued once the step's writes (the pause itself) are stored. */
  private pauseMail: { id: string; companyId: string; input: PauseMailInput } | null = null;
  constructor(private readonly db: Firestore, private readonly appUrl: string) {}
  record(id: string, data: Partial<TaxRecordData>): void {
    this.items.push({ ref: recordRef(this.db, id), data: data as Record<string, unknown> });
  }
  state(companyId: string, state: TransmissionState): void {
    this.items.push({ ref: taxInfoRef(this.db, companyId), data: { ...state } });
  }
  notify(id: string, notification: NotificationData, mail: Omit<PauseMailInput, "url">): void {
    this.items.push({ ref: this.db.collection(COLLECTIONS.notifications).doc(id), data: { ...notification }, create: true });
    this.pauseMail = { id, companyId: notification.companyId, input: { ...mail, url: taxSettingsUrl(this.appUrl) } };
  }
  async commit(): Promise<void> {
    for (let start = 0; start < this.items.length; start += WRITE_BATCH) {
      const batch = this.db.batch();
      for (const item of this.items.slice(start, start + WRITE_BATCH)) {
        if (item.create) batch.set(item.ref, item.data);
        else batch.update(item.ref, item.data);
      }
      await batch.commit();
    }
    if (this.pauseMail) await queuePauseMail(this.db, this.pauseMail.id, this.pauseMail.companyId, this.pauseMail.input);
    this.pauseMail = null;
  }
}

/** The notification of a pause, one per pause (named by its moment). */
export const pauseNotificationId = (companyId: string, pausedAt: string) => `tax-transmission-paused-${companyId}-${Date.parse(pausedAt)}`;

/** The company's state after a failure, with the owner's notification when it paused. */
function failed(writes: Writes, companyId: string, before: TransmissionState, code: string, description: string | null, now: Date): TransmissionState {
  const after = afterSubmission(before, { ok: false, code, description }, now);
  writes.state(companyId, after);
  if (justPaused(before, after) && after.pausedAt) {
    const lastError = description ? `${code}: ${description}`.slice(0, 500) : code;
    writes.notify(pauseNotificationId(companyId, after.pausedAt), {
      companyId,
      // The owner's uid is the company id.
      userId: companyId,
      date: now.toISOString(),
      read: false,
      message: "tax-transmission-paused" satisfies NotificationMessageId,
      about: lastError,
    }, { errorCount: after.errorCount, lastError });
    logs.transmissionPaused(companyId, after.errorCount, code);
  }
  return after;
}

/** The code and text of a failed call, as lastError keeps them: the agency's Codigo when it gave one, else the kind of failure. */
function failureCode(failure: AgencyFailure): { code: string; description: string | null } {
  if (failure.fault?.codigo !== undefined) return { code: String(failure.fault.codigo), description: failure.fault.faultstring };
  if (failure.status !== undefined && failure.kind !== "timeout") return { code: `${failure.kind}-${failure.status}`, description: failure.message };
  return { code: failure.kind, description: failure.message };
}

function agencyAnswerOf(line: RespuestaLinea, csv: string | undefined): AgencyRecordAnswer {
  return {
    state: line.EstadoRegistro,
    code: line.CodigoErrorRegistro === undefined ? null : String(line.CodigoErrorRegistro),
    description: line.DescripcionErrorRegistro ?? null,
    // The CSV names the submission that stored the record; a refused record was not stored.
    csv: line.EstadoRegistro === "Incorrecto" ? null : (csv ?? null),
  };
}

interface StepContext {
  deps: SendingDeps;
  companyId: string;
  info: Required<TaxInfoData>;
  /** When the step began (the lateness of its records, a failure before any call). */
  now: Date;
  /** The time at any moment of the step: the agency's wait and the retry delay count from its answer. */
  at: () => Date;
  report: DrainReport;
  client: (environment: StoredRecord["environment"]) => Promise<{ ok: true; client: AgencyClient } | { ok: false; code: string; description: string }>;
}

/** Sends one batch; answers whether the agency answered it (false: stop for now). */
async function sendStep(ctx: StepContext, records: StoredRecord[], incidencia: boolean): Promise<boolean> {
  const { deps, companyId, info, now, report } = ctx;
  const writes = new Writes(deps.db, deps.config.appUrl);
  const before = stateOf(info);
  const system = deps.sending.system;
  if (!system) throw new Error("sendStep without a billing system");

  let cabecera;
  try {
    cabecera = cabeceraOf(info, incidencia);
  } catch (error) {
    if (!(error instanceof MappingError)) throw error;
    report.state = failed(writes, companyId, before, "tax-info-incomplete", error.message, now);
    await writes.commit();
    return false;
  }

  const sendable: Array<{ record: StoredRecord; registro: RegistroFactura }> = [];
  for (const record of records) {
    let problems: string[];
    let registro: RegistroFactura | undefined;
    try {
      registro = registroOf(record, info, system);
      problems = recordProblems(registro);
    } catch (error) {
      if (!(error instanceof MappingError)) throw error;
      problems = [error.message];
    }
    if (registro && problems.length === 0) {
      sendable.push({ record, registro });
      continue;
    }
    report.setAside += 1;
    logs.recordSetAside(companyId, record.id, problems);
    writes.record(record.id, {
      status: "rejected",
      answer: { code: SET_ASIDE_CODE, description: `Not sent: the agency's schema would refuse it (${problems.join("; ")})`.slice(0, 2000), csv: null, answeredAt: now.toISOString() },
    });
  }
  if (sendable.length === 0) {
    await writes.commit();
    return true;
  }

  const connection = await ctx.client(records[0]?.environment ?? "test");
  if (!connection.ok) {
    report.state = failed(writes, companyId, before, connection.code, connection.description, now);
    logs.submissionFailed(companyId, connection.code, connection.description, sendable.length, false, report.state.errorCount);
    await writes.commit();
    return false;
  }
  report.submissions += 1;
  report.sent += sendable.length;
  const result = await connection.client.submit({ Cabecera: cabecera, RegistroFactura: sendable.map((s) => s.registro) });
  const answeredAt = ctx.at();

  if (!result.ok) {
    const { code, description } = failureCode(result.failure);
    for (const { record } of sendable) {
      if (result.failure.maybeStored) {
        writes.record(record.id, afterLostAnswer(record, incidencia));
        report.unanswered += 1;
      } else if (result.failure.kind === "batch-rejected") {
        // The message reached the agency and was refused whole: nothing stored, the records stay in the queue.
        writes.record(record.id, { attempts: record.attempts + 1 });
      }
    }
    report.state = failed(writes, companyId, before, code, description, answeredAt);
    logs.submissionFailed(companyId, code, description, sendable.length, result.failure.maybeStored, report.state.errorCount);
    await writes.commit();
    return false;
  }

  const { answer } = result;
  const lines = new Map<string, RespuestaLinea[]>();
  for (const line of answer.RespuestaLinea) {
    const key = lineKey(line.IDFactura, line.Operacion.TipoOperacion);
    lines.set(key, [...(lines.get(key) ?? []), line]);
  }
  const counts = { accepted: 0, acceptedWithErrors: 0, rejected: 0, unanswered: 0 };
  for (const { record } of sendable) {
    const line = lines.get(recordKey(record))?.shift();
    const duplicate = line?.EstadoRegistro === "Incorrecto" && line.CodigoErrorRegistro === DUPLICATE_CODE;
    if (!line || (duplicate && record.attempts + 1 < MAX_DUPLICATE_ATTEMPTS)) {
      // No line for it, or "already held": the agency may hold this very record; the query tells.
      writes.record(record.id, afterLostAnswer(record, incidencia));
      counts.unanswered += 1;
      continue;
    }
    const patch = afterAnswer(record, agencyAnswerOf(line, answer.CSV), incidencia, answeredAt);
    writes.record(record.id, patch);
    if (patch.status === "accepted") counts.accepted += 1;
    else if (patch.status === "acceptedWithErrors") counts.acceptedWithErrors += 1;
    else counts.rejected += 1;
  }
  report.accepted += counts.accepted;
  report.acceptedWithErrors += counts.acceptedWithErrors;
  report.rejected += counts.rejected;
  report.unanswered += counts.unanswered;
  const after = afterSubmission(before, { ok: true, waitSeconds: answer.TiempoEsperaEnvio }, answeredAt);
  writes.state(companyId, after);
  report.state = after;
  await writes.commit();
  logs.recordsSubmitted(companyId, { records: sendable.length, ...counts, incidencia, waitSeconds: answer.TiempoEsperaEnvio });
  return true;
}

/** What the agency's query answered about one record: its answer, or null when it holds nothing of ours. */
function lookedUp(record: StoredRecord, held: RegistroConsultado | undefined): AgencyRecordAnswer | null | "conflict" {
  if (!held) return null;
  const estado = held.EstadoRegistro;
  const answer = (state: AgencyRecordAnswer["state"]): AgencyRecordAnswer => ({
    state,
    code: estado.CodigoErrorRegistro === undefined ? null : String(estado.CodigoErrorRegistro),
    description: estado.DescripcionErrorRegistro ?? null,
    csv: null,
  });
  if (record.kind === "cancellation") return estado.EstadoRegistro === "Anulado" ? answer("Correcto") : null;
  // Ours only when the hash is: the agency may hold the record this one corrects (same invoice, other data).
  if (held.DatosRegistroFacturacion.Huella === record.hash) return answer(estado.EstadoRegistro === "AceptadoConErrores" ? "AceptadoConErrores" : "Correcto");
  return record.subsanacion ? null : "conflict";
}

/** Looks up records whose answer was lost; answers whether the agency answered (false: stop for now). */
async function lookUpStep(ctx: StepContext, records: StoredRecord[]): Promise<boolean> {
  const { deps, companyId, info, now, report } = ctx;
  const writes = new Writes(deps.db, deps.config.appUrl);
  const before = stateOf(info);
  const taxId = info.taxId ?? records[0]?.issuerTaxId ?? "";
  const connection = await ctx.client(records[0]?.environment ?? "test");
  if (!connection.ok) {
    report.state = failed(writes, companyId, before, connection.code, connection.description, now);
    logs.lookUpFailed(companyId, connection.code, connection.description, report.state.errorCount);
    await writes.commit();
    return false;
  }
  report.lookUps += 1;
  // The agency's books are monthly: one query (and its pages) per month, over the records' issue dates.
  const byPeriod = new Map<string, StoredRecord[]>();
  for (const record of records) {
    const { Ejercicio, Periodo } = periodoDe(record.issuedOn);
    byPeriod.set(`${Ejercicio}-${Periodo}`, [...(byPeriod.get(`${Ejercicio}-${Periodo}`) ?? []), record]);
  }
  const held = new Map<string, RegistroConsultado>();
  const sortable = (date: string) => date.split("-").reverse().join("");
  for (const group of byPeriod.values()) {
    const days = group.map((r) => r.issuedOn).sort((a, b) => sortable(a).localeCompare(sortable(b)));
    let clave: RegistroConsultado["IDFactura"] | undefined;
    for (let page = 0; page < MAX_QUERY_PAGES; page++) {
      const result = await connection.client.query({
        Cabecera: { ObligadoEmision: { NombreRazon: info.legalName ?? "", NIF: taxId } },
        FiltroConsulta: {
          PeriodoImputacion: periodoDe(group[0]!.issuedOn),
          ...(group.length === 1 ? { NumSerieFactura: group[0]!.number } : {}),
          FechaExpedicionFactura: { RangoFechaExpedicion: { Desde: days[0]!, Hasta: days[days.length - 1]! } },
          ...(clave ? { ClavePaginacion: clave } : {}),
        },
      });
      if (!result.ok) {
        const { code, description } = failureCode(result.failure);
        report.state = failed(writes, companyId, before, code, description, ctx.at());
        logs.lookUpFailed(companyId, code, description, report.state.errorCount);
        await writes.commit();
        return false;
      }
      for (const registro of result.answer.RegistroRespuestaConsultaFactuSistemaFacturacion) {
        const id = registro.IDFactura;
        // An invoice's alta and its cancellation are one entry at the agency (its state says Anulado).
        held.set(`${id.IDEmisorFactura}|${id.NumSerieFactura}|${id.FechaExpedicionFactura}`, registro);
      }
      if (result.answer.IndicadorPaginacion !== "S" || !result.answer.ClavePaginacion) break;
      clave = result.answer.ClavePaginacion;
    }
  }
  const answeredAt = ctx.at();
  const counts = { records: records.length, found: 0, notFound: 0, conflicts: 0 };
  for (const record of records) {
    const found = lookedUp(record, held.get(`${record.issuerTaxId}|${record.number}|${record.issuedOn}`));
    if (found === "conflict") {
      counts.conflicts += 1;
      report.rejected += 1;
      logs.recordConflict(companyId, record.id);
      writes.record(record.id, {
        status: "rejected",
        answer: { code: String(DUPLICATE_CODE), description: "Registro de facturación duplicado: the agency holds another record for this invoice", csv: null, answeredAt: answeredAt.toISOString() },
      });
      continue;
    }
    writes.record(record.id, afterLookUp(found, answeredAt));
    if (found) {
      counts.found += 1;
      if (found.state === "AceptadoConErrores") report.acceptedWithErrors += 1;
      else report.accepted += 1;
    } else counts.notFound += 1;
  }
  report.found += counts.found;
  report.notFound += counts.notFound;
  await writes.commit();
  logs.recordsLookedUp(companyId, counts);
  return true;
}

/** How long a sender keeps the company: two calls' limit and a margin. */
const leaseMs = (deps: SendingDeps) => 2 * deps.sending.timeoutMs + 60_000;

/**
 * Sends what the company has waiting, as far as the agency's wait allows, at `now` (later steps add the time the
 * earlier ones took). Never throws for the agency's failures: they are in the company's state.
 */
export async function drainCompany(deps: SendingDeps, companyId: string, now: Date = deps.clock.now(), options: DrainOptions = {}): Promise<DrainReport> {
  const report: DrainReport = { companyId, outcome: "idle", submissions: 0, lookUps: 0, sent: 0, accepted: 0, acceptedWithErrors: 0, rejected: 0, setAside: 0, unanswered: 0, found: 0, notFound: 0, state: null };
  if (!deps.sending.system) {
    logs.producerNotConfigured();
    return { ...report, outcome: "not-configured" };
  }
  const started = deps.clock.now().getTime();
  const at = () => new Date(now.getTime() + Math.max(0, deps.clock.now().getTime() - started));

  // A look without the lease first: most runs find a company waiting or idle, and leave it at that.
  let info = await readTaxInfo(deps.db, companyId);
  const first = await plan(deps.db, companyId, info, at());
  if (first.kind !== "send" && first.kind !== "lookUp") {
    report.state = info ? stateOf(info) : null;
    return { ...report, outcome: first.kind };
  }
  const lease = await takeLease(deps.db, companyId, at(), new Date(at().getTime() + leaseMs(deps)));
  if (!lease) return { ...report, outcome: "busy" };

  const clients = new Map<string, Awaited<ReturnType<StepContext["client"]>>>();
  try {
    const maxSteps = options.maxSteps ?? 20;
    report.outcome = "steps-exhausted";
    for (let step = 0; step < maxSteps; step++) {
      const stepAt = at();
      if (step > 0 && !(await lease.renew(stepAt, new Date(stepAt.getTime() + leaseMs(deps))))) {
        report.outcome = "busy";
        break;
      }
      // Read again under the lease, and at each step: another sender may have sent what the first look saw, the
      // owner may have turned e-invoicing off, the last step changed the state.
      info = await readTaxInfo(deps.db, companyId);
      const next = await plan(deps.db, companyId, info, stepAt);
      report.state = info ? stateOf(info) : null;
      if (next.kind !== "send" && next.kind !== "lookUp") {
        report.outcome = next.kind;
        break;
      }
      if (!info) break;
      const ctx: StepContext = {
        deps,
        companyId,
        info,
        now: stepAt,
        at,
        report,
        client: async (environment) => {
          const known = clients.get(environment);
          if (known) return known;
          const made = await connect(deps, companyId, environment, stepAt);
          clients.set(environment, made);
          return made;
        },
      };
      const answered = next.kind === "lookUp" ? await lookUpStep(ctx, next.records) : await sendStep(ctx, next.records, next.incidencia);
      if (!answered) {
        report.outcome = "failed";
        break;
      }
    }
  } finally {
    for (const made of clients.values()) if (made.ok) made.client.close();
    await lease.release();
  }
  return report;
}
