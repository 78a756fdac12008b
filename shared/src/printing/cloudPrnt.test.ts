// The pure rules of Star CloudPRNT printing: MAC addresses, offline detection, status codes in words,
// confirmation codes, job ids, hand-out tokens and their timeout, the printer's address.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_POLL_INTERVAL_MS,
  HANDOUT_TIMEOUT_MS,
  PRINT_ERROR_CODES,
  cloudPrntPath,
  conditionOf,
  errorCodeOf,
  handoutExpired,
  handoutToken,
  isPrintedCode,
  jobIdOfToken,
  normalizeMac,
  offlineAfterMs,
  printJobId,
  printerConnection,
} from "./cloudPrnt";

describe("normalizeMac", () => {
  it.each([
    ["00:11:62:AA:BB:CC", "00:11:62:AA:BB:CC"],
    ["00-11-62-aa-bb-cc", "00:11:62:AA:BB:CC"],
    ["001162aabbcc", "00:11:62:AA:BB:CC"],
    ["0011.62aa.bbcc", "00:11:62:AA:BB:CC"],
    ["  00 11 62 aa bb cc ", "00:11:62:AA:BB:CC"],
  ])("writes %j as %j", (input, expected) => {
    expect(normalizeMac(input)).toBe(expected);
  });

  it.each(["", "00:11:62:AA:BB", "00:11:62:AA:BB:CC:DD", "00:11:62:AA:BB:CG", "zz", "00_11_62_AA_BB_CC"])("refuses %j", (input) => {
    expect(normalizeMac(input)).toBeNull();
  });
});

describe("offlineAfterMs", () => {
  it("is twice the poll interval plus 5 s", () => {
    expect(offlineAfterMs(5_000)).toBe(15_000);
    expect(offlineAfterMs(10_000)).toBe(25_000);
  });

  it("uses the default interval when none was measured", () => {
    expect(offlineAfterMs(undefined)).toBe(2 * DEFAULT_POLL_INTERVAL_MS + 5_000);
    expect(offlineAfterMs(0)).toBe(2 * DEFAULT_POLL_INTERVAL_MS + 5_000);
    expect(offlineAfterMs(-3)).toBe(2 * DEFAULT_POLL_INTERVAL_MS + 5_000);
  });
});

describe("conditionOf", () => {
  it.each([
    ["200 OK", "ok"],
    ["211 OK Paper Low", "ok"],
    ["410 Out of paper", "paperOut"],
    ["411 Paper jam", "paperOut"],
    ["420 Cover open", "coverOpen"],
    [" 420", "coverOpen"],
    ["500 Printer error", "error"],
    ["", "error"],
    [null, "error"],
    [undefined, "error"],
  ] as const)("reads %j as %s", (status, condition) => {
    expect(conditionOf(status)).toBe(condition);
  });
});

describe("printerConnection", () => {
  const now = Date.parse("2026-11-26T12:00:00.000Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it("never: no status document, no last poll, or an unreadable one", () => {
    expect(printerConnection(null, now)).toEqual({ state: "never" });
    expect(printerConnection(undefined, now)).toEqual({ state: "never" });
    expect(printerConnection({ status: "200 OK", lastSeen: null }, now)).toEqual({ state: "never" });
    expect(printerConnection({ status: "200 OK", lastSeen: "yesterday" }, now)).toEqual({ state: "never" });
  });

  it("online with its condition up to twice the poll interval plus 5 s, offline since the last poll after that", () => {
    expect(printerConnection({ status: "410 Out of paper", lastSeen: ago(15_000), pollIntervalMs: 5_000 }, now)).toEqual({
      state: "online",
      condition: "paperOut",
      lastSeen: ago(15_000),
    });
    expect(printerConnection({ status: "200 OK", lastSeen: ago(15_001), pollIntervalMs: 5_000 }, now)).toEqual({ state: "offline", since: ago(15_001) });
  });

  it("gives a slowly polling printer more time", () => {
    expect(printerConnection({ status: "200 OK", lastSeen: ago(20_000), pollIntervalMs: 10_000 }, now).state).toBe("online");
    expect(printerConnection({ status: "200 OK", lastSeen: ago(20_000) }, now).state).toBe("offline");
  });
});

