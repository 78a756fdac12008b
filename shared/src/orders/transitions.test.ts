import { describe, expect, it } from "vitest";
import { canChangeStatus, nextStatus, statusChangePatch, statusChangeRefusal } from "./transitions";

describe("order status changes", () => {
  it("allows every forward move, including 'mark as done' from new", () => {
    expect(canChangeStatus({ status: "new" }, "wip")).toBe(true);
    expect(canChangeStatus({ status: "new" }, "ready")).toBe(true);
    expect(canChangeStatus({ status: "new" }, "done")).toBe(true);
    expect(canChangeStatus({ status: "wip" }, "ready")).toBe(true);
    expect(canChangeStatus({ status: "wip" }, "done")).toBe(true);
    expect(canChangeStatus({ status: "ready" }, "done")).toBe(true);
  });

  it("refuses moving back to new once work started", () => {
    expect(statusChangeRefusal({ status: "wip" }, "new")).toBe("transition-not-allowed");
    expect(statusChangeRefusal({ status: "ready" }, "new")).toBe("transition-not-allowed");
  });

  it("allows a ready order back to in process", () => {
    expect(canChangeStatus({ status: "ready" }, "wip")).toBe(true);
  });

  it("reopens a completed order to in progress", () => {
    expect(canChangeStatus({ status: "done", previousStatus: "ready" }, "wip")).toBe(true);
  });

  it("undoes 'mark as done' to the status the order had before, and only to that one", () => {
    expect(canChangeStatus({ status: "done", previousStatus: "new" }, "new")).toBe(true);
    expect(canChangeStatus({ status: "done", previousStatus: "ready" }, "ready")).toBe(true);
    expect(canChangeStatus({ status: "done", previousStatus: "ready" }, "new")).toBe(false);
    expect(canChangeStatus({ status: "done" }, "ready")).toBe(false);
  });

  it("refuses a change to the same status", () => {
    expect(statusChangeRefusal({ status: "wip" }, "wip")).toBe("same-status");
  });

  it("steps the board's main action new → wip → ready → done", () => {
    expect(nextStatus("new")).toBe("wip");
    expect(nextStatus("wip")).toBe("ready");
    expect(nextStatus("ready")).toBe("done");
    expect(nextStatus("done")).toBeNull();
  });

  it("records the replaced status and the time of the change", () => {
    expect(statusChangePatch({ status: "ready" }, "done", new Date("2026-11-22T10:00:00Z"))).toEqual({
      status: "done",
      previousStatus: "ready",
      statusChangedAt: "2026-11-22T10:00:00.000Z",
    });
  });
});
