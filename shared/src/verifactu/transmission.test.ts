import { describe, expect, it } from "vitest";
import type { TaxRecordStatus } from "../entities/taxRecord";
import {
  DEFAULT_WAIT_SECONDS,
  MAX_BATCH_RECORDS,
  PAUSE_AFTER_FAILURES,
  afterAnswer,
  afterLookUp,
  afterLostAnswer,
  afterSubmission,
  continueTransmission,
  correctionFlags,
  isLateRecord,
  justPaused,
  nextTransmissionStep,
  type QueuedRecord,
  type TransmissionState,
} from "./transmission";

const NOW = new Date("2026-03-02T12:00:00.000Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
const running: TransmissionState = { transmissionPaused: false, errorCount: 0, pausedAt: null, lastError: null, nextSendAfter: null };

/** Records at positions from..to, made `secondsAgo` before NOW, in the given status. */
function queue(from: number, to: number, secondsAgo = 10, status: TaxRecordStatus = "pending"): QueuedRecord[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({ position: from + i, status, date: ago(secondsAgo) }));
}
const positions = (records: readonly QueuedRecord[]) => records.map((r) => r.position);

describe("nextTransmissionStep", () => {
  it("sends the pending records in chain order, whatever order they were read in", () => {
    const step = nextTransmissionStep(running, [...queue(1, 3)].reverse(), NOW);
    expect(step.kind === "send" && positions(step.records)).toEqual([1, 2, 3]);
  });

  it("leaves out the records already answered", () => {
    const records = [...queue(1, 2, 10, "accepted"), ...queue(3, 3, 10, "rejected"), ...queue(4, 5)];
    const step = nextTransmissionStep(running, records, NOW);
    expect(step.kind === "send" && positions(step.records)).toEqual([4, 5]);
  });

  it("sends at most 1,000 records a message", () => {
    const step = nextTransmissionStep(running, queue(1, 2500), NOW);
    expect(step.kind === "send" && step.records.length).toBe(MAX_BATCH_RECORDS);
    expect(step.kind === "send" && step.records[999]?.position).toBe(1000);
  });

  it("waits for the time the agency asked for", () => {
    const state = { ...running, nextSendAfter: new Date(NOW.getTime() + 30_000).toISOString() };
    expect(nextTransmissionStep(state, queue(1, 3), NOW)).toEqual({ kind: "wait", until: state.nextSendAfter });
    expect(nextTransmissionStep(state, queue(1, 3), new Date(NOW.getTime() + 30_000)).kind).toBe("send");
  });

  it("does not wait when a full message of 1,000 records is waiting, unless the last submission failed", () => {
    const nextSendAfter = new Date(NOW.getTime() + 30_000).toISOString();
    expect(nextTransmissionStep({ ...running, nextSendAfter }, queue(1, 1000), NOW).kind).toBe("send");
    expect(nextTransmissionStep({ ...running, nextSendAfter, errorCount: 1 }, queue(1, 1000), NOW).kind).toBe("wait");
  });

  it("sends nothing while paused", () => {
    expect(nextTransmissionStep({ ...running, transmissionPaused: true }, queue(1, 3), NOW)).toEqual({ kind: "paused" });
  });

  it("has nothing to do without pending records", () => {
    expect(nextTransmissionStep(running, queue(1, 3, 10, "accepted"), NOW)).toEqual({ kind: "idle" });
  });

  it("looks up the records whose answer was lost before sending anything else", () => {
    const records = [...queue(1, 2, 10, "unconfirmed"), ...queue(3, 4)];
    const step = nextTransmissionStep(running, records, NOW);
    expect(step.kind === "lookUp" && positions(step.records)).toEqual([1, 2]);
  });

  it("marks a message of late records with Incidencia and keeps timely records out of it", () => {
    const records = [...queue(1, 2, 600), ...queue(3, 4, 10)];
    const first = nextTransmissionStep(running, records, NOW);
    expect(first.kind === "send" && [positions(first.records), first.incidencia]).toEqual([[1, 2], true]);
    const second = nextTransmissionStep(running, records.slice(2), NOW);
    expect(second.kind === "send" && [positions(second.records), second.incidencia]).toEqual([[3, 4], false]);
  });
});

describe("isLateRecord", () => {
  it("counts a record late more than 180 s after it was made, inside the agency's 240 s", () => {
    expect(isLateRecord({ date: ago(180) }, NOW)).toBe(false);
    expect(isLateRecord({ date: ago(181) }, NOW)).toBe(true);
  });
});

