// The rules of sending a company's records to the agency (RegFactuSistemaFacturacion), for the scheduled job
// that drains the queue; taking an order never waits for any of this.
// - Batches: at most 1,000 records a message, in chain order.
// - Flow control: after each answer the agency says how long to wait (TiempoEsperaEnvio, seconds; 60 s when it
//   says nothing). The next message goes when the wait is over, or at once when 1,000 records are waiting
//   (a full message), which the agency's flow control also allows.
// - Failures: a submission the agency did not answer record by record (no answer, time-out, server error,
//   the whole message refused) is a failure; it is tried again after 60 s, and after 5 consecutive failures
//   transmission pauses for the company until the owner continues it (the warning of spec §8). A record the
//   agency rejects is no failure of the transmission: it waits for its correction while the rest goes on.
// - Lost answers: records of a submission that got no answer may have been stored by the agency; they are
//   "unconfirmed" and looked up with the agency's query service before anything else is sent, so that
//   resending never makes a duplicate.
// - Late records: the agency takes a record's FechaHoraHusoGenRegistro within 240 s of its own clock (error
//   2004 past that) unless the message says Incidencia=S. A record is sent as late when more than 180 s have
//   passed since it was made (60 s spare for clocks and the time on the wire), and since Incidencia is in the
//   message's header, a message carries late records or timely ones, never both.
import type { IsoDateTime } from "../entities/common";
import type { TaxTransmissionError } from "../entities/taxInfo";
import type { TaxAgencyAnswer, TaxRecordData, TaxRecordStatus } from "../entities/taxRecord";

export const MAX_BATCH_RECORDS = 1000;
export const DEFAULT_WAIT_SECONDS = 60;
export const RETRY_AFTER_FAILURE_SECONDS = 60;
export const PAUSE_AFTER_FAILURES = 5;
export const AGENCY_TIME_TOLERANCE_SECONDS = 240;
export const LATE_AFTER_SECONDS = 180;

/** The company's transmission state, as taxInfos/{companyId} keeps it. */
export interface TransmissionState {
  transmissionPaused: boolean;
  errorCount: number;
  pausedAt: IsoDateTime | null;
  lastError: TaxTransmissionError | null;
  nextSendAfter: IsoDateTime | null;
}

/** What a record in the queue needs to be planned: its place, its state, when it was made. */
export type QueuedRecord = Pick<TaxRecordData, "position" | "status" | "date">;

export type TransmissionStep<T> =
  | { kind: "paused" }
  | { kind: "idle" }
  | { kind: "lookUp"; records: T[] }
  | { kind: "wait"; until: IsoDateTime }
  | { kind: "send"; records: T[]; incidencia: boolean };

/** Whether a record made at `record.date` goes to the agency late (Incidencia=S) when sent at `now`. */
export function isLateRecord(record: Pick<TaxRecordData, "date">, now: Date): boolean {
  return now.getTime() - Date.parse(record.date) > LATE_AFTER_SECONDS * 1000;
}

const byPosition = <T extends QueuedRecord>(records: readonly T[]): T[] => [...records].sort((a, b) => a.position - b.position);

/**
 * What the job does next for a company: nothing (paused, idle), look up the records whose answer was lost,
 * wait for the agency's time, or send the next batch (its records in chain order, and whether it is late).
 */
export function nextTransmissionStep<T extends QueuedRecord>(state: TransmissionState, records: readonly T[], now: Date): TransmissionStep<T> {
  if (state.transmissionPaused) return { kind: "paused" };
  const unconfirmed = byPosition(records.filter((r) => r.status === "unconfirmed"));
  if (unconfirmed.length > 0) return { kind: "lookUp", records: unconfirmed.slice(0, MAX_BATCH_RECORDS) };
  const pending = byPosition(records.filter((r) => r.status === "pending"));
  const first = pending[0];
  if (!first) return { kind: "idle" };

  const fullBatchWaiting = pending.length >= MAX_BATCH_RECORDS && state.errorCount === 0;
  if (state.nextSendAfter !== null && now.getTime() < Date.parse(state.nextSendAfter) && !fullBatchWaiting) {
    return { kind: "wait", until: state.nextSendAfter };
  }
  const incidencia = isLateRecord(first, now);
  const batch: T[] = [];
  for (const record of pending) {
    if (batch.length === MAX_BATCH_RECORDS || isLateRecord(record, now) !== incidencia) break;
    batch.push(record);
  }
  return { kind: "send", records: batch, incidencia };
}

/** How a submission ended: answered record by record (with the agency's wait), or failed with a code. */
export type SubmissionOutcome = { ok: true; waitSeconds?: number | null } | { ok: false; code: string; description?: string | null };

