import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { SampleDataDeletedAnswer, Zone } from "@comanda/shared";
import { Providers, SLOW } from "../../ui/testing";
import type { CompanyContextValue } from "../../company";
import * as repository from "../repository";
import { IntroWidget } from "../IntroWidget";

vi.mock("../repository", () => ({ useIntroData: vi.fn(), deleteSampleData: vi.fn(), setIntroHidden: vi.fn() }));
const company = vi.hoisted(() => ({ value: null as unknown }));
vi.mock("../../company", () => ({ useCompany: () => company.value }));
const principal = vi.hoisted(() => ({ owner: true }));
vi.mock("../../data/session", () => ({ usePrincipal: () => ({ uid: "c1", companyId: "c1", permissions: [], ...principal }) }));

const repo = vi.mocked(repository);

const freshCompany = {
  companyId: "c1",
  company: { id: "c1", hasAValidStripeConnection: false },
  info: { id: "c1", companyname: "Bar Ana", email: "ana@example.com" },
  settings: { id: "c1", openingHours: [], enableOfflinePayments: false, cashPaymentsAuthorised: false },
} as unknown as CompanyContextValue;

const setUpCompany = {
  ...freshCompany,
  info: { id: "c1", companyname: "Bar Ana", street: "Carrer Major 1", zip: "08001", city: "Barcelona", phone: "+34 600 000 000" },
  settings: { id: "c1", openingHours: [{ id: "r", kind: "every", weekdays: [1, 2, 3], from: "12:00", to: "23:00", closed: false }], enableOfflinePayments: true, cashPaymentsAuthorised: true },
} as unknown as CompanyContextValue;

const zoneWithTables = { id: "z1", archived: false, pointsOfSale: [{ id: "t1", name: "Table 1" }] } as unknown as Zone;

function data(overrides: Partial<ReturnType<typeof repository.useIntroData>> = {}) {
  repo.useIntroData.mockReturnValue({ loading: false, zones: [], samples: 8, ownProducts: 0, ...overrides });
}

function show() {
  const router = createMemoryRouter([{ path: "/dashboard", element: <IntroWidget /> }], { initialEntries: ["/dashboard"] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const step = (id: string) => document.querySelector(`[data-step="${id}"]`) as HTMLElement;
const card = () => screen.findByRole("heading", { name: "Your first steps" });

beforeEach(() => {
  vi.clearAllMocks();
  company.value = freshCompany;
  principal.owner = true;
  data();
});

describe("IntroWidget", () => {
  it("ticks nothing for a new company and links every step to its screen", SLOW, async () => {
    show();
    await card();
    expect(screen.getByText(/0 of 5 done/)).toBeTruthy();
    const links = {
      establishment: "/settings/info",
      products: "/menu/products",
      zones: "/zones",
      openingHours: "/settings/opening-hours",
      payments: "/settings/general",
    };
    for (const [id, href] of Object.entries(links)) {
      expect(step(id).className, id).not.toContain("intro-step-done");
      expect(within(step(id)).getByText(/To do/)).toBeTruthy();
      expect(within(step(id)).getByRole("link").getAttribute("href"), id).toBe(href);
    }
  });

  it("offers to see the shop at its address, in a new tab, and to place a test order", SLOW, async () => {
    company.value = { ...freshCompany, info: { id: "c1", companyname: "Bar Ana", slug: "bar-ana" } } as unknown as CompanyContextValue;
    show();
    await card();
    const shop = screen.getByRole("link", { name: "See your shop" });
    // Locally the shop's address is the api's preview below the admin's own origin (web/src/zones/shopUrl.ts).
    expect(shop.getAttribute("href")).toBe(`${window.location.origin}/api/emulator/shop/bar-ana`);
    expect(shop.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Place a test order" }).getAttribute("href")).toBe("/orders/overview?add=order");
  });

  it("ticks each step from the company's data", SLOW, async () => {
    company.value = setUpCompany;
    data({ zones: [zoneWithTables], ownProducts: 1, samples: 0 });
    show();
    await card();
    expect(screen.getByText("All done: your shop is ready to take orders.")).toBeTruthy();
    for (const id of ["establishment", "products", "zones", "openingHours", "payments"]) {
      expect(step(id).className, id).toContain("intro-step-done");
      expect(within(step(id)).getByText(/Done/)).toBeTruthy();
    }
  });

  it("does not tick products for samples alone, nor zones for a zone without points of sale", SLOW, async () => {
    company.value = setUpCompany;
    data({ zones: [{ ...zoneWithTables, pointsOfSale: [] }], ownProducts: 0, samples: 8 });
    show();
    await card();
    expect(screen.getByText(/3 of 5 done/)).toBeTruthy();
    expect(step("products").className).not.toContain("intro-step-done");
    expect(step("zones").className).not.toContain("intro-step-done");
  });

  it("deletes the sample data only after the confirmation, then says what was removed and kept", SLOW, async () => {
    const answer: SampleDataDeletedAnswer = {
      removed: { products: 4, categories: 1, courses: 0 },
      keptChanged: { products: 1, categories: 0, courses: 0 },
      keptInUse: { products: 0, categories: 1, courses: 1 },
    };
    repo.deleteSampleData.mockResolvedValue(answer);
    const user = userEvent.setup();
    show();
    await card();

    await user.click(screen.getByRole("button", { name: "Delete sample data" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByText("Delete the sample data?").length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(repo.deleteSampleData).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete sample data" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(repo.deleteSampleData).toHaveBeenCalledTimes(1);
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Deleted 4 sample products, 1 category and 0 courses.");
    expect(status.textContent).toContain("1 sample product you changed or use was kept.");
    expect(status.textContent).toContain("2 sample categories and courses that you changed or use were kept.");
  });

  it("says so when no sample data was left", SLOW, async () => {
    const none = { products: 0, categories: 0, courses: 0 };
    repo.deleteSampleData.mockResolvedValue({ removed: none, keptChanged: none, keptInUse: none });
    const user = userEvent.setup();
    show();
    await card();
    await user.click(screen.getByRole("button", { name: "Delete sample data" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("status")).textContent).toContain("There was no sample data left to delete.");
  });

  it("offers no deletion once no sample is left", SLOW, async () => {
    data({ samples: 0 });
    show();
    await card();
    expect(screen.queryByRole("button", { name: "Delete sample data" })).toBeNull();
  });

  it("hides the checklist for the company through the API, also when it is complete", SLOW, async () => {
    company.value = setUpCompany;
    data({ zones: [zoneWithTables], ownProducts: 1, samples: 0 });
    repo.setIntroHidden.mockResolvedValue({ hidden: true });
    const user = userEvent.setup();
    show();
    await card();
    await user.click(screen.getByRole("button", { name: "Hide the first steps" }));
    expect(repo.setIntroHidden).toHaveBeenCalledWith(true);
  });

  it("shows nothing once the company has hidden it", SLOW, async () => {
    company.value = { ...freshCompany, company: { id: "c1", introHidden: true } } as unknown as CompanyContextValue;
    show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "Your first steps" })).toBeNull();
    expect(repo.useIntroData).not.toHaveBeenCalled();
  });

  it("shows nothing to staff, who see the dashboard but do not set the company up", SLOW, async () => {
    principal.owner = false;
    show();
    await waitFor(() => expect(repo.useIntroData).toHaveBeenCalledWith(null));
    expect(screen.queryByRole("heading", { name: "Your first steps" })).toBeNull();
  });
});
