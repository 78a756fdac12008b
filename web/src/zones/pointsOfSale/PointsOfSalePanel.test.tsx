import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { coerceZone, type Zone } from "@comanda/shared";
import { ApiError } from "../../data/api";
import { Providers, renderWithProviders, SLOW } from "../../ui/testing";
import * as repository from "../repository";
import { PointsOfSalePanel } from "./PointsOfSalePanel";

vi.mock("../repository", () => ({ saveZone: vi.fn(), downloadPointsOfSalePdf: vi.fn(), downloadPointsOfSaleCsv: vi.fn() }));
vi.mock("../../i18n/language", () => ({ useLanguage: () => ({ language: "en" }) }));
vi.mock("../shared/usePointOfSaleAddress", () => ({ usePointOfSaleAddress: () => (id: string) => `https://shop.test/bar/?pos=${id}` }));

const repo = vi.mocked(repository);

function terrace(): Zone {
  return { ...coerceZone({ companyId: "c1", sortOrder: 1500, name: "Terrace", pointsOfSale: [{ id: "t1", name: "Table 1" }, { id: "t2", name: "Table 2" }] }), id: "z1" };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("points-of-sale panel", SLOW, () => {
  it("adds several tables at once, numbered after the zone's last one, by saving the whole zone", async () => {
    const zone = terrace();
    repo.saveZone.mockImplementation(async (request) => ({ ...zone, pointsOfSale: (request.pointsOfSale ?? []).map((p, i) => ({ ...p, id: p.id ?? `new-${i}` })) }));
    const user = userEvent.setup();
    renderWithProviders(<PointsOfSalePanel zone={zone} />);
    await user.click(screen.getByRole("button", { name: /Add points of sale$/ }));
    const dialog = await screen.findByRole("dialog");
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.type(name, "Table");
    const quantity = within(dialog).getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, "3");
    await user.click(within(dialog).getByRole("button", { name: "Add 3 points of sale" }));
    await waitFor(() => expect(repo.saveZone).toHaveBeenCalledTimes(1));
    const [request, id] = repo.saveZone.mock.calls[0]!;
    expect(id).toBe("z1");
    expect(request).not.toHaveProperty("companyId");
    expect(request).not.toHaveProperty("sortOrder");
    expect(request.name).toBe("Terrace");
    expect(request.pointsOfSale?.map((p) => p.name)).toEqual(["Table 1", "Table 2", "Table 3", "Table 4", "Table 5"]);
    expect(await screen.findByRole("listitem", { name: "Table 5" })).toBeTruthy();
  });

  it("proposes the next free name, and goes on from it when several are added", async () => {
    const zone = terrace();
    repo.saveZone.mockImplementation(async (request) => ({ ...zone, pointsOfSale: (request.pointsOfSale ?? []).map((p, i) => ({ ...p, id: p.id ?? `new-${i}` })) }));
    const user = userEvent.setup();
    renderWithProviders(<PointsOfSalePanel zone={zone} />);
    await user.click(screen.getByRole("button", { name: /Add points of sale$/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("Table 3");
    const quantity = within(dialog).getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, "2");
    await user.click(within(dialog).getByRole("button", { name: "Add 2 points of sale" }));
    await waitFor(() => expect(repo.saveZone).toHaveBeenCalledTimes(1));
    expect(repo.saveZone.mock.calls[0]![0].pointsOfSale?.map((p) => p.name)).toEqual(["Table 1", "Table 2", "Table 3", "Table 4"]);
  });

  it("keeps the dialog and what was typed when the server refuses, and shows its reason", async () => {
    repo.saveZone.mockRejectedValue(new ApiError("validation", 400, { "pointsOfSale.0.id": ["point-of-sale-id-taken"] }));
    const user = userEvent.setup();
    renderWithProviders(<PointsOfSalePanel zone={terrace()} />);
    await user.click(screen.getByRole("button", { name: "Edit Table 1" }));
    const dialog = await screen.findByRole("dialog");
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.type(name, "Window table");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Another point of sale already uses this code.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveProperty("value", "Window table");
  });

  it("deletes a point of sale after confirmation by saving the zone without it", async () => {
    const zone = terrace();
    repo.saveZone.mockResolvedValue({ ...zone, pointsOfSale: [zone.pointsOfSale[1]!] });
    const user = userEvent.setup();
    renderWithProviders(<PointsOfSalePanel zone={zone} />);
    await user.click(screen.getByRole("button", { name: "Delete Table 1" }));
    const confirm = await screen.findByRole("dialog");
    expect(within(confirm).getByText("Orders placed there keep their history.", { exact: false })).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(repo.saveZone).toHaveBeenCalledTimes(1));
    expect(repo.saveZone.mock.calls[0]![0].pointsOfSale).toEqual([{ id: "t2", name: "Table 2" }]);
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Table 1" })).toBeNull());
  });

  it("deletes from the zone as stored now, keeping another user's edit made while the confirmation was open", async () => {
    const zone = terrace();
    repo.saveZone.mockImplementation(async (request) => ({ ...zone, ...request, pointsOfSale: request.pointsOfSale ?? [] }) as Zone);
    const user = userEvent.setup();
    const view = renderWithProviders(<PointsOfSalePanel zone={zone} />);
    await user.click(screen.getByRole("button", { name: "Delete Table 1" }));
    const confirm = await screen.findByRole("dialog");
    // Meanwhile another user renamed the zone, described it and added a table: the listener delivers it.
    const edited: Zone = { ...zone, name: "Garden", description: { en: "Under the trees" }, pointsOfSale: [...zone.pointsOfSale, { id: "t3", name: "Table 3" }] };
    view.rerender(
      <Providers>
        <PointsOfSalePanel zone={edited} />
      </Providers>,
    );
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(repo.saveZone).toHaveBeenCalledTimes(1));
    const [request] = repo.saveZone.mock.calls[0]!;
    expect(request).toMatchObject({ name: "Garden", description: { en: "Under the trees" } });
    expect(request.pointsOfSale).toEqual([{ id: "t2", name: "Table 2" }, { id: "t3", name: "Table 3" }]);
  });

  it("edits a point of sale into the zone as stored now, keeping another user's edit made while the dialog was open", async () => {
    const zone = terrace();
    repo.saveZone.mockImplementation(async (request) => ({ ...zone, ...request, pointsOfSale: request.pointsOfSale ?? [] }) as Zone);
    const user = userEvent.setup();
    const view = renderWithProviders(<PointsOfSalePanel zone={zone} />);
    await user.click(screen.getByRole("button", { name: "Edit Table 2" }));
    const dialog = await screen.findByRole("dialog");
    view.rerender(
      <Providers>
        <PointsOfSalePanel zone={{ ...zone, enableTableService: true, closed: true }} />
      </Providers>,
    );
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.type(name, "Window table");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(repo.saveZone).toHaveBeenCalledTimes(1));
    const [request] = repo.saveZone.mock.calls[0]!;
    expect(request).toMatchObject({ enableTableService: true, closed: true });
    expect(request.pointsOfSale?.map((p) => p.name)).toEqual(["Table 1", "Window table"]);
  });

  it("starts a second change from the first one's saved list while the live zone has not caught up", async () => {
    const zone = terrace();
    repo.saveZone.mockImplementation(async (request) => ({ ...zone, ...request, pointsOfSale: (request.pointsOfSale ?? []).map((p, i) => ({ ...p, id: p.id ?? `new-${i}` })) }) as Zone);
    const user = userEvent.setup();
    renderWithProviders(<PointsOfSalePanel zone={zone} />);
    await user.click(screen.getByRole("button", { name: "Delete Table 1" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Table 1" })).toBeNull());
    await user.click(screen.getByRole("button", { name: "Delete Table 2" }));
    const second = await screen.findByRole("dialog", { name: /Table 2/ });
    await user.click(within(second).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(repo.saveZone).toHaveBeenCalledTimes(2));
    expect(repo.saveZone.mock.calls[1]![0].pointsOfSale).toEqual([]);
  });
});
