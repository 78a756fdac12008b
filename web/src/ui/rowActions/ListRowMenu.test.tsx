import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SLOW } from "../testing";
import { ListRowMenu } from "./ListRowMenu";
import type { RowAction } from "./rowAction";

function setup() {
  const button = document.body.appendChild(document.createElement("button"));
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  const onClose = vi.fn();
  const actions: RowAction[] = [
    { key: "edit", label: "Edit", icon: null, onClick: onEdit },
    { key: "delete", label: "Delete", icon: null, danger: true, disabled: true, dividerBefore: true, onClick: onDelete },
  ];
  render(<ListRowMenu button={button} actions={actions} onClose={onClose} />);
  return { onEdit, onDelete, onClose };
}

describe("ListRowMenu", () => {
  afterEach(() => document.body.replaceChildren());

  it("runs the chosen action and closes", SLOW, async () => {
    const { onEdit, onClose } = setup();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
    expect(onClose).toHaveBeenCalled();
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it("keeps a disabled action from running", SLOW, async () => {
    const { onDelete } = setup();
    const item = await screen.findByRole("menuitem", { name: "Delete" });
    expect(item).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(item);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("closes on Escape and when the page scrolls", SLOW, async () => {
    const { onClose } = setup();
    fireEvent.keyDown(await screen.findByRole("menu"), { key: "Escape" });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    onClose.mockClear();
    fireEvent.scroll(window);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
