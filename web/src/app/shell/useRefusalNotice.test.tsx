import { StrictMode, useLayoutEffect, useState } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { App } from "antd";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router-dom";
import { describe, expect, it, vi, type MockInstance } from "vitest";
import { Providers, SLOW } from "../../ui/testing";
import { useRefusalNotice } from "./useRefusalNotice";

let warning: MockInstance | null = null;

/** Spies on the antd message API the hook gets; layout effects run before the hook's effect. */
function Spy() {
  const { message } = App.useApp();
  useLayoutEffect(() => {
    if (!warning) warning = vi.spyOn(message, "warning");
  }, [message]);
  return null;
}

function Screen() {
  useRefusalNotice();
  const [renders, setRenders] = useState(0);
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => setRenders(renders + 1)}>render again {renders}</button>
      <button onClick={() => navigate("/orders/list")}>elsewhere</button>
    </>
  );
}

function renderAt(state: unknown) {
  warning = null;
  const router = createMemoryRouter(
    [{ path: "*", element: <><Spy /><Screen /></> }],
    // Behind a first entry: the first one's key is always "default", later ones get keys of their own.
    { initialEntries: ["/start", { pathname: "/orders/overview", state }], initialIndex: 1 },
  );
  render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

describe("useRefusalNotice", () => {
  it("tells a user sent away why, once, under StrictMode and across renders and navigation", async () => {
    renderAt({ refused: { screen: "settings" } });
    expect(await screen.findByText("You don't have permission to open Settings; ask the owner.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /render again/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "elsewhere" }));
    });
    expect(warning).toHaveBeenCalledTimes(1);
  }, SLOW.timeout);

  it("names no screen when the refused one has no menu entry", async () => {
    renderAt({ refused: { screen: null } });
    expect(await screen.findByText("You don't have permission to open that screen; ask the owner.")).toBeInTheDocument();
  }, SLOW.timeout);

  it("says nothing on a screen opened without a refusal", async () => {
    renderAt(null);
    await act(async () => {});
    expect(warning).not.toHaveBeenCalled();
  });
});
