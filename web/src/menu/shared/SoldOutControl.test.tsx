import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SOLD_OUT_INDEFINITELY } from "@comanda/shared";
import { renderWithProviders, SLOW } from "../../ui/testing";
import { SoldOutControl } from "./SoldOutControl";

const MADRID = "Europe/Madrid";

describe("SoldOutControl", SLOW, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T11:00:00Z") });
  });
  afterEach(() => vi.useRealTimers());

  it("shows an item without a sold-out time as available", () => {
    renderWithProviders(<SoldOutControl timezone={MADRID} value={null} />);
    expect(screen.getByRole("button", { name: /Available/ })).toBeInTheDocument();
  });

  it("shows the end time on the company's clock (18:00 in Madrid, in the English interface)", () => {
    renderWithProviders(<SoldOutControl timezone={MADRID} value="2026-11-23T17:00:00.000Z" />);
    expect(screen.getByRole("button", { name: /Sold out until 18:00/ })).toBeInTheDocument();
  });

  it("stores a day and time typed the interface language's way, on the company's clock", async () => {
    const onChange = vi.fn();
    renderWithProviders(<SoldOutControl timezone={MADRID} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /Available/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sold out until a chosen time" }));
    const until = screen.getByLabelText(/Until/);
    fireEvent.mouseDown(until);
    fireEvent.focus(until);
    fireEvent.change(until, { target: { value: "24/11/2026 20:30" } });
    fireEvent.keyDown(until, { key: "Enter" });
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onChange).toHaveBeenCalledWith("2026-11-24T19:30:00.000Z");
  });

  it("shows an item whose time has passed as available again", () => {
    renderWithProviders(<SoldOutControl timezone={MADRID} value="2026-11-23T10:00:00.000Z" />);
    expect(screen.getByRole("button", { name: /Available/ })).toBeInTheDocument();
  });

  it("stores the company's coming midnight for sold out until end of today", async () => {
    const onChange = vi.fn();
    renderWithProviders(<SoldOutControl timezone={MADRID} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /Available/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sold out until end of today" }));
    expect(onChange).toHaveBeenCalledWith("2026-11-23T23:00:00.000Z");
  });

  it("stores the far-future instant for until further notice", async () => {
    const onChange = vi.fn();
    renderWithProviders(<SoldOutControl timezone={MADRID} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /Available/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sold out until further notice" }));
    expect(onChange).toHaveBeenCalledWith(SOLD_OUT_INDEFINITELY);
  });

  it("stores now plus the typed hours", async () => {
    const onChange = vi.fn();
    renderWithProviders(<SoldOutControl timezone={MADRID} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /Available/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sold out for a number of hours" }));
    const hours = screen.getByRole("textbox", { name: "Hours" });
    await userEvent.clear(hours);
    await userEvent.type(hours, "3");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onChange).toHaveBeenCalledWith("2026-11-23T14:00:00.000Z");
  });

  it("refuses 0 hours with a message and stores nothing", async () => {
    const onChange = vi.fn();
    renderWithProviders(<SoldOutControl timezone={MADRID} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /Available/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sold out for a number of hours" }));
    const hours = screen.getByRole("textbox", { name: "Hours" });
    await userEvent.clear(hours);
    await userEvent.type(hours, "0");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a number of hours above 0.");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("makes a sold-out item available again", async () => {
    const onChange = vi.fn();
    renderWithProviders(<SoldOutControl timezone={MADRID} value={SOLD_OUT_INDEFINITELY} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /Sold out until further notice/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Available" }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
