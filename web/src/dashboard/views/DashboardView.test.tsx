import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { StatisticsData } from "@comanda/shared";
import { statisticsDay } from "../../../../shared/src/dashboard/testDays";
import { Providers, SLOW } from "../../ui/testing";
import * as download from "../../data/saveFile";
import * as repository from "../repository";
import DashboardView from "./DashboardView";

vi.mock("../repository", () => ({ useStatisticsDays: vi.fn() }));
vi.mock("../../data/saveFile", () => ({ saveFile: vi.fn() }));
// jsdom cannot draw on a canvas; the charts' figures are checked through their tables.
vi.mock("../components/CanvasChart", () => ({ CanvasChart: () => <div data-testid="chart" /> }));
vi.mock("../../company", async () => {
  const actual = await vi.importActual<typeof import("../../company")>("../../company");
  const formatters = actual.createFormatters({ locale: "en", currency: "EUR", timezone: "Europe/Madrid" });
  return { ...actual, useCompany: () => ({ companyId: "c1", timezone: "Europe/Madrid" }), useFormatters: () => formatters };
});
vi.mock("../../i18n/language", () => ({ useLanguage: () => ({ language: "en" }) }));

const repo = vi.mocked(repository);

/** jsdom's Blob has no text(): read it as the browser would before Blob.text existed. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
const saveFile = vi.mocked(download.saveFile);

// Thursday 26 November 2026, 10:00 in Madrid.
const NOW = new Date("2026-11-26T09:00:00Z");

function show(docs: StatisticsData[], url = "/dashboard") {
  repo.useStatisticsDays.mockReturnValue({ data: docs, loading: false, error: null });
  const router = createMemoryRouter([{ path: "/dashboard", element: <DashboardView /> }], { initialEntries: [url] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const lastWeek = [
  // Previous period of last week (9–15 Nov): 4 orders, 80 €.
  statisticsDay("2026-11-10", { orders: 4, totals: 80, views: 100 }),
  // Last week (16–22 Nov): 6 orders, 90 €, on Monday and Sunday.
  statisticsDay("2026-11-16", {
    orders: 2,
    totals: 30,
    views: 50,
    locales: { es: 2 },
    stations: { table: { orders: 2, revenue: 30 } },
    products: { soup: { name: "Soup", units: 3, revenue: 15 } },
    customers: [{ email: "ana@example.com", orders: 1 }],
  }),
  statisticsDay("2026-11-22", {
    orders: 4,
    totals: 60,
    views: 50,
    locales: { en: 4 },
    stations: { delivery: { orders: 4, revenue: 60 } },
    zones: { z1: { name: "=Terrace", orders: 4, revenue: 60 } },
    products: { cake: { name: "Cake", units: 4, revenue: 20 } },
    customers: [{ email: "ana@example.com", orders: 1 }, { email: "bo@example.com", orders: 3 }],
  }),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  vi.clearAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("/dashboard", SLOW, () => {
  it("reads the last 30 days by default, and the 30 days with the same weekdays five weeks earlier", async () => {
    show([]);
    expect(await screen.findByText("28 Oct 2026 – 26 Nov 2026")).toBeTruthy();
    expect(repo.useStatisticsDays).toHaveBeenCalledWith("c1", { from: "2026-10-28", to: "2026-11-26" }, 0);
    expect(repo.useStatisticsDays).toHaveBeenCalledWith("c1", { from: "2026-09-23", to: "2026-10-22" }, 0);
  });

  it("compares this week up to today with the same weekdays of the week before, and this month with the same dates of the month before", async () => {
    show([], "/dashboard?range=thisWeek");
    expect(await screen.findByText(/Compared with 16 Nov 2026 – 19 Nov 2026/)).toBeTruthy();
    expect(repo.useStatisticsDays).toHaveBeenCalledWith("c1", { from: "2026-11-16", to: "2026-11-19" }, 0);
    vi.clearAllMocks();
    show([], "/dashboard?range=thisMonth");
    expect(await screen.findByText(/Compared with 1 Oct 2026 – 26 Oct 2026/)).toBeTruthy();
    expect(repo.useStatisticsDays).toHaveBeenCalledWith("c1", { from: "2026-10-01", to: "2026-10-26" }, 0);
  });

  it("takes the period from the URL and writes a newly chosen preset and custom days back to it", async () => {
    const router = show(lastWeek, "/dashboard?range=lastWeek");
    expect(await screen.findByText("16 Nov 2026 – 22 Nov 2026")).toBeTruthy();
    expect(repo.useStatisticsDays).toHaveBeenCalledWith("c1", { from: "2026-11-16", to: "2026-11-22" }, 0);
    expect(repo.useStatisticsDays).toHaveBeenCalledWith("c1", { from: "2026-11-09", to: "2026-11-15" }, 0);

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Period" }));
    fireEvent.click(await screen.findByTitle("Yesterday"));
    await waitFor(() => expect(router.state.location.search).toBe("?range=yesterday"));
    expect(await screen.findByText("25 Nov 2026 – 25 Nov 2026")).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Period" }));
    fireEvent.click(await screen.findByTitle("Custom"));
    await waitFor(() => expect(router.state.location.search).toBe("?range=custom&from=2026-11-25&to=2026-11-25"));
    expect(screen.getByLabelText("First day")).toBeTruthy();
  });

  it("shows each key figure against the previous period: a count from a tiny base by how many, a share in points", async () => {
    show(lastWeek, "/dashboard?range=lastWeek");
    const orders = await screen.findByRole("listitem", { name: "Orders" });
    expect(within(orders).getByText("6")).toBeTruthy();
    expect(within(orders).getByText(/\+2 on the previous period \(4\)/)).toBeTruthy();
    const revenue = screen.getByRole("listitem", { name: "Revenue incl. VAT" });
    expect(within(revenue).getByText("€90.00")).toBeTruthy();
    expect(within(revenue).getByText(/\+12\.5% on the previous period \(€80\.00\)/)).toBeTruthy();
    const average = screen.getByRole("listitem", { name: "Average order" });
    expect(within(average).getByText(/-25% on the previous period \(€20\.00\)/)).toBeTruthy();
    const perView = screen.getByRole("listitem", { name: "Orders per view" });
    expect(within(perView).getByText("6%")).toBeTruthy();
    expect(within(perView).getByText(/\+2 pp on the previous period \(4%\)/)).toBeTruthy();
  });

  it("writes growth from a small figure as a factor, and a figure that was nothing before as new", async () => {
    show(
      [
        statisticsDay("2026-11-10", { orders: 20, totals: 100, views: 0 }),
        statisticsDay("2026-11-16", { orders: 20, totals: 16_475, views: 400 }),
      ],
      "/dashboard?range=lastWeek",
    );
    const revenue = await screen.findByRole("listitem", { name: "Revenue incl. VAT" });
    expect(within(revenue).getByText(/×165 on the previous period \(€100\.00\)/)).toBeTruthy();
    expect(within(revenue).queryByText(/%/)).toBeNull();
    const views = screen.getByRole("listitem", { name: "Catalogue views" });
    expect(within(views).getByText("New (previous period: 0)")).toBeTruthy();
    const orders = screen.getByRole("listitem", { name: "Orders" });
    expect(within(orders).getByText("As in the previous period")).toBeTruthy();
  });

  it("draws a single day by the hour, over its hours with orders, instead of one point per day", async () => {
    const hours = new Array<number>(24).fill(0);
    hours[9] = 1;
    hours[13] = 4;
    show([statisticsDay("2026-11-26", { orders: 5, totals: 75, hours })], "/dashboard?range=today");
    const perHour = await screen.findByRole("table", { name: "Orders per hour of the day" });
    expect(within(perHour).getAllByRole("row").slice(1).map((r) => r.textContent)).toEqual(["09:001", "10:000", "11:000", "12:000", "13:004"]);
    expect(screen.getByRole("region", { name: "Orders per hour of the day" }).className).toContain("wide");
    expect(screen.queryByRole("region", { name: "Revenue per day" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Orders per day" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Orders per weekday" })).toBeNull();
    expect(screen.getAllByRole("region", { name: "Orders per hour of the day" })).toHaveLength(1);
  });

  it("gives every chart its figures as a table, which 'Show as table' shows instead of the chart", async () => {
    show(lastWeek, "/dashboard?range=lastWeek");
    const weekdays = await screen.findByRole("table", { name: "Orders per weekday" });
    const rows = within(weekdays).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["Monday2", "Tuesday0", "Wednesday0", "Thursday0", "Friday0", "Saturday0", "Sunday4"]);
    const zones = screen.getByRole("table", { name: "Orders per zone" });
    expect(within(zones).getByRole("rowheader", { name: "=Terrace" })).toBeTruthy();
    const products = screen.getByRole("table", { name: "Top products by revenue" });
    expect(within(products).getAllByRole("rowheader").map((c) => c.textContent)).toEqual(["Cake", "Soup"]);

    const card = screen.getByRole("region", { name: "Orders per weekday" });
    expect(within(card).getByTestId("chart")).toBeTruthy();
    expect(weekdays.parentElement?.className).toBe("sr-only");
    const toggle = within(card).getByRole("button", { name: /Show as table/ });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(toggle);
    expect(within(card).queryByTestId("chart")).toBeNull();
    expect(within(card).getByRole("button", { name: /Show as chart/ }).getAttribute("aria-pressed")).toBe("true");
    const box = within(card).getByRole("table").parentElement;
    expect(box?.className).toBe("dash-table-box");
    // A shown table scrolls in its box, which the keyboard can reach.
    expect(box?.getAttribute("tabindex")).toBe("0");
  });

  it("lists the e-mails that ordered more than once in the period", async () => {
    show(lastWeek, "/dashboard?range=lastWeek");
    const loyal = await screen.findByRole("table", { name: "Loyal customers" });
    expect(within(loyal).getAllByRole("rowheader").map((c) => c.textContent)).toEqual(["bo@example.com", "ana@example.com"]);
  });

  it("downloads the period as a CSV in the user's language, a formula-like zone name neutralised", async () => {
    show(lastWeek, "/dashboard?range=lastWeek");
    fireEvent.click(await screen.findByRole("button", { name: /Download CSV/ }));
    expect(saveFile).toHaveBeenCalledOnce();
    const [blob, name] = saveFile.mock.calls[0] as [Blob, string];
    expect(name).toBe("statistics-2026-11-16-2026-11-22.csv");
    const lines = (await textOf(blob)).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Statistics 16 Nov 2026 – 22 Nov 2026");
    expect(lines).toContain("Orders,6,4,50");
    expect(lines).toContain("Revenue incl. VAT,90,80,12.5");
    expect(lines).toContain("2026-11-22,4,60,50");
    expect(lines).toContain("Monday,2");
    expect(lines).toContain("Table service,2,30");
    expect(lines).toContain("'=Terrace,4,60");
    expect(lines).toContain("bo@example.com,3");
  });

  it("reads the previous period only once the period is there, and shows no change until then", async () => {
    repo.useStatisticsDays.mockImplementation((companyId, span) =>
      span.from === "2026-11-16" ? { data: lastWeek, loading: false, error: null } : { data: [], loading: companyId !== null, error: null },
    );
    const router = createMemoryRouter([{ path: "/dashboard", element: <DashboardView /> }], { initialEntries: ["/dashboard?range=lastWeek"] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const orders = await screen.findByRole("listitem", { name: "Orders" });
    expect(within(orders).getByText("6")).toBeTruthy();
    expect(within(orders).getByText("Comparing with the previous period…")).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Orders per weekday" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Download CSV/ }).hasAttribute("disabled")).toBe(true);
  });

  it("says so when the period has no orders, still comparing with the one before", async () => {
    show([statisticsDay("2026-11-10", { orders: 4, totals: 80 })], "/dashboard?range=lastWeek");
    expect(await screen.findByText("No orders in this period")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Orders per weekday" })).toBeNull();
    const orders = screen.getByRole("listitem", { name: "Orders" });
    expect(within(orders).getByText(/-4 on the previous period \(4\)/)).toBeTruthy();
  });

  it("offers to listen again when the figures take longer than usual, and then listens afresh", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(NOW);
    repo.useStatisticsDays.mockReturnValue({ data: [], loading: true, error: null });
    const router = createMemoryRouter([{ path: "/dashboard", element: <DashboardView /> }], { initialEntries: ["/dashboard"] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const slow = "The figures are taking longer than usual to arrive.";
    await act(async () => {
      vi.advanceTimersByTime(9_000);
    });
    expect(screen.queryByText(slow)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText(slow)).toBeTruthy();
    expect(repo.useStatisticsDays).not.toHaveBeenCalledWith("c1", { from: "2026-10-28", to: "2026-11-26" }, 1);

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(repo.useStatisticsDays).toHaveBeenCalledWith("c1", { from: "2026-10-28", to: "2026-11-26" }, 1);
    // A fresh listen gets its own time before the offer comes back.
    expect(screen.queryByText(slow)).toBeNull();
  });
});
