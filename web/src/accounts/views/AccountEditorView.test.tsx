// The access-right editor: what it sends, a refused save that keeps everything typed, the toggles staff may
// not grant, and the QR-login modal with the code's address and "New code" behind its warning.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { qrLoginUrl, type Account, type Principal } from "@comanda/shared";
import { ApiError } from "../../data/api";
import { renderRoutes, SLOW } from "../../ui/testing";

const SECRET = "a".repeat(32);
const NEW_SECRET = "b".repeat(32);

const state = vi.hoisted(() => ({
  principal: { uid: "co", companyId: "co", owner: true, permissions: ["owner"] } as Principal,
  accounts: [] as Account[],
  secret: "",
  saveAccount: vi.fn((..._args: unknown[]): Promise<string> => Promise.resolve("w9")),
  regenerate: vi.fn((_id: string): Promise<{ token: string }> => Promise.resolve({ token: "" })),
}));

vi.mock("../../data/session", () => ({ usePrincipal: () => state.principal }));
vi.mock("../../company", () => ({ useCompany: () => ({ companyId: "co", loading: false }) }));
vi.mock("../../zones/pointsOfSale/qr", () => ({
  qrDataUrl: (text: string) => Promise.resolve(`data:image/png;base64,${btoa(text)}`),
  saveDataUrl: vi.fn(),
  printQrCode: vi.fn(),
}));
vi.mock("../repository", () => ({
  useAccounts: () => ({ data: state.accounts, loading: false, error: null }),
  useAccountKey: (id: string | null) => ({ data: id && state.secret ? { id, companyId: "co", secret: state.secret } : null, loading: false, error: null }),
  saveAccount: state.saveAccount,
  regenerateAccountQrCode: state.regenerate,
}));

const { default: AccountEditorView } = await import("./AccountEditorView");

const waiter: Account = { id: "w1", companyId: "co", name: "Waiter tablet", note: "Terrace", permissions: ["orders"], qrCodeLogin: true };

function open(path: string) {
  return renderRoutes(
    [
      { path: "/menu/accounts/new", element: <AccountEditorView /> },
      { path: "/accounts/:id/edit", element: <AccountEditorView /> },
      { path: "/accounts", element: <p>Access rights list</p> },
    ],
    path,
  );
}

const toggle = (label: string) => screen.getByRole("switch", { name: label });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
const loginLink = async () => ((await screen.findByLabelText("Login link")) as HTMLTextAreaElement).value;

beforeEach(() => {
  vi.clearAllMocks();
  state.principal = { uid: "co", companyId: "co", owner: true, permissions: ["owner"] };
  state.accounts = [waiter];
  state.secret = SECRET;
  state.saveAccount.mockResolvedValue("w9");
});

describe("access right editor", SLOW, () => {
  it("adds a waiter with only orders and shows its QR code's login address at once", async () => {
    state.accounts = [];
    const router = open("/menu/accounts/new");
    expect(await screen.findByText("The QR code appears once the access right is saved.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: " Waiter 2 " } });
    fireEvent.click(toggle("Orders"));
    save();
    await waitFor(() => expect(state.saveAccount).toHaveBeenCalledTimes(1));
    expect(state.saveAccount.mock.calls[0]).toEqual([{ name: "Waiter 2", permissions: ["orders"] }, undefined]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/accounts/w9/edit"));
    // The live list has not brought the account yet: what was saved stands in, and the code opens by itself.
    expect(await loginLink()).toBe(qrLoginUrl(window.location.origin, "w9", SECRET));
    expect(screen.getByRole("img", { name: "QR code to log in as Waiter 2" })).toBeTruthy();
    expect(screen.queryByText("Access right not found")).toBeNull();
  });

  it("edits name, note and permissions of a stored access right", async () => {
    open("/accounts/w1/edit");
    const name = (await screen.findByLabelText("Name")) as HTMLInputElement;
    expect(name.value).toBe("Waiter tablet");
    expect(toggle("Orders")).toBeChecked();
    fireEvent.click(toggle("Customers"));
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "" } });
    save();
    await waitFor(() => expect(state.saveAccount).toHaveBeenCalledTimes(1));
    expect(state.saveAccount.mock.calls[0]).toEqual([{ name: "Waiter tablet", permissions: ["orders", "customers"] }, "w1"]);
    expect(await screen.findByText("The access right was saved.")).toBeTruthy();
  });

  it("keeps everything typed when the server refuses the save", async () => {
    state.saveAccount.mockRejectedValue(new ApiError("forbidden", 403));
    open("/menu/accounts/new");
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Bar" } });
    fireEvent.click(toggle("Sales zones"));
    save();
    expect(await screen.findByText("You do not have permission to do this.")).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Bar");
    expect(toggle("Sales zones")).toBeChecked();
  });

  it("lets staff grant only the permissions they hold, with a hint on the others", async () => {
    state.principal = { uid: "s1", companyId: "co", owner: false, permissions: ["accounts", "orders"] };
    state.accounts = [];
    open("/menu/accounts/new");
    await screen.findByLabelText("Name");
    expect(toggle("Orders")).toBeEnabled();
    expect(toggle("Access rights")).toBeEnabled();
    expect(toggle("Settings")).toBeDisabled();
    expect(toggle("Customers")).toBeDisabled();
    expect(screen.getAllByText("You cannot grant this: you do not hold it yourself.")).toHaveLength(6);
  });

  it("shows staff an access right that holds more than they do read-only, without its QR code", async () => {
    state.principal = { uid: "s1", companyId: "co", owner: false, permissions: ["accounts", "orders"] };
    state.accounts = [{ ...waiter, permissions: ["orders", "settings"] }];
    open("/accounts/w1/edit");
    expect(await screen.findByText("This access right holds permissions you do not have, so you cannot change or delete it.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(toggle("Orders")).toBeDisabled();
    // Its secret would let them sign in as it: the rules refuse it, and the screen offers no code.
    expect(screen.queryByRole("button", { name: /Show QR code/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /New code/ })).toBeNull();
  });

  it("makes a new code only after the warning that devices with the old one are logged out, and shows it at once", async () => {
    state.regenerate.mockResolvedValue({ token: `w1.${NEW_SECRET}` });
    open("/accounts/w1/edit");
    fireEvent.click(await screen.findByRole("button", { name: /Show QR code/ }));
    expect(await loginLink()).toBe(qrLoginUrl(window.location.origin, "w1", SECRET));
    fireEvent.click(screen.getByRole("button", { name: /New code/ }));
    expect(
      (await screen.findAllByText("Every device logged in with the old code is logged out at once, and the old code stops working.")).length,
    ).toBeGreaterThan(0);
    expect(state.regenerate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Make new code" }));
    await waitFor(() => expect(state.regenerate).toHaveBeenCalledWith("w1"));
    // The live key still holds the old secret: the new code stands in for it.
    await waitFor(async () => expect(await loginLink()).toBe(qrLoginUrl(window.location.origin, "w1", NEW_SECRET)));
    const dialog = screen.getAllByRole("dialog").find((d) => within(d).queryByText("QR-code login"));
    expect(dialog).toBeTruthy();
  });
});
