import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { Providers, SLOW } from "../../ui/testing";
import OrdersActions from "./OrdersActions";
import { TEST_ORDER_PATH } from "./addOrderParam";

// The dialog itself has its own tests; here only whether it opens.
vi.mock("../add/AddOrderModal", () => ({ default: () => <div role="dialog" aria-label="Add order" /> }));
vi.mock("../scan/ScanCodeModal", () => ({ default: () => null }));

function show(at: string) {
  const router = createMemoryRouter([{ path: "/orders/overview", element: <OrdersActions /> }], { initialEntries: [at] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("OrdersActions", () => {
  it("opens the add-order dialog when the address asks for it (the first steps' test order), then drops the request", SLOW, async () => {
    const router = show(TEST_ORDER_PATH);
    expect(await screen.findByRole("dialog", { name: "Add order" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("opens nothing on an ordinary visit", SLOW, async () => {
    show("/orders/overview");
    expect(await screen.findByRole("button", { name: /add order/i })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
