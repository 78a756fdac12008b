// Who a call is counted against: the X-Forwarded-For entry the configured number of front ends appended,
// counted from the right, never an entry the caller wrote.
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { callerAddress } from "./callerLimit";

const requestWith = (forwardedFor: string | undefined, remoteAddress = "10.9.8.7") =>
  ({ get: (name: string) => (name.toLowerCase() === "x-forwarded-for" ? forwardedFor : undefined), socket: { remoteAddress } }) as unknown as Request;

describe("callerAddress", () => {
  it("behind Hosting and Google's front end (2 hops) is the browser's address Hosting appended", () => {
    expect(callerAddress(requestWith("203.0.113.9, 35.191.0.1"), 2)).toBe("203.0.113.9");
  });

  it("ignores what the caller put on the left", () => {
    expect(callerAddress(requestWith("1.1.1.1, 2.2.2.2, 203.0.113.9, 35.191.0.1"), 2)).toBe("203.0.113.9");
    expect(callerAddress(requestWith("1.1.1.1,203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("with one hop is the right-most entry", () => {
    expect(callerAddress(requestWith("203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("falls back to the connection when fewer front ends than configured wrote the header, or none", () => {
    expect(callerAddress(requestWith("203.0.113.9"), 2)).toBe("10.9.8.7");
    expect(callerAddress(requestWith(undefined), 1)).toBe("10.9.8.7");
    expect(callerAddress(requestWith(" , "), 1)).toBe("10.9.8.7");
  });
});
