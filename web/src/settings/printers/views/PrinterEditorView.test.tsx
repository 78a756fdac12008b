// The printer editor: what it sends, a refused save that keeps everything typed with the error under its field
// (invalid MAC, the MAC claimed by another company with the spec's text), and the printer's address with
// "New secret" behind a confirmation.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Printer } from "@comanda/shared";
import { ApiError } from "../../../data/api";
import { renderRoutes, SLOW } from "../../../ui/testing";
import * as repository from "../repository";
import PrinterEditorView from "./PrinterEditorView";

vi.mock("../repository", () => ({
  usePrinters: vi.fn(),
  usePrinterKey: vi.fn(),
  savePrinter: vi.fn(),
  regeneratePrinterSecret: vi.fn(),
}));
vi.mock("../../../company", () => ({ useCompany: () => ({ companyId: "c1", loading: false }) }));
vi.mock("./useLocationNames", () => ({
  useLocationNames: () => ({ list: [{ id: "l1", name: "Grill" }, { id: "l2", name: "Bar" }], byId: new Map(), readable: true, loading: false }),
}));

const repo = vi.mocked(repository);

const kitchen: Printer = {
  id: "p1",
  companyId: "c1",
  name: "Kitchen",
  paperWidth: 58,
  locationsFilter: ["l1"],
  enabled: true,
  mac: "00:11:62:00:00:01",
  printOrderTickets: true,
  ticketCopies: 2,
  printOrderReceipts: false,
};

function open(path: string) {
  return renderRoutes(
    [
      { path: "/settings/printers/new", element: <PrinterEditorView /> },
      { path: "/settings/printers/:id/edit", element: <PrinterEditorView /> },
      { path: "/settings/printers", element: <p>Printers list</p> },
    ],
    path,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

beforeEach(() => {
  vi.clearAllMocks();
  repo.usePrinters.mockReturnValue({ data: [kitchen], loading: false, error: null });
  repo.usePrinterKey.mockImplementation((id) => ({ data: id ? { id, companyId: "c1", secret: "s3cr3t", mac: kitchen.mac, enabled: true, paperWidth: 58 } : null, loading: false, error: null }));
});

describe("printer editor", SLOW, () => {
  it("adds a printer with what was typed and goes on to its page with the address at once", async () => {
    repo.savePrinter.mockResolvedValue("p9");
    const router = open("/settings/printers/new");
    expect(await screen.findByText("The address appears here once the printer is saved.")).toBeTruthy();
    fireEvent.change(field("Name"), { target: { value: " Bar printer " } });
    fireEvent.change(field("MAC address"), { target: { value: "00-11-62-aa-bb-cc" } });
    fireEvent.click(screen.getByRole("radio", { name: "58 mm" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Print order receipts" }));
    fireEvent.change(await screen.findByLabelText("Copies of each receipt"), { target: { value: "3" } });
    save();
    await waitFor(() => expect(repo.savePrinter).toHaveBeenCalledTimes(1));
    expect(repo.savePrinter.mock.calls[0]).toEqual([
      {
        name: "Bar printer",
        paperWidth: 58,
        locationsFilter: [],
        enabled: true,
        mac: "00-11-62-aa-bb-cc",
        printOrderTickets: true,
        ticketCopies: 1,
        printOrderReceipts: true,
        receiptCopies: 3,
      },
      undefined,
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings/printers/p9/edit"));
    // The live list has not brought the new printer yet: what was saved stands in, never "Printer not found".
    expect(((await screen.findByLabelText("Server URL")) as HTMLTextAreaElement).value).toBe(`${window.location.origin}/api/cloudprnt/p9/s3cr3t`);
    expect(screen.queryByText("Printer not found")).toBeNull();
    expect(field("Name").value).toBe("Bar printer");
    expect(field("MAC address").value).toBe("00:11:62:AA:BB:CC");
  });

  it("keeps everything typed when the server refuses the MAC, with its words under the field", async () => {
    repo.savePrinter.mockRejectedValue(new ApiError("validation", 400, { mac: ["invalid-mac"] }));
    open("/settings/printers/new");
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Grill" } });
    fireEvent.change(field("MAC address"), { target: { value: "00:11:62:00:00:02" } });
    save();
    expect(await screen.findByText("Enter the MAC address as on the printer's self-test print, e.g. 00:11:62:AA:BB:CC.")).toBeTruthy();
    expect(field("Name").value).toBe("Grill");
    expect(field("MAC address").value).toBe("00:11:62:00:00:02");
  });

  it("says 'The MAC address of this printer is already in use.' under the MAC when another printer claimed it, and keeps the form", async () => {
    repo.savePrinter.mockRejectedValue(new ApiError("printer-mac-already-added", 409));
    open("/settings/printers/p1/edit");
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Kitchen 2" } });
    save();
    const error = await screen.findByText("The MAC address of this printer is already in use.");
    expect(error.closest(".ant-form-item")?.querySelector("#mac")).toBeTruthy();
    expect(repo.savePrinter).toHaveBeenCalledWith(expect.objectContaining({ name: "Kitchen 2", locationsFilter: ["l1"], ticketCopies: 2 }), "p1");
    expect(field("Name").value).toBe("Kitchen 2");
  });

  it("does not send a MAC address that is not one", async () => {
    open("/settings/printers/new");
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Grill" } });
    fireEvent.change(field("MAC address"), { target: { value: "00:11:62" } });
    save();
    expect(await screen.findByText("Enter the MAC address as on the printer's self-test print, e.g. 00:11:62:AA:BB:CC.")).toBeTruthy();
    expect(repo.savePrinter).not.toHaveBeenCalled();
  });

  it("shows the printer's address and makes a new secret only after the warning that the old address stops working", async () => {
    repo.regeneratePrinterSecret.mockResolvedValue({ path: "/api/cloudprnt/p1/n3w" });
    const user = userEvent.setup();
    open("/settings/printers/p1/edit");
    const address = (await screen.findByLabelText("Server URL")) as HTMLTextAreaElement;
    expect(address.value).toBe(`${window.location.origin}/api/cloudprnt/p1/s3cr3t`);
    await user.click(screen.getByRole("button", { name: /New secret/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/The old address stops working at once/)).toBeTruthy();
    expect(repo.regeneratePrinterSecret).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Make a new address" }));
    await waitFor(() => expect(repo.regeneratePrinterSecret).toHaveBeenCalledWith("p1"));
    await waitFor(() => expect((screen.getByLabelText("Server URL") as HTMLTextAreaElement).value).toBe(`${window.location.origin}/api/cloudprnt/p1/n3w`));
  });
});
