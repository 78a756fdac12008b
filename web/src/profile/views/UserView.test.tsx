import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { User } from "@comanda/shared";

const state = vi.hoisted(() => ({ users: {} as Record<string, User>, asked: [] as (string | null)[] }));
vi.mock("../repository", () => ({
  useUserProfile: (uid: string | null) => {
    state.asked.push(uid);
    return { data: (uid && state.users[uid]) || null, loading: false, error: null };
  },
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

const { default: UserView } = await import("./UserView");

function renderAt(path: string) {
  return render(
    <IntlProvider locale="en" messages={{}}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/users/:userId" element={<UserView />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

beforeEach(() => {
  state.users = { u1: { id: "u1", name: "Ana López", bio: "Head waiter" } };
  state.asked = [];
});

describe("UserView", () => {
  it("shows the public profile of the user named in the address", () => {
    renderAt("/users/u1");
    expect(state.asked).toContain("u1");
    expect(screen.getByText("Ana López")).toBeInTheDocument();
    expect(screen.getByText("Head waiter")).toBeInTheDocument();
  });

  it("shows an empty state for a user that cannot be found", () => {
    renderAt("/users/nobody");
    expect(screen.getByText("This user could not be found.")).toBeInTheDocument();
  });
});