const later = (now: Date, seconds: number): IsoDateTime => new Date(now.getTime() + seconds * 1000).toISOString();

/** The transmission state after a submission: the next allowed time, the failures counted, paused after PAUSE_AFTER_FAILURES. */
export function afterSubmission(state: TransmissionState, outcome: SubmissionOutcome, now: Date): TransmissionState {
  if (outcome.ok) {
    const wait = typeof outcome.waitSeconds === "number" && Number.isFinite(outcome.waitSeconds) && outcome.waitSeconds >= 0 ? outcome.waitSeconds : DEFAULT_WAIT_SECONDS;
    return { ...state, errorCount: 0, nextSendAfter: later(now, wait) };
  }
  const errorCount = state.errorCount + 1;
  const pauses = errorCount >= PAUSE_AFTER_FAILURES;
  return {
    transmissionPaused: state.transmissionPaused || pauses,
    errorCount,
    pausedAt: state.transmissionPaused ? state.pausedAt : pauses ? now.toISOString() : null,
    lastError: { code: outcome.code, description: outcome.description ?? null, at: now.toISOString() },
    nextSendAfter: later(now, RETRY_AFTER_FAILURE_SECONDS),
  };
}

/** Whether this change paused transmission (the moment the owner is notified, once). */
export function justPaused(before: Pick<TransmissionState, "transmissionPaused">, after: Pick<TransmissionState, "transmissionPaused">): boolean {
  return after.transmissionPaused && !before.transmissionPaused;
}

/** The owner's Continue: transmission resumes at once from the first record not yet sent; the last error stays for reference. */
export function continueTransmission(state: TransmissionState): TransmissionState {
  return { ...state, transmissionPaused: false, errorCount: 0, pausedAt: null, nextSendAfter: null };
}

/** The agency's state of one record in its answer (EstadoRegistro). */
export const AGENCY_RECORD_STATES = ["Correcto", "AceptadoConErrores", "Incorrecto"] as const;
export type AgencyRecordState = (typeof AGENCY_RECORD_STATES)[number];

const STATUS_OF: Readonly<Record<AgencyRecordState, TaxRecordStatus>> = {
  Correcto: "accepted",
  AceptadoConErrores: "acceptedWithErrors",
  Incorrecto: "rejected",
};

export function statusOfAgencyState(state: AgencyRecordState): TaxRecordStatus {
  return STATUS_OF[state];
}

/** One record's answer: its state, the agency's error code and text, and the CSV of the submission. */
export interface AgencyRecordAnswer {
  state: AgencyRecordState;
  code: string | null;
  description: string | null;
  csv: string | null;
}

type SentPatch = Pick<TaxRecordData, "status" | "answer" | "attempts" | "incidencia">;

function answerOf(answer: AgencyRecordAnswer, now: Date): TaxAgencyAnswer {
  return { code: answer.code, description: answer.description, csv: answer.csv, answeredAt: now.toISOString() };
}

/** A record's fields after a submission that carried it was answered. */
export function afterAnswer(record: Pick<TaxRecordData, "attempts">, answer: AgencyRecordAnswer, incidencia: boolean, now: Date): SentPatch {
  return { status: statusOfAgencyState(answer.state), answer: answerOf(answer, now), attempts: record.attempts + 1, incidencia };
}

/** A record's fields after a submission that carried it got no answer: the agency may hold it. */
export function afterLostAnswer(record: Pick<TaxRecordData, "attempts" | "answer">, incidencia: boolean): SentPatch {
  return { status: "unconfirmed", answer: record.answer, attempts: record.attempts + 1, incidencia };
}

/**
 * A record's fields after the agency's query service was asked about it: what the agency holds, or back in
 * the queue ("pending") when it holds nothing, to be sent again.
 */
export function afterLookUp(found: AgencyRecordAnswer | null, now: Date): Pick<TaxRecordData, "status"> & Partial<Pick<TaxRecordData, "answer">> {
  if (!found) return { status: "pending" };
  return { status: statusOfAgencyState(found.state), answer: answerOf(found, now) };
}

/**
 * How a record is corrected (the flags of its correction record): Subsanacion=S for one the agency rejected or
 * accepted with errors, with RechazoPrevio=X for the rejected one (the agency holds nothing for it yet);
 * null when it needs no correction.
 */
export function correctionFlags(status: TaxRecordStatus): { subsanacion: true; rechazoPrevio: boolean } | null {
  if (status === "rejected") return { subsanacion: true, rechazoPrevio: true };
  if (status === "acceptedWithErrors") return { subsanacion: true, rechazoPrevio: false };
  return null;
}
