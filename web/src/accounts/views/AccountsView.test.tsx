// The access-rights list: names, permissions as tags, last login and activity; delete behind the spec's
// question; staff cannot delete an access right holding a permission they lack.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Account, Principal } from "@comanda/shared";
import { ApiError } from "../../data/api";
import { renderRoutes, SLOW } from "../../ui/testing";

const state = vi.hoisted(() => ({
  principal: { uid: "co", companyId: "co", owner: true, permissions: ["owner"] } as Principal,
  accounts: [] as Account[],
  deleteAccount: vi.fn((_id: string): Promise<void> => Promise.resolve()),
  online: {} as Record<string, string>,
}));

vi.mock("../../data/session", () => ({ usePrincipal: () => state.principal }));
vi.mock("../../company", async () => {
  const { createFormatters } = await import("../../company/formatters");
  return {
    useCompany: () => ({ companyId: "co", loading: false }),
    useFormatters: () => createFormatters({ locale: "en", currency: "EUR", timezone: "UTC" }),
  };
});
vi.mock("../repository", async (original) => ({
  lastActivityOf: (await original<typeof import("../repository")>()).lastActivityOf,
  useAccounts: () => ({ data: state.accounts, loading: false, error: null }),
  useLastTimeOnline: (id: string) => ({ data: state.online[id] ? { id, lastTimeOnline: state.online[id] } : null, loading: false, error: null }),
  deleteAccount: state.deleteAccount,
}));

const { default: AccountsView } = await import("./AccountsView");

const waiter: Account = { id: "w1", companyId: "co", name: "Waiter tablet", permissions: ["orders"], qrCodeLogin: true, lastLogin: null, lastActivity: null };
const manager: Account = {
  id: "m1",
  companyId: "co",
  name: "Manager",
  permissions: ["settings", "orders", "accounts"],
  lastLogin: "2026-03-01T10:15:00.000Z",
  lastActivity: null,
};

function open() {
  return renderRoutes(
    [
      { path: "/accounts", element: <AccountsView /> },
      { path: "/accounts/:id/edit", element: <p>Editor</p> },
      { path: "/menu/accounts/new", element: <p>New editor</p> },
    ],
    "/accounts",
  );
}

const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  state.principal = { uid: "co", companyId: "co", owner: true, permissions: ["owner"] };
  state.accounts = [manager, waiter];
  state.online = {};
  state.deleteAccount.mockResolvedValue(undefined);
});

describe("access rights list", SLOW, () => {
  it("shows as last activity the later of the access right's and the QR-code login's last time online", async () => {
    state.online = { w1: "2026-03-02T08:30:00.000Z" };
    state.accounts = [{ ...manager, lastActivity: "2026-03-01T11:00:00.000Z" }, { ...waiter, lastActivity: "2026-03-01T09:00:00.000Z" }];
    open();
    await screen.findByText("Waiter tablet");
    expect(rowOf("Waiter tablet").textContent).toMatch(/Mar 2, 2026|2 Mar 2026|3\/2\/2026|02\/03\/2026/);
    expect(rowOf("Manager").textContent).toMatch(/Mar 1, 2026|1 Mar 2026|3\/1\/2026|01\/03\/2026/);
    expect(within(rowOf("Waiter tablet")).getAllByText("Never")).toHaveLength(1);
  });


  it("shows each access right with its permissions as tags and its last login, never as a date when there is none", async () => {
    open();
    await screen.findByText("Waiter tablet");
    const waiterRow = rowOf("Waiter tablet");
    expect(within(waiterRow).getByText("Orders")).toBeTruthy();
    expect(within(waiterRow).queryByText("Settings")).toBeNull();
    expect(within(waiterRow).getAllByText("Never")).toHaveLength(2);
    const managerRow = rowOf("Manager");
    // Tags in the editor's order, whatever order was stored.
    expect(Array.from(managerRow.querySelectorAll(".ant-tag")).map((tag) => tag.textContent)).toEqual(["Orders", "Access rights", "Settings"]);
    expect(within(managerRow).getByText(/2026/)).toBeTruthy();
  });

  it("goes to the new editor from 'Add access right' and to an access right's editor from its name", async () => {
    const router = open();
    fireEvent.click(await screen.findByRole("button", { name: /Add access right/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/menu/accounts/new"));
    void router.navigate("/accounts");
    fireEvent.click(await screen.findByRole("link", { name: "Waiter tablet" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/accounts/w1/edit"));
  });

  it("deletes only after 'Are you sure you want to delete this access permission?'", async () => {
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Waiter tablet" }));
    expect((await screen.findAllByText("Are you sure you want to delete this access permission?")).length).toBeGreaterThan(0);
    expect(state.deleteAccount).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(state.deleteAccount).toHaveBeenCalledWith("w1"));
    expect(await screen.findByText("The access right was deleted.")).toBeTruthy();
  });

  it("says why a refused delete failed", async () => {
    state.deleteAccount.mockRejectedValue(new ApiError("forbidden", 403));
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Waiter tablet" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("You do not have permission to do this.")).toBeTruthy();
  });

  it("keeps staff with access rights from deleting one that holds a permission they lack", async () => {
    state.principal = { uid: "s1", companyId: "co", owner: false, permissions: ["accounts", "orders"] };
    open();
    await screen.findByText("Manager");
    expect(screen.getByRole("button", { name: "Delete Manager" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete Waiter tablet" })).toBeEnabled();
  });
});
