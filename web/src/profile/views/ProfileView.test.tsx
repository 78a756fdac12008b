import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IntlProvider } from "react-intl";
import { App as AntApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { User as AuthUser } from "firebase/auth";
import { principalFromClaims, type MeRequest, type User } from "@comanda/shared";
import type { Session } from "../../data/session";

// antd modals in jsdom are slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const state = vi.hoisted(() => ({ session: null as unknown as Session, profile: null as User | null, introHidden: false }));
const repo = vi.hoisted(() => ({
  saveProfile: vi.fn((_body: MeRequest) => Promise.resolve({ uid: "c1", name: "", bio: null, picture: null })),
  uploadProfilePicture: vi.fn((_file: File) => Promise.resolve("https://files.example/users/c1/profile/p.png")),
  changePassword: vi.fn((_current: string, _next: string) => Promise.resolve()),
  deleteAccount: vi.fn(() => Promise.resolve()),
  showIntroAgain: vi.fn(() => Promise.resolve({ hidden: false })),
}));
const logout = vi.hoisted(() => vi.fn(() => Promise.resolve()));

vi.mock("../../data/session", () => ({ useSession: () => ({ session: state.session, logout, refreshClaims: vi.fn() }) }));
vi.mock("../repository", () => ({ ...repo, useUserProfile: (uid: string | null) => ({ data: uid ? state.profile : null, loading: false, error: null }) }));
vi.mock("../../company", () => ({
  useCompany: () => ({ info: { id: "c1", companyname: "Casa Pepe SL" }, company: { id: "c1", subscribedPlan: "Pro", introHidden: state.introHidden }, subscriptionActive: true }),
}));

// antd's Avatar measures its text; jsdom has no ResizeObserver.
vi.stubGlobal(
  "ResizeObserver",
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

// The subscription card has its own test (profile/subscription/SubscriptionCard.test.tsx).
vi.mock("../subscription/SubscriptionSection", () => ({ SubscriptionSection: () => null }));

const { default: ProfileView } = await import("./ProfileView");

function renderProfile() {
  return render(
    <IntlProvider locale="en" messages={{}}>
      <AntApp>
        <MemoryRouter initialEntries={["/profile"]}>
          <Routes>
            <Route path="/profile" element={<ProfileView />} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </IntlProvider>,
  );
}

const button = (text: string, root: HTMLElement = document.body) =>
  within(root)
    .getAllByText(text)
    .map((element) => element.closest("button"))
    .find((b): b is HTMLButtonElement => b !== null)!;
const dialog = () => document.querySelector<HTMLElement>(".ant-modal")!;

beforeEach(() => {
  // Modals measure the scroll bar through pseudo-element styles, which jsdom lacks.
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, "getComputedStyle").mockImplementation((element) => computed(element));
  state.session = { status: "signedIn", user: { uid: "c1", email: "pepe@example.com", displayName: null } as AuthUser, principal: principalFromClaims("c1", {}) };
  state.profile = { id: "c1", name: "Pepe García", bio: "Cook since 1990", picture: null };
  state.introHidden = false;
  Object.values(repo).forEach((f) => f.mockClear());
  logout.mockClear();
});

afterEach(() => vi.restoreAllMocks());

describe("ProfileView", () => {
  it("shows the owner's name, bio and e-mail", () => {
    renderProfile();
    expect(screen.getByText("Pepe García")).toBeInTheDocument();
    expect(screen.getByText("Cook since 1990")).toBeInTheDocument();
    expect(screen.getByText(/pepe@example\.com/)).toBeInTheDocument();
  });

  it("refuses a name of two characters and sends nothing", async () => {
    renderProfile();
    fireEvent.click(button("Edit profile"));
    const name = await screen.findByLabelText("Name");
    fireEvent.change(name, { target: { value: "ab" } });
    fireEvent.click(button("Save", dialog()));
    expect(await screen.findByText("At least 3 characters.")).toBeInTheDocument();
    expect(repo.saveProfile).not.toHaveBeenCalled();
  });

  it("saves a valid name and bio through the profile call", async () => {
    renderProfile();
    fireEvent.click(button("Edit profile"));
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Pepe Martín" } });
    fireEvent.click(button("Save", dialog()));
    await waitFor(() => expect(repo.saveProfile).toHaveBeenCalledWith({ name: "Pepe Martín", bio: "Cook since 1990" }));
  });

  it("uploads a chosen picture and saves its address with the profile", async () => {
    renderProfile();
    fireEvent.click(button("Edit profile"));
    const file = new File(["png"], "me.png", { type: "image/png" });
    fireEvent.change(await screen.findByTestId("picture-input"), { target: { files: [file] } });
    await waitFor(() => expect(repo.uploadProfilePicture).toHaveBeenCalledWith(file));
    await waitFor(() => expect(button("Save", dialog())).not.toBeDisabled());
    fireEvent.click(button("Save", dialog()));
    await waitFor(() => expect(repo.saveProfile).toHaveBeenCalledWith(expect.objectContaining({ picture: "https://files.example/users/c1/profile/p.png" })));
  });

  it("refuses a repeated password that differs and changes nothing", async () => {
    renderProfile();
    fireEvent.click(button("Change password"));
    fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "old-secret" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "new-secret-1" } });
    fireEvent.change(screen.getByLabelText("Repeat the new password"), { target: { value: "new-secret-2" } });
    fireEvent.click(button("Change password", dialog()));
    expect(await screen.findByText("The passwords do not match.")).toBeInTheDocument();
    expect(repo.changePassword).not.toHaveBeenCalled();
  });

  it("deletes the account only after DELETE is typed, then logs out", async () => {
    renderProfile();
    fireEvent.click(button("Delete account"));
    expect(await screen.findByText("All your data will be immediately and irretrievably deleted!")).toBeInTheDocument();
    const confirm = button("Delete my account and all data", dialog());
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Confirmation"), { target: { value: "DELET" } });
    fireEvent.click(confirm);
    expect(repo.deleteAccount).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Confirmation"), { target: { value: "DELETE" } });
    expect(confirm).not.toBeDisabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(repo.deleteAccount).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("login page")).toBeInTheDocument();
  });

  it("offers to show the hidden first steps again, and asks the server to show them", async () => {
    state.introHidden = true;
    renderProfile();
    expect(screen.getByText("The first steps are hidden from the dashboard.")).toBeInTheDocument();
    fireEvent.click(button("Show them again"));
    await waitFor(() => expect(repo.showIntroAgain).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("The first steps are back on the dashboard.")).toBeInTheDocument();
  });

  it("says nothing of the first steps while they are shown on the dashboard", () => {
    renderProfile();
    expect(screen.queryByText("Show them again")).toBeNull();
  });
});
