// The customers list: search without accents, the enabled/disabled filter, the virtualised rows and delete.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { Customer } from "@comanda/shared";
import { renderWithProviders, SLOW } from "../../../ui/testing";
import * as repository from "../../repository";
import CustomersListView from "./CustomersListView";

vi.mock("../../repository", () => ({ useCustomers: vi.fn(), deleteCustomer: vi.fn(), importCustomers: vi.fn() }));
vi.mock("../../../company", () => ({ useCompany: () => ({ companyId: "c1" }) }));
const saved = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock("../../../data/saveFile", () => saved);

const repo = vi.mocked(repository);

const customer = (id: string, name: string, more: Partial<Customer> = {}): Customer => ({ id, companyId: "c1", name, email: `${id}@example.com`, enabled: true, addresses: [], ...more });

function show(list: Customer[]) {
  repo.useCustomers.mockReturnValue({ data: list, loading: false, error: null });
  const router = createMemoryRouter(
    [
      { path: "/customers", element: <CustomersListView /> },
      { path: "/customers/:id/edit", element: <p>Editor page</p> },
      { path: "/customers/new", element: <p>New customer page</p> },
    ],
    { initialEntries: ["/customers"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}


beforeEach(() => {
  vi.clearAllMocks();
});

describe("CustomersListView", SLOW, () => {
  it("finds José by jose, and by part of the phone, leaving out who does not match", async () => {
    show([customer("a", "Ana Torres"), customer("j", "José Núñez", { phone: "+34 600 111 222" }), customer("z", "Zoë Martí")]);
    expect(await screen.findByText("3 customers of 3")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Search by name, email or phone" }), "jose");
    await waitFor(() => expect(screen.getByText("1 customer of 3")).toBeInTheDocument());
    expect(screen.getByText("José Núñez")).toBeInTheDocument();
    expect(screen.queryByText("Ana Torres")).toBeNull();
    await userEvent.clear(screen.getByRole("textbox", { name: "Search by name, email or phone" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Search by name, email or phone" }), "600 111");
    await waitFor(() => expect(screen.getByText("1 customer of 3")).toBeInTheDocument());
    expect(screen.getByText("José Núñez")).toBeInTheDocument();
  });

  it("shows only the disabled customers when asked, marked as disabled", async () => {
    show([customer("a", "Ana Torres"), customer("b", "Bruno Díaz", { enabled: false })]);
    await userEvent.click(await screen.findByRole("combobox", { name: "Show" }));
    await userEvent.click(await screen.findByTitle("Disabled"));
    await waitFor(() => expect(screen.getByText("1 customer of 2")).toBeInTheDocument());
    const row = screen.getByRole("listitem");
    expect(within(row).getByText("Bruno Díaz")).toBeInTheDocument();
    expect(within(row).getByText("Disabled")).toBeInTheDocument();
  });

  it("renders only the rows on screen of thousands of customers", async () => {
    show(Array.from({ length: 3000 }, (_, i) => customer(`c${i}`, `Customer ${String(i).padStart(4, "0")}`)));
    expect(await screen.findByText(/^3,000 customers of 3,?000$/)).toBeInTheDocument();
    const rows = screen.getAllByRole("listitem");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
  });

  it("deletes a customer after the confirmation, and says so when the server refuses", async () => {
    repo.deleteCustomer.mockRejectedValueOnce(Object.assign(new Error("forbidden"), { code: "forbidden", status: 403 }));
    show([customer("a", "Ana Torres")]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Ana Torres" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByText("Delete the customer Ana Torres?").length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(repo.deleteCustomer).toHaveBeenCalledWith("a"));
    expect(await screen.findByText(/permission/i)).toBeInTheDocument();
  });

  it("downloads the customers shown as CSV headed in the user's language, formula-like cells neutralised", async () => {
    show([customer("a", "=HYPERLINK(\"http://x\")", { internalNote: "Pays late" }), customer("b", "Bruno Díaz", { enabled: false })]);
    await userEvent.type(await screen.findByRole("textbox", { name: "Search by name, email or phone" }), "hyperlink");
    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(saved.saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = saved.saveFile.mock.calls[0]! as [Blob, string];
    expect(name).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Name,Email,Phone,Enabled,Discounts,Fixed address,Internal note,Address type,Company,VAT ID,Street,Postcode,City,Country");
    expect(text).toContain(`"'=HYPERLINK(""http://x"")",a@example.com,,Yes,No,No,Pays late`);
    expect(text).not.toContain("Bruno");
  });

  it("opens the editor of a customer from its row", async () => {
    const router = show([customer("a", "Ana Torres")]);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Ana Torres" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customers/a/edit"));
  });
});
