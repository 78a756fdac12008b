import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Providers, SLOW } from "../../ui/testing";
import { newZoneValues, zoneEditorValuesOf, type ZoneEditorValues } from "../deliveryForm";
import { errorMessages as e } from "../../i18n/errors";
import { deliveryMessages as m } from "../messages";
import { DeliveryZoneModal } from "./DeliveryZoneModal";

const countries = [
  { value: "ES", label: "Spain" },
  { value: "FR", label: "France" },
];

function renderModal(initialValues: ZoneEditorValues, onApply = vi.fn()) {
  render(
    <Providers>
      <DeliveryZoneModal mode="new" initialValues={initialValues} countryOptions={countries} currencySymbol="€" onApply={onApply} onCancel={() => {}} />
    </Providers>,
  );
  return onApply;
}

const apply = () => fireEvent.click(screen.getByRole("button", { name: m.apply.defaultMessage }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe("DeliveryZoneModal", () => {
  it("hands the typed zone over, weights in kilograms as typed", SLOW, async () => {
    const onApply = renderModal(newZoneValues("ES"));
    type(screen.getByRole("textbox", { name: m.name.defaultMessage }), "Eixample");
    type(screen.getByRole("textbox", { name: m.postcodes.defaultMessage }), "08007, 0801*");
    type(screen.getByRole("textbox", { name: m.price.defaultMessage }), "2,5");
    type(screen.getByRole("textbox", { name: m.maxWeight.defaultMessage }), "5");
    apply();
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply.mock.calls[0]![0]).toMatchObject({ name: "Eixample", countries: ["ES"], postcodes: "08007, 0801*", priceBrackets: [{ price: 2.5, maxWeightKg: 5 }] });
  });

  it("shows the typed postcode patterns as tags, an illegal one marked", SLOW, async () => {
    renderModal(newZoneValues("ES"));
    type(screen.getByRole("textbox", { name: m.postcodes.defaultMessage }), "08007, 08;01");
    expect(await screen.findByText("08007")).toBeTruthy();
    expect(screen.getByText("08;01").className).toContain("error");
  });

  it("keeps the editor open and names what is wrong under the fields", SLOW, async () => {
    const onApply = renderModal({ ...newZoneValues(null), postcodes: "08;01" });
    apply();
    expect(await screen.findByText(e.deliveryZoneNameRequired.defaultMessage as string)).toBeTruthy();
    expect(screen.getByText(e.deliveryZoneCountriesRequired.defaultMessage as string)).toBeTruthy();
    expect(screen.getByText(e.deliveryZonePostcodeInvalid.defaultMessage as string)).toBeTruthy();
    expect(screen.getByText(e.deliveryZoneBracketPriceRequired.defaultMessage as string)).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("marks two brackets with the same maximum weight", SLOW, async () => {
    const zone = zoneEditorValuesOf({ id: "z", name: "Z", countries: ["ES"], postcodeScope: "all", postcodes: "", priceBrackets: [{ price: 2, maxWeight: 5000 }, { price: 3, maxWeight: 5000 }] });
    const onApply = renderModal(zone);
    apply();
    await waitFor(() => expect(screen.getAllByText(e.deliveryZoneBracketWeightDuplicate.defaultMessage as string)).toHaveLength(2));
    expect(onApply).not.toHaveBeenCalled();
  });

  it("adds and removes price brackets", SLOW, async () => {
    renderModal(newZoneValues("ES"));
    fireEvent.click(screen.getByRole("button", { name: new RegExp(`${m.addBracket.defaultMessage}$`) }));
    await waitFor(() => expect(screen.getAllByRole("textbox", { name: m.price.defaultMessage })).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Remove price bracket 2" }));
    await waitFor(() => expect(screen.getAllByRole("textbox", { name: m.price.defaultMessage })).toHaveLength(1));
  });
});