describe("confirmation codes", () => {
  it("counts a code starting with 2 as printed", () => {
    expect(isPrintedCode("200")).toBe(true);
    expect(isPrintedCode("200 OK")).toBe(true);
    expect(isPrintedCode(" 211")).toBe(true);
    for (const code of PRINT_ERROR_CODES) expect(isPrintedCode(code)).toBe(false);
    expect(isPrintedCode("OK")).toBe(true);
    expect(isPrintedCode("ok ")).toBe(true);
    expect(isPrintedCode("OKAY")).toBe(false);
    expect(isPrintedCode("2")).toBe(false);
    expect(isPrintedCode("")).toBe(false);
  });

  it("keeps the three digits of an error", () => {
    expect(errorCodeOf("410")).toBe("410");
    expect(errorCodeOf("520 Download timeout")).toBe("520");
    expect(errorCodeOf(" 511")).toBe("511");
    expect(errorCodeOf("x410")).toBeNull();
    expect(errorCodeOf("41")).toBeNull();
    expect(errorCodeOf("")).toBeNull();
  });
});

describe("printJobId", () => {
  it("is the same for the same order, printer, kind and copy, and differs in each", () => {
    const id = printJobId("o1", "p1", "ticket", 1);
    expect(printJobId("o1", "p1", "ticket", 1)).toBe(id);
    expect(new Set([id, printJobId("o2", "p1", "ticket", 1), printJobId("o1", "p2", "ticket", 1), printJobId("o1", "p1", "receipt", 1), printJobId("o1", "p1", "ticket", 2)]).size).toBe(5);
  });
});

describe("hand-out tokens", () => {
  it("carries the job id back out", () => {
    const jobId = printJobId("AbC123", "pr-9", "receipt", 2);
    expect(jobIdOfToken(handoutToken(jobId, "n0nce_-x"))).toBe(jobId);
  });

  it("gives different tokens for two hand-outs of one job", () => {
    expect(handoutToken("job", "a")).not.toBe(handoutToken("job", "b"));
  });

  it.each(["", "nodot", ".nonce", "job.", "a/b.nonce", "..nonce", "...nonce", "__x__.nonce", `${"j".repeat(501)}.n`])("refuses the malformed token %j", (token) => {
    expect(jobIdOfToken(token)).toBeNull();
  });

  it("keeps dots inside the job id (the nonce is after the last one)", () => {
    expect(jobIdOfToken("a.b.nonce")).toBe("a.b");
  });
});

describe("handoutExpired", () => {
  const at = "2026-11-26T12:00:00.000Z";
  const t = Date.parse(at);

  it("never for a job that is not handed out (new, printed, canceled)", () => {
    for (const status of ["new", "printed", "canceled"] as const) expect(handoutExpired({ status, handout: { token: "x.y", at } }, t + 10 * HANDOUT_TIMEOUT_MS)).toBe(false);
  });

  it("after the timeout for a queued or printing job", () => {
    for (const status of ["queued", "printing"] as const) {
      expect(handoutExpired({ status, handout: { token: "x.y", at } }, t + HANDOUT_TIMEOUT_MS - 1)).toBe(false);
      expect(handoutExpired({ status, handout: { token: "x.y", at } }, t + HANDOUT_TIMEOUT_MS)).toBe(true);
    }
  });

  it("takes the timeout it is given", () => {
    expect(handoutExpired({ status: "queued", handout: { token: "x.y", at } }, t + 1_000, 1_000)).toBe(true);
    expect(handoutExpired({ status: "queued", handout: { token: "x.y", at } }, t + 999, 1_000)).toBe(false);
  });

  it("at once for a queued job without a hand-out or with an unreadable time (it is handed out again)", () => {
    expect(handoutExpired({ status: "queued", handout: null }, t)).toBe(true);
    expect(handoutExpired({ status: "printing" }, t)).toBe(true);
    expect(handoutExpired({ status: "queued", handout: { token: "x.y", at: "soon" } }, t)).toBe(true);
  });
});

describe("cloudPrntPath", () => {
  it("puts the printer id and the secret under /api/cloudprnt, escaped", () => {
    expect(cloudPrntPath("p1", "s3cr3t-_")).toBe("/api/cloudprnt/p1/s3cr3t-_");
    expect(cloudPrntPath("a b", "x/y")).toBe("/api/cloudprnt/a%20b/x%2Fy");
  });
});
