// The editor's container where the browser test cannot easily go: a table added by the points-of-sale panel
// while the form is open, and a save answer without the zone. Data hooks and the save are stand-ins.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { zoneDefaults, type PointOfSale, type Zone } from "@comanda/shared";
import { Providers, SLOW } from "../../../ui/testing";
import ZoneEditorView from "./ZoneEditorView";

const store = vi.hoisted(() => ({
  zones: [] as Zone[],
  listeners: new Set<() => void>(),
  saveZone: vi.fn(),
}));

vi.mock("../../repository", async () => {
  const { useSyncExternalStore } = await import("react");
  const subscribe = (listener: () => void) => {
    store.listeners.add(listener);
    return () => void store.listeners.delete(listener);
  };
  return {
    useCompanyZones: () => ({ data: useSyncExternalStore(subscribe, () => store.zones), loading: false, error: null }),
    saveZone: store.saveZone,
  };
});
vi.mock("../pickers", () => {
  const empty = { entries: [], loading: false, unreadable: false };
  return { useCategoryEntries: () => empty, usePageEntries: () => empty, useStoryEntries: () => empty, useDiscountEntries: () => empty };
});
vi.mock("../../pointsOfSale", () => ({ PointsOfSalePanel: () => null }));
vi.mock("../../../company", () => ({
  useCompany: () => ({
    companyId: "c1",
    company: { id: "c1", hasAnActiveSubscription: true },
    settings: { id: "c1", enableOfflinePayments: true },
    timezone: "Europe/Madrid",
    allows: () => true,
    loading: false,
  }),
}));
vi.mock("../../../i18n/language", () => ({ useLanguage: () => ({ language: "en" }) }));

const table = (id: string): PointOfSale => ({ id, name: `Table ${id}` });
const terrace = (pointsOfSale: PointOfSale[]): Zone => ({ ...zoneDefaults(), id: "z1", companyId: "c1", name: "Terrace", pointsOfSale });

function setZones(zones: Zone[]) {
  act(() => {
    store.zones = zones;
    store.listeners.forEach((l) => l());
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/zones/new", element: <ZoneEditorView /> },
      { path: "/zones/:id/edit", element: <ZoneEditorView /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  store.zones = [];
  store.saveZone.mockReset();
});

describe("ZoneEditorView", SLOW, () => {
  it("saves the points of sale stored at the moment of saving, so a table added meanwhile stays", async () => {
    store.zones = [terrace([table("1")])];
    store.saveZone.mockImplementation(async (request: { name: string }) => ({ ...terrace([]), ...request }));
    renderAt("/zones/z1/edit");
    await userEvent.type(await screen.findByRole("textbox", { name: /Name/ }), " north");
    setZones([terrace([table("1"), table("2")])]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(store.saveZone).toHaveBeenCalled());
    const [request, id] = store.saveZone.mock.calls[0]!;
    expect(id).toBe("z1");
    expect(request).toMatchObject({ name: "Terrace north", pointsOfSale: [table("1"), table("2")] });
  });

  it("refuses to save a zone deleted while its form was open, instead of emptying its points of sale", async () => {
    store.zones = [terrace([table("1")])];
    renderAt("/zones/z1/edit");
    await userEvent.type(await screen.findByRole("textbox", { name: /Name/ }), " north");
    setZones([]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This item no longer exists.")).toBeInTheDocument();
    expect(store.saveZone).not.toHaveBeenCalled();
  });

  it("shows 'incomplete return value' when the save answers without the zone, keeping what was typed", async () => {
    store.saveZone.mockRejectedValue(Object.assign(new Error("incomplete-return-value"), { code: "incomplete-return-value", status: 200, fields: {} }));
    const router = renderAt("/zones/new");
    const name = await screen.findByRole("textbox", { name: /Name/ });
    await userEvent.type(name, "Patio");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("incomplete return value")).toBeInTheDocument();
    expect(name).toHaveValue("Patio");
    expect(router.state.location.pathname).toBe("/zones/new");
  });

  it("opens the new zone's edit page in place of /zones/new after creating it", async () => {
    store.saveZone.mockImplementation(async (request: { name: string }) => ({ ...terrace([]), ...request, id: "z9" }));
    const router = renderAt("/zones/new");
    await userEvent.type(await screen.findByRole("textbox", { name: /Name/ }), "Patio");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/zones/z9/edit"));
    expect(router.state.historyAction).toBe("REPLACE");
    // The saved zone stands in until the live list brings it: no not-found flash.
    expect(await screen.findByRole("heading", { name: /Edit zone/ })).toBeInTheDocument();
    expect(screen.queryByText("Zone not found")).toBeNull();
  });
});
