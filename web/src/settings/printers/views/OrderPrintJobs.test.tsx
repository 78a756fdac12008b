// The order detail's printing part: the order's jobs with status and error in words, cancel and print again.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PrintJob } from "@comanda/shared";
import { renderWithProviders, SLOW } from "../../../ui/testing";
import * as repository from "../repository";
import { OrderPrintJobs } from "./OrderPrintJobs";

vi.mock("../repository", () => ({ useOrderPrintJobs: vi.fn(), cancelPrintJob: vi.fn(), printJobAgain: vi.fn() }));
vi.mock("../../../company", async () => {
  const { createFormatters } = await import("../../../company/formatters");
  return { useCompany: () => ({ companyId: "c1" }), useFormatters: () => createFormatters({ locale: "en", currency: "EUR", timezone: "UTC" }) };
});

const repo = vi.mocked(repository);
const job = (id: string, extra: Partial<PrintJob>): PrintJob => ({
  id,
  companyId: "c1",
  date: "2026-11-26T12:00:00.000Z",
  printerId: "p1",
  printerName: "Kitchen",
  orderId: "o7",
  orderNumber: 7,
  status: "printed",
  kind: "ticket",
  copy: 1,
  ...extra,
});

beforeEach(() => vi.clearAllMocks());

describe("the order's print jobs", SLOW, () => {
  it("says when nothing was printed for the order", () => {
    repo.useOrderPrintJobs.mockReturnValue({ data: [], loading: false, error: null });
    renderWithProviders(<OrderPrintJobs orderId="o7" orderNumber={7} />);
    expect(screen.getByText("Nothing was sent to a printer for this order.")).toBeTruthy();
    expect(repo.useOrderPrintJobs).toHaveBeenCalledWith("c1", "o7");
  });

  it("lists the order's jobs and prints a printed ticket again, cancels a receipt stuck on paper out", async () => {
    repo.useOrderPrintJobs.mockReturnValue({
      data: [job("t1", {}), job("r1", { kind: "receipt", printerName: "Counter", status: "new", errorCode: "410", attempts: 1 })],
      loading: false,
      error: null,
    });
    repo.printJobAgain.mockResolvedValue();
    repo.cancelPrintJob.mockResolvedValue();
    const user = userEvent.setup();
    renderWithProviders(<OrderPrintJobs orderId="o7" orderNumber={7} />);
    const receipt = screen.getByRole("rowheader", { name: "Counter" }).closest("tr")!;
    expect(within(receipt).getByText("Paper out")).toBeTruthy();
    expect(within(receipt).getByText("New")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Print again: Kitchen ticket of order 7 on Kitchen" }));
    await waitFor(() => expect(repo.printJobAgain).toHaveBeenCalledWith("t1"));
    await user.click(within(receipt).getByRole("button", { name: "Cancel: Receipt of order 7 on Counter" }));
    await waitFor(() => expect(repo.cancelPrintJob).toHaveBeenCalledWith("r1"));
  });
});
