// The customer editor: what it sends (trimmed e-mail, company address with VAT id, the visibility choice),
// 'This email is already in use' under the e-mail on a 409 with everything typed kept, and the recent orders.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { Customer, Order, Permission } from "@comanda/shared";
import { ApiError } from "../../../data/api";
import { Providers } from "../../../ui/testing";
import CustomerEditorView from "./CustomerEditorView";

const state = vi.hoisted(() => ({
  customer: null as Customer | null,
  orders: [] as Order[],
  permissions: ["owner"] as string[],
  apiPost: vi.fn(),
  ordersQuery: vi.fn(),
}));

vi.mock("../../../data/api", async (original) => ({ ...(await original<typeof import("../../../data/api")>()), apiPost: state.apiPost }));
vi.mock("../../repository", async (original) => ({
  ...(await original<typeof import("../../repository")>()),
  useCustomer: (id: string | null) => ({ data: id && state.customer?.id === id ? state.customer : null, loading: false, error: null }),
  useCustomerOrders: (companyId: string | null, email: string | null) => {
    state.ordersQuery(companyId, email);
    return { data: companyId && email ? state.orders : [], loading: false, error: null };
  },
}));
vi.mock("../../../zones/editor/pickers", () => {
  const categories = { entries: [{ id: "cat1", label: "Drinks" }, { id: "cat2", label: "Desserts" }], loading: false, unreadable: false };
  const empty = { entries: [], loading: false, unreadable: false };
  return { useCategoryEntries: () => categories, usePageEntries: () => empty, useStoryEntries: () => empty };
});
vi.mock("../../../company", () => ({
  useCompany: () => ({ companyId: "c1", info: { country: "ES" } }),
  useFormatters: () => ({ formatMoney: (n: number) => `€${n.toFixed(2)}`, formatDateTime: (d: string) => d, formatDate: String, formatTime: String, formatRelative: String }),
}));
vi.mock("../../../data/session", () => ({
  useSession: () => ({ session: { status: "signedIn", principal: { uid: "u1", companyId: "c1", owner: state.permissions.includes("owner"), permissions: state.permissions as Permission[] } } }),
}));
vi.mock("../../../i18n/language", () => ({ useLanguage: () => ({ language: "en" }) }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/customers/new", element: <CustomerEditorView /> },
      { path: "/customers/:id/edit", element: <CustomerEditorView /> },
      { path: "/customers", element: <p>List page</p> },
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

/** Types a whole text at once (a paste): what the form receives is the same, without a render per keystroke. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const stored: Customer = {
  id: "k1",
  companyId: "c1",
  name: "Elena García",
  email: "elena@example.com",
  phone: "+34 600 111 222",
  internalNote: "Pays on Fridays",
  enabled: true,
  enableDiscounts: true,
  displayedCategories: ["cat1"],
  addresses: [{ name: "Elena García", street: "Carrer Gran 1", zip: "08001", city: "Barcelona", country: "ES", type: "private", companyName: null, vatId: null }],
};

beforeEach(() => {
  state.customer = null;
  state.orders = [];
  state.permissions = ["owner"];
  state.apiPost.mockReset();
  state.ordersQuery.mockReset();
});

// The longest form of the admin, typed through antd: two minutes, since two test files share two cores in npm test.
describe("CustomerEditorView", { timeout: 120_000 }, () => {
  it("creates a customer with the e-mail trimmed and a company address with its VAT id, then opens its edit page", async () => {
    state.apiPost.mockResolvedValue({ id: "k9" });
    const router = renderAt("/customers/new");
    await fill(await screen.findByRole("textbox", { name: "Name" }), "Bar Sol SL");
    await fill(screen.getByRole("textbox", { name: "Email" }), "  pedidos@barsol.es");
    await userEvent.click(screen.getByRole("button", { name: "Add address" }));
    const address = screen.getByRole("group", { name: "Address 1" });
    await userEvent.click(within(address).getByRole("combobox", { name: "Type" }));
    await userEvent.click(await screen.findByTitle("Company"));
    await fill(await within(address).findByRole("textbox", { name: "Company name" }), "Bar Sol SL");
    await fill(within(address).getByRole("textbox", { name: "VAT ID" }), "ESB12345678");
    await fill(within(address).getByRole("textbox", { name: "Recipient" }), "Pedro");
    await fill(within(address).getByRole("textbox", { name: "Street and number" }), "Passeig 5");
    await fill(within(address).getByRole("textbox", { name: "Postcode" }), "08002");
    await fill(within(address).getByRole("textbox", { name: "City" }), "Barcelona");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(state.apiPost).toHaveBeenCalled());
    const [path, body] = state.apiPost.mock.calls[0]!;
    expect(path).toBe("/api/customers");
    expect(body).toMatchObject({
      name: "Bar Sol SL",
      email: "pedidos@barsol.es",
      phone: null,
      enabled: true,
      enableDiscounts: false,
      displayedCategories: null,
      addresses: [{ type: "company", companyName: "Bar Sol SL", vatId: "ESB12345678", name: "Pedro", street: "Passeig 5", zip: "08002", city: "Barcelona", country: "ES" }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/customers/k9/edit"));
  });

  it("shows 'This email is already in use' under the e-mail on a 409 and keeps everything typed", async () => {
    state.apiPost.mockRejectedValue(new ApiError("email-already-in-use", 409));
    const router = renderAt("/customers/new");
    const name = await screen.findByRole("textbox", { name: "Name" });
    await fill(name, "Ana");
    const email = screen.getByRole("textbox", { name: "Email" });
    await fill(email, "elena@example.com");
    await fill(screen.getByRole("textbox", { name: "Internal note" }), "Twin of Elena");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const error = await screen.findByText("This email is already in use");
    expect(email.closest(".ant-form-item")).toContainElement(error);
    expect(name).toHaveValue("Ana");
    expect(email).toHaveValue("elena@example.com");
    expect(screen.getByRole("textbox", { name: "Internal note" })).toHaveValue("Twin of Elena");
    expect(router.state.location.pathname).toBe("/customers/new");
  });

  it("edits a stored customer: only the selected categories, switched back to what the zone decides, sends null", async () => {
    state.customer = stored;
    state.apiPost.mockResolvedValue({ id: "k1" });
    renderAt("/customers/k1/edit");
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue("Elena García");
    expect(screen.getByText("Drinks")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: "Categories shown" }));
    const options = await screen.findAllByTitle("As the zone decides");
    await userEvent.click(options.find((o) => o.classList.contains("ant-select-item-option"))!);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(state.apiPost).toHaveBeenCalled());
    const [path, body] = state.apiPost.mock.calls[0]!;
    expect(path).toBe("/api/customers/k1");
    expect(body).toMatchObject({ name: "Elena García", email: "elena@example.com", phone: "+34 600 111 222", internalNote: "Pays on Fridays", enableDiscounts: true, displayedCategories: null, displayedPages: null });
    expect(body.addresses).toEqual([{ ...stored.addresses[0] }]);
    expect(await screen.findByText("Customer saved.")).toBeInTheDocument();
  });

  it("lists the customer's recent orders by their e-mail for who reads orders, and says why not to who does not", async () => {
    state.customer = stored;
    state.orders = [{ id: "o1", companyId: "c1", number: 42, status: "completed", dateOrdered: "2026-11-20T12:00:00Z", cartTotal: 18.5, tip: 1.5, zoneId: null, pointofsaleId: null } as unknown as Order];
    renderAt("/customers/k1/edit");
    expect(await screen.findByText("Order 42")).toBeInTheDocument();
    const [order] = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(order).toHaveTextContent("Order 42");
    expect(order).toHaveTextContent("€20.00");
    expect(state.ordersQuery).toHaveBeenLastCalledWith("c1", "elena@example.com");
  });

  it("reads no orders for staff without the orders permission", async () => {
    state.customer = stored;
    state.permissions = ["customers"];
    renderAt("/customers/k1/edit");
    expect(await screen.findByText("Your permissions do not include orders.")).toBeInTheDocument();
    expect(state.ordersQuery).toHaveBeenLastCalledWith(null, "elena@example.com");
  });

  it("says so for a customer that does not exist", async () => {
    renderAt("/customers/nope/edit");
    expect(await screen.findByText("Customer not found")).toBeInTheDocument();
  });
});