describe("afterSubmission", () => {
  it("honours the agency's wait after an answer, and clears the failures", () => {
    const state = afterSubmission({ ...running, errorCount: 3 }, { ok: true, waitSeconds: 120 }, NOW);
    expect(state.errorCount).toBe(0);
    expect(state.nextSendAfter).toBe("2026-03-02T12:02:00.000Z");
  });

  it("waits 60 s when the agency gave no wait", () => {
    expect(afterSubmission(running, { ok: true }, NOW).nextSendAfter).toBe(new Date(NOW.getTime() + DEFAULT_WAIT_SECONDS * 1000).toISOString());
  });

  it("counts a failure, keeps its code and tries again a minute later", () => {
    const state = afterSubmission(running, { ok: false, code: "timeout" }, NOW);
    expect(state).toEqual({
      transmissionPaused: false,
      errorCount: 1,
      pausedAt: null,
      lastError: { code: "timeout", description: null, at: NOW.toISOString() },
      nextSendAfter: "2026-03-02T12:01:00.000Z",
    });
  });

  it(`pauses after ${PAUSE_AFTER_FAILURES} failures in a row, not before`, () => {
    let state = running;
    for (let i = 1; i < PAUSE_AFTER_FAILURES; i++) state = afterSubmission(state, { ok: false, code: "http-503" }, NOW);
    expect(state.transmissionPaused).toBe(false);
    const paused = afterSubmission(state, { ok: false, code: "http-503" }, NOW);
    expect(paused).toMatchObject({ transmissionPaused: true, errorCount: PAUSE_AFTER_FAILURES, pausedAt: NOW.toISOString() });
    expect(justPaused(state, paused)).toBe(true);
    expect(justPaused(paused, afterSubmission(paused, { ok: false, code: "http-503" }, new Date(NOW.getTime() + 1000)))).toBe(false);
  });

  it("starts counting again after an answer in between", () => {
    let state = running;
    for (let i = 1; i < PAUSE_AFTER_FAILURES; i++) state = afterSubmission(state, { ok: false, code: "timeout" }, NOW);
    state = afterSubmission(state, { ok: true }, NOW);
    state = afterSubmission(state, { ok: false, code: "timeout" }, NOW);
    expect(state).toMatchObject({ transmissionPaused: false, errorCount: 1 });
  });
});

describe("continueTransmission", () => {
  it("resumes at once with the failures cleared, so the next step sends from the first record not sent", () => {
    let state = running;
    for (let i = 0; i < PAUSE_AFTER_FAILURES; i++) state = afterSubmission(state, { ok: false, code: "timeout" }, NOW);
    const resumed = continueTransmission(state);
    expect(resumed).toMatchObject({ transmissionPaused: false, errorCount: 0, pausedAt: null, nextSendAfter: null });
    const step = nextTransmissionStep(resumed, [...queue(1, 3, 10, "accepted"), ...queue(4, 6)], NOW);
    expect(step.kind === "send" && positions(step.records)).toEqual([4, 5, 6]);
  });
});

describe("record answers", () => {
  it("maps the agency's states to the record's status and keeps its code, text and CSV", () => {
    const answer = { state: "AceptadoConErrores", code: "2004", description: "El valor del campo FechaHoraHusoGenRegistro…", csv: "A-XYZ" } as const;
    expect(afterAnswer({ attempts: 0 }, answer, true, NOW)).toEqual({
      status: "acceptedWithErrors",
      answer: { code: "2004", description: answer.description, csv: "A-XYZ", answeredAt: NOW.toISOString() },
      attempts: 1,
      incidencia: true,
    });
    expect(afterAnswer({ attempts: 1 }, { ...answer, state: "Correcto", code: null }, false, NOW).status).toBe("accepted");
    expect(afterAnswer({ attempts: 1 }, { ...answer, state: "Incorrecto" }, false, NOW).status).toBe("rejected");
  });

  it("leaves a record whose answer was lost unconfirmed, counting the attempt", () => {
    expect(afterLostAnswer({ attempts: 2, answer: null }, false)).toEqual({ status: "unconfirmed", answer: null, attempts: 3, incidencia: false });
  });

  it("takes what the agency holds after a look-up, or puts the record back in the queue when it holds nothing", () => {
    expect(afterLookUp({ state: "Correcto", code: null, description: null, csv: "CSV1" }, NOW)).toEqual({
      status: "accepted",
      answer: { code: null, description: null, csv: "CSV1", answeredAt: NOW.toISOString() },
    });
    expect(afterLookUp(null, NOW)).toEqual({ status: "pending" });
  });
});

describe("correctionFlags", () => {
  it("resends a rejected record with Subsanacion=S and RechazoPrevio=X, one accepted with errors with Subsanacion=S", () => {
    expect(correctionFlags("rejected")).toEqual({ subsanacion: true, rechazoPrevio: true });
    expect(correctionFlags("acceptedWithErrors")).toEqual({ subsanacion: true, rechazoPrevio: false });
  });

  it("corrects nothing else", () => {
    for (const status of ["pending", "unconfirmed", "accepted", "corrected"] as const) expect(correctionFlags(status)).toBeNull();
  });
});
