// The printed receipt's VeriFactu QR code: asked of the server for the order, drawn between the regulation's
// words on a receipt, never on a delivery note, and the receipt still prints when there is none.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import jsQR from "jsqr";
import type { Order } from "@comanda/shared";
import { renderWithProviders, SLOW } from "../../../ui/testing";
import * as repository from "../../repository";
import { OrderDocument, type DocumentFormat } from "./OrderDocument";

vi.mock("../../repository", () => ({ fetchOrderTaxQr: vi.fn() }));
const repo = vi.mocked(repository);

const ADDRESS = "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B65432197&numserie=T-000007&fecha=27-11-2026&importe=14.50";
const order = { id: "o7", companyId: "c1", number: 7, dateOrdered: "2026-11-27T12:00:00.000Z", items: [], cartTotal: 14.5, paid: true, status: "done" } as unknown as Order;
const format: DocumentFormat = { money: (n) => `€${n.toFixed(2)}`, dateTime: (iso) => iso, itemLines: () => ({ name: "", extras: [] }) };

/** The data URL's PNG decoded in the test: what a phone's camera would read off the paper. */
async function decode(dataUrl: string): Promise<string | null> {
  const { PNG } = await import("pngjs");
  const png = PNG.sync.read(Buffer.from(dataUrl.split(",")[1]!, "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

beforeEach(() => vi.clearAllMocks());

describe("the printed receipt's VeriFactu QR code", SLOW, () => {
  it("draws the order's record address between 'QR tributario:' and 'VERI*FACTU'", async () => {
    repo.fetchOrderTaxQr.mockResolvedValue(ADDRESS);
    renderWithProviders(<OrderDocument order={order} kind="receipt" companyName="Casa Comanda" format={format} paymentText="Paid" />);
    const image = await screen.findByRole("img", { name: /VeriFactu QR code of ticket 7/ });
    expect(repo.fetchOrderTaxQr).toHaveBeenCalledWith("o7");
    expect(await decode(image.getAttribute("src") ?? "")).toBe(ADDRESS);
    const block = image.parentElement!;
    expect(block.firstElementChild?.textContent).toBe("QR tributario:");
    expect(block.lastElementChild?.textContent).toBe("VERI*FACTU");
  });

  it("prints the receipt without it when the order has no record or the server cannot answer", async () => {
    repo.fetchOrderTaxQr.mockResolvedValueOnce(null);
    const { unmount } = renderWithProviders(<OrderDocument order={order} kind="receipt" companyName="Casa Comanda" format={format} paymentText="Paid" />);
    await waitFor(() => expect(repo.fetchOrderTaxQr).toHaveBeenCalled());
    expect(screen.getByText("Paid")).toBeTruthy();
    expect(screen.queryByText("VERI*FACTU")).toBeNull();
    unmount();
    repo.fetchOrderTaxQr.mockRejectedValueOnce(new Error("unavailable"));
    renderWithProviders(<OrderDocument order={order} kind="receipt" companyName="Casa Comanda" format={format} paymentText="Paid" />);
    await waitFor(() => expect(repo.fetchOrderTaxQr).toHaveBeenCalledTimes(2));
    expect(screen.queryByText("VERI*FACTU")).toBeNull();
  });

  it("is not asked for on a delivery note", () => {
    renderWithProviders(<OrderDocument order={order} kind="delivery-note" companyName="Casa Comanda" format={format} paymentText="" />);
    expect(repo.fetchOrderTaxQr).not.toHaveBeenCalled();
    expect(screen.queryByText("QR tributario:")).toBeNull();
  });
});
