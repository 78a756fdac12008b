import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { coerceZone, type Zone } from "@comanda/shared";
import { renderWithProviders, SLOW } from "../../../ui/testing";
import * as repository from "../../repository";
import ZonesListView from "./ZonesListView";

const zones: Zone[] = [
  { ...coerceZone({ companyId: "c1", sortOrder: 1000, name: "Terrace", pointsOfSale: [{ id: "t1", name: "Table 1" }] }), id: "z1" },
  { ...coerceZone({ companyId: "c1", sortOrder: 1500, name: "Dining room", enableDelivery: true }), id: "z2" },
];

vi.mock("../../repository", () => ({
  useCompanyZones: vi.fn(),
  setZoneFlag: vi.fn(),
  archiveZone: vi.fn(),
  setZoneSortOrders: vi.fn(),
  downloadPointsOfSalePdf: vi.fn(),
  downloadPointsOfSaleCsv: vi.fn(),
}));
vi.mock("../../../company", () => ({ useCompany: () => ({ companyId: "c1" }) }));
vi.mock("../../../i18n/language", () => ({ useLanguage: () => ({ language: "en" }) }));

const repo = vi.mocked(repository);

function show(list: Zone[]) {
  repo.useCompanyZones.mockReturnValue({ data: list, loading: false, error: null });
  return renderWithProviders(
    <MemoryRouter>
      <ZonesListView />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("/zones", SLOW, () => {
  it("invites a company without zones to create the first one", async () => {
    show([]);
    expect(await screen.findByText("No zones yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Create the first zone/ })).toBeTruthy();
  });

  it("lists the zones with their points of sale and badges", async () => {
    show(zones);
    const terrace = await screen.findByRole("listitem", { name: "Terrace" });
    expect(within(terrace).getByText("1 point of sale")).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "Dining room" })).getByText("Delivery")).toBeTruthy();
  });

  it("switches a zone hidden at once and switches it back with the reason when the write is refused", async () => {
    let refuse: (reason: unknown) => void = () => {};
    repo.setZoneFlag.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const user = userEvent.setup();
    show(zones);
    const hide = await screen.findByRole("switch", { name: "Hide Terrace" });
    await user.click(hide);
    expect(repo.setZoneFlag).toHaveBeenCalledWith("z1", "hidden", true);
    expect(hide.getAttribute("aria-checked")).toBe("true");
    refuse({ code: "permission-denied" });
    await waitFor(() => expect(hide.getAttribute("aria-checked")).toBe("false"));
    expect(await screen.findByText("You do not have permission to do this.")).toBeTruthy();
  });

  it("archives a zone only after confirmation", async () => {
    repo.archiveZone.mockResolvedValue();
    const user = userEvent.setup();
    show(zones);
    await user.click(await screen.findByRole("button", { name: "Delete Dining room" }));
    const confirm = await screen.findByRole("dialog");
    expect(repo.archiveZone).not.toHaveBeenCalled();
    expect(within(confirm).getByText(/Orders placed in it keep their history/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(repo.archiveZone).toHaveBeenCalledWith("z2"));
  });
});
