import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DeliveryZone } from "@comanda/shared";
import { ApiError } from "../../data/api";
import { renderInRouter, SLOW } from "../../ui/testing";
import { errorMessages } from "../../i18n/errors";
import { deliveryMessages as m } from "../messages";
import { eixample } from "../testZones";

const state = vi.hoisted(() => ({
  settings: null as Record<string, unknown> | null,
  salesZones: [] as { id: string; enableDelivery: boolean }[],
  save: vi.fn((..._args: unknown[]): Promise<unknown> => Promise.resolve({})),
}));

vi.mock("../../data/session", () => ({
  useSession: () => ({ session: { status: "signedIn", principal: { uid: "co", companyId: "co", owner: true, permissions: ["owner"] } } }),
}));
vi.mock("../../company", async () => {
  const { createFormatters } = await import("../../company/formatters");
  return {
    useCompany: () => ({ companyId: "co", settings: state.settings, info: { id: "co", country: "ES" }, loading: false, timezone: "Europe/Madrid", currency: "EUR" }),
    useFormatters: () => createFormatters({ locale: "en", currency: "EUR", timezone: "Europe/Madrid" }),
  };
});
vi.mock("../../settings/repository", async (importOriginal) => ({ ...(await importOriginal<typeof import("../../settings/repository")>()), saveDeliverySettings: state.save }));
vi.mock("../../zones/repository", () => ({ useCompanyZones: () => ({ data: state.salesZones, loading: false, error: null }) }));

const { default: DeliveryView } = await import("./DeliveryView");

const answer = () => screen.getByRole("status");

describe("DeliveryView", () => {
  it("lists the stored zones with their fees", SLOW, async () => {
    state.settings = { id: "co", deliveryEnabled: true, deliveryZones: [eixample] };
    renderInRouter(<DeliveryView />);
    const list = await screen.findByRole("list", { name: m.zonesAndFees.defaultMessage });
    expect(within(list).getByText("Eixample")).toBeTruthy();
    expect(within(list).getByText("€2.50 up to 5 kg · €4.00 above")).toBeTruthy();
    expect(within(list).getByText("Only 08007, 08008, 0801*")).toBeTruthy();
  });

  it("answers the try box as the owner types, the heavy cart on the bracket without maximum", SLOW, async () => {
    state.settings = { id: "co", deliveryEnabled: true, deliveryZones: [eixample] };
    renderInRouter(<DeliveryView />);
    expect(answer().textContent).toBe(m.tryEnterPostcode.defaultMessage);
    fireEvent.change(screen.getByRole("textbox", { name: m.tryPostcode.defaultMessage }), { target: { value: "08015" } });
    await waitFor(() => expect(answer().textContent).toBe("Delivery possible: €2.50 (Eixample)"));
    fireEvent.change(screen.getByRole("textbox", { name: m.tryWeight.defaultMessage }), { target: { value: "7,5" } });
    await waitFor(() => expect(answer().textContent).toBe("Delivery possible: €4.00 (Eixample)"));
    fireEvent.change(screen.getByRole("textbox", { name: m.tryPostcode.defaultMessage }), { target: { value: "28001" } });
    await waitFor(() => expect(answer().textContent).toBe(m.tryNoZone.defaultMessage));
  });

  it("tells that delivery is on while no sales zone offers it", SLOW, async () => {
    state.settings = { id: "co", deliveryEnabled: true, deliveryZones: [] };
    state.salesZones = [{ id: "terrace", enableDelivery: false }];
    renderInRouter(<DeliveryView />);
    expect(await screen.findByRole("link", { name: "sales zone" })).toBeTruthy();
  });

  it("saves the delivery fields after a zone is deleted, and answers on the remaining zones before saving", SLOW, async () => {
    state.settings = { id: "co", deliveryEnabled: true, deliveryZones: [eixample], deliveryHoursRule: "sameAsOpeningHours", deliveryHours: [] };
    state.save.mockClear();
    renderInRouter(<DeliveryView />);
    fireEvent.change(screen.getByRole("textbox", { name: m.tryPostcode.defaultMessage }), { target: { value: "08007" } });
    await waitFor(() => expect(answer().textContent).toContain("Eixample"));
    fireEvent.click(screen.getByRole("button", { name: `${m.delete.defaultMessage}: Eixample` }));
    const confirm = await screen.findByRole("dialog");
    fireEvent.click(within(confirm).getByRole("button", { name: m.delete.defaultMessage }));
    await waitFor(() => expect(answer().textContent).toBe(m.tryNoZone.defaultMessage));
    fireEvent.click(screen.getByRole("button", { name: m.save.defaultMessage }));
    await waitFor(() => expect(state.save).toHaveBeenCalledTimes(1));
    expect(state.save).toHaveBeenCalledWith({ deliveryEnabled: true, deliveryZones: [], deliveryHoursRule: "sameAsOpeningHours", deliveryHours: [] });
  });

  it("shows a zone the server refused on its card, and keeps the zones as they were", SLOW, async () => {
    const gracia: DeliveryZone = { ...eixample, id: "dz-gracia", name: "Gracia", postcodes: "08012" };
    state.settings = { id: "co", deliveryEnabled: true, deliveryZones: [eixample, gracia], deliveryHoursRule: "sameAsOpeningHours", deliveryHours: [] };
    state.save.mockReset();
    state.save.mockRejectedValueOnce(new ApiError("validation", 400, { "deliveryZones.1.postcodes": ["delivery-zone-postcode-invalid"] }));
    renderInRouter(<DeliveryView />);
    fireEvent.click(screen.getByRole("button", { name: m.save.defaultMessage }));
    const text = String(errorMessages.deliveryZonePostcodeInvalid.defaultMessage);
    await screen.findByText(text);
    const cards = [...screen.getByRole("list", { name: m.zonesAndFees.defaultMessage }).children] as HTMLElement[];
    expect(within(cards[1]!).getByRole("alert").textContent).toBe(text);
    expect(within(cards[0]!).queryByRole("alert")).toBeNull();
    expect(within(cards[0]!).getByText("Eixample")).toBeTruthy();
  });
});
