import { describe, expect, it } from "vitest";
import { csvText, dashboardCsvRows, isPhoneNumberText, neutraliseCsvText, type DashboardCsvTexts } from "./csv";
import { compareFigures, summarise } from "./figures";
import { statisticsDay } from "./testDays";

const TEXTS: DashboardCsvTexts = {
  title: "Period: 16/11/2026 – 22/11/2026",
  keyFigures: "Key figures",
  figure: "Figure",
  thisPeriod: "This period",
  previousPeriod: "Previous period",
  change: "Change (%)",
  figureNames: { orders: "Orders", revenue: "Revenue", averageOrder: "Average order", views: "Views", ordersPerView: "Orders per view" },
  perDay: "Per day",
  date: "Date",
  orders: "Orders",
  revenue: "Revenue",
  views: "Views",
  weekday: "Weekday",
  weekdayNames: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  hour: "Hour",
  language: "Language",
  languageName: (code) => (code === "es" ? "Spanish" : code),
  station: "Station",
  stationName: (s) => (s === "table" ? "Table" : s),
  zone: "Zone",
  zoneName: (_id, name) => name,
  product: "Product",
  units: "Units",
  topByUnits: "Top products by units",
  topByRevenue: "Top products by revenue",
  loyalCustomers: "Loyal customers",
  email: "E-mail",
  formatDate: (day) => day.split("-").reverse().join("/"),
};

const WEEK = { from: "2026-11-16", to: "2026-11-22" };

describe("the dashboard's CSV", () => {
  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(neutraliseCsvText("=HYPERLINK(\"x\")")).toBe("'=HYPERLINK(\"x\")");
    expect(neutraliseCsvText("+34 600")).toBe("'+34 600");
    expect(neutraliseCsvText("-1")).toBe("'-1");
    expect(neutraliseCsvText("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCsvText("Soup")).toBe("Soup");
  });

  it("writes a phone number starting with + as it is, but nothing that merely looks like one", () => {
    for (const phone of ["+34 600 000 000", "+34600000000", "+1 (555) 010-9999", "+44 20 7946.0958", "+(34) 600/000/000"]) {
      expect(isPhoneNumberText(phone)).toBe(true);
      expect(neutraliseCsvText(phone)).toBe(phone);
    }
    // Too few digits to be a phone number (a sum), letters, a pipe or a cell reference: still a formula.
    for (const formula of ["+1-1", "+34 600", "+34 600 000 000+A1", "+34|cmd", "+1 555 0100 SUM(A1)", "+ 34 600 000 000", "-600 000 000", "=600000000"]) {
      expect(isPhoneNumberText(formula)).toBe(false);
      expect(neutraliseCsvText(formula)).toBe(`'${formula}`);
    }
  });

  it("quotes cells with commas, quotes or line breaks, and writes numbers as numbers (a negative one too)", () => {
    expect(csvText([["a,b", 'say "hi"', -2.5, null]])).toBe('\uFEFF"a,b","say ""hi""",-2.5,\r\n');
  });

  it("holds the key figures against the previous period, each day and each table, a product named like a formula neutralised", () => {
    const docs = [
      statisticsDay("2026-11-09", { orders: 2, totals: 40 }),
      statisticsDay("2026-11-17", {
        orders: 3,
        totals: 45.5,
        locales: { es: 3 },
        stations: { table: { orders: 3, revenue: 45.5 } },
        zones: { z1: { name: "Terrace", orders: 3, revenue: 45.5 } },
        products: { p1: { name: "=cmd|' /C calc'!A0", units: 3, revenue: 45.5 } },
        customers: [{ email: "ana@example.com", orders: 2 }],
      }),
    ];
    const now = summarise(docs, WEEK);
    const before = summarise(docs, { from: "2026-11-09", to: "2026-11-15" });
    const text = csvText(dashboardCsvRows(now, compareFigures(now, before), TEXTS));
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Period: 16/11/2026 – 22/11/2026");
    expect(lines).toContain("Orders,3,2,50");
    expect(lines).toContain("Revenue,45.5,40,13.8");
    expect(lines).toContain("Views,0,0,");
    expect(lines).toContain("Average order,15.17,20,-24.1");
    expect(lines).toContain("17/11/2026,3,45.5,0");
    expect(lines).toContain("16/11/2026,0,0,0");
    expect(lines).toContain("Tue,3");
    expect(lines).toContain("Spanish,3");
    expect(lines).toContain("Table,3,45.5");
    expect(lines).toContain("Terrace,3,45.5");
    expect(lines).toContain("'=cmd|' /C calc'!A0,3,45.5");
    expect(lines).toContain("ana@example.com,2");
  });
});
