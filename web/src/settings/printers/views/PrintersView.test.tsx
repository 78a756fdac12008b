// /settings/printers: each printer's state in words (and offline once it stops polling, as the clock ticks), the
// jobs waiting, delete only after the spec's confirmation, and the print jobs with their words and actions.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import type { Printer, PrinterStatus, PrintJob } from "@comanda/shared";
import { ApiError } from "../../../data/api";
import { renderWithProviders, SLOW } from "../../../ui/testing";
import * as repository from "../repository";
import PrintersView from "./PrintersView";

vi.mock("../repository", () => ({
  usePrinters: vi.fn(),
  usePrinterStatuses: vi.fn(),
  useWaitingJobCounts: vi.fn(),
  useLatestPrintJobs: vi.fn(),
  deletePrinter: vi.fn(),
  cancelPrintJob: vi.fn(),
  printJobAgain: vi.fn(),
}));
vi.mock("../../../company", async () => {
  const { createFormatters } = await import("../../../company/formatters");
  return {
    useCompany: () => ({ companyId: "c1" }),
    useFormatters: () => createFormatters({ locale: "en", currency: "EUR", timezone: "UTC" }),
  };
});
vi.mock("./useLocationNames", () => ({
  useLocationNames: () => ({ list: [{ id: "l1", name: "Grill" }, { id: "l2", name: "Bar" }], byId: new Map([["l1", "Grill"], ["l2", "Bar"]]), readable: true, loading: false }),
}));

const repo = vi.mocked(repository);
const NOW = Date.parse("2026-11-26T12:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const printer = (id: string, name: string, extra: Partial<Printer> = {}): Printer => ({
  id,
  companyId: "c1",
  name,
  paperWidth: 80,
  locationsFilter: [],
  enabled: true,
  mac: "00:11:62:00:00:01",
  printOrderTickets: true,
  printOrderReceipts: false,
  ...extra,
});
const status = (id: string, code: string, lastSeen: string): PrinterStatus => ({ id, companyId: "c1", status: code, lastSeen, pollIntervalMs: 5_000 });
const job = (id: string, extra: Partial<PrintJob>): PrintJob => ({
  id,
  companyId: "c1",
  date: ago(60_000),
  printerId: "p1",
  printerName: "Kitchen",
  orderId: "o1",
  orderNumber: 42,
  status: "new",
  kind: "ticket",
  copy: 1,
  ...extra,
});

const printers = [
  printer("p1", "Kitchen", { locationsFilter: ["l1"] }),
  printer("p2", "Bar", { paperWidth: 58, enabled: false }),
  printer("p3", "Terrace"),
  printer("p4", "Counter"),
  printer("p5", "Cellar"),
];
const statuses = new Map([
  ["p1", status("p1", "200 OK", ago(2_000))],
  ["p2", status("p2", "200 OK", ago(10 * 60_000))],
  ["p3", status("p3", "410 Paper empty", ago(1_000))],
  ["p4", status("p4", "420 Cover open", ago(1_000))],
]);

function show(jobs: PrintJob[] = [], { statusesLoading = false } = {}) {
  repo.usePrinters.mockReturnValue({ data: printers, loading: false, error: null });
  repo.usePrinterStatuses.mockReturnValue(statusesLoading ? { data: new Map(), loading: true, error: null } : { data: statuses, loading: false, error: null });
  repo.useWaitingJobCounts.mockReturnValue({ data: new Map([["p1", 3]]), loading: false, error: null });
  repo.useLatestPrintJobs.mockReturnValue({ data: jobs, loading: false, error: null });
  return renderWithProviders(
    <MemoryRouter>
      <PrintersView />
    </MemoryRouter>,
  );
}

const row = (name: string) => screen.getByRole("button", { name }).closest("tr")!;

beforeEach(() => {
  vi.clearAllMocks();
  // Only the clock and the interval are faked: antd's own timeouts run as usual.
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("/settings/printers", SLOW, () => {
  it("says each printer's state in words, with its paper, locations, enabled and jobs waiting", () => {
    show();
    expect(within(row("Kitchen")).getByText("Online")).toBeTruthy();
    expect(within(row("Bar")).getByText(/^Offline since /)).toBeTruthy();
    expect(within(row("Terrace")).getByText("Paper out")).toBeTruthy();
    expect(within(row("Counter")).getByText("Cover open")).toBeTruthy();
    expect(within(row("Cellar")).getByText("Never connected")).toBeTruthy();
    expect(within(row("Kitchen")).getByText("Grill")).toBeTruthy();
    expect(within(row("Kitchen")).getByText("3 jobs")).toBeTruthy();
    expect(within(row("Terrace")).getByText("All locations")).toBeTruthy();
    expect(within(row("Bar")).getByText("58 mm")).toBeTruthy();
    expect(within(row("Bar")).getByText("No, disabled")).toBeTruthy();
    expect(within(row("Bar")).getByText("None")).toBeTruthy();
  });

  it("says nothing about the connection until the statuses are read, rather than 'Never connected'", () => {
    show([], { statusesLoading: true });
    expect(within(row("Kitchen")).getByTestId("printer-state").textContent).toBe("—");
    expect(screen.queryByText("Never connected")).toBeNull();
  });

  it("turns a printer that stops polling offline as the clock ticks, without a new status document", () => {
    show();
    expect(within(row("Kitchen")).getByText("Online")).toBeTruthy();
    // Twice the 5 s poll interval plus 5 s without a poll: offline.
    act(() => vi.advanceTimersByTime(20_000));
    expect(within(row("Kitchen")).getByText(/^Offline since /)).toBeTruthy();
  });

  it("deletes a printer only after 'Do you really want to delete this printer?'", async () => {
    vi.useRealTimers();
    repo.deletePrinter.mockResolvedValue();
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole("button", { name: "Delete Terrace" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByText("Do you really want to delete this printer?").length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/Terrace stops printing/)).toBeTruthy();
    expect(repo.deletePrinter).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(repo.deletePrinter).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Delete Terrace" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(repo.deletePrinter).toHaveBeenCalledWith("p3"));
    expect(repo.deletePrinter).toHaveBeenCalledTimes(1);
  });

  it("lists the print jobs with status and the printer's error in words, and offers cancel or print again as each allows", async () => {
    vi.useRealTimers();
    repo.cancelPrintJob.mockResolvedValue();
    repo.printJobAgain.mockRejectedValue(new ApiError("print-job-waiting", 409));
    const user = userEvent.setup();
    show([
      job("j1", { status: "queued" }),
      job("j2", { status: "canceled", errorCode: "410", orderNumber: 41, kind: "receipt", copy: 2 }),
      job("j3", { status: "printed", errorCode: null, orderNumber: 40 }),
      job("j4", { status: "new", errorCode: "599", orderNumber: 39 }),
    ]);
    const jobs = screen.getByRole("table", { name: "Print jobs" });
    const jobRow = (id: string) => jobs.querySelector(`tr[data-id="${id}"]`) as HTMLElement;
    expect(within(jobRow("j1")).getByText("Queued")).toBeTruthy();
    expect(within(jobRow("j2")).getByText("Canceled")).toBeTruthy();
    expect(within(jobRow("j2")).getByText("Paper out")).toBeTruthy();
    expect(within(jobRow("j2")).getByText("Receipt, copy 2")).toBeTruthy();
    expect(within(jobRow("j3")).getByText("Printed")).toBeTruthy();
    expect(within(jobRow("j4")).getByText("Error 599")).toBeTruthy();
    expect(within(jobRow("j1")).queryByRole("button", { name: /^Print again/ })).toBeNull();
    expect(within(jobRow("j3")).queryByRole("button", { name: /^Cancel/ })).toBeNull();

    await user.click(within(jobRow("j1")).getByRole("button", { name: "Cancel: Kitchen ticket of order 42 on Kitchen" }));
    await waitFor(() => expect(repo.cancelPrintJob).toHaveBeenCalledWith("j1"));
    expect(await screen.findByText("The print job was canceled.")).toBeTruthy();

    await user.click(within(jobRow("j2")).getByRole("button", { name: "Print again: Receipt, copy 2 of order 41 on Kitchen" }));
    await waitFor(() => expect(repo.printJobAgain).toHaveBeenCalledWith("j2"));
    expect(await screen.findByText("This print job is still waiting to print.")).toBeTruthy();
  });
});
