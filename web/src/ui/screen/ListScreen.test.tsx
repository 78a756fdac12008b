// The shared list screen: a spinner while the list first loads, its error in words, the empty state, else the
// list; the add button; the delete confirmation that deletes only once confirmed and says so either way.
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { defineMessages } from "react-intl";
import { ApiError } from "../../data/api";
import { renderWithProviders, SLOW } from "../testing";
import { ListScreen, useConfirmDelete } from "./ListScreen";
import { ScreenTable } from "./ScreenTable";

const m = defineMessages({
  confirm: { id: "test.list.confirm", defaultMessage: "Delete this thing?" },
  hint: { id: "test.list.hint", defaultMessage: "“{name}” is deleted for good." },
  ok: { id: "test.list.ok", defaultMessage: "Delete" },
  cancel: { id: "test.list.cancel", defaultMessage: "Keep" },
  done: { id: "test.list.done", defaultMessage: "The thing was deleted." },
});

function Screen({ list, onAdd = () => {}, remove = async () => {} }: { list: { loading: boolean; error: unknown; empty: boolean }; onAdd?: () => void; remove?: (id: string) => Promise<unknown> }) {
  const confirmDelete = useConfirmDelete(m, remove);
  return (
    <ListScreen
      title="Things"
      addLabel="Add a thing"
      onAdd={onAdd}
      intro="All your things."
      list={list}
      loadFailed="The things could not be loaded."
      emptyTitle="No things yet"
      emptyText="Add your first thing."
      after={<p>After the list</p>}
    >
      <ScreenTable label="Things" columns={["Name", "Size"]} actionsLabel="Actions">
        <tr>
          <th scope="row">Lamp</th>
          <td data-label="Size">2</td>
          <td className="screen-actions">
            <button type="button" onClick={() => confirmDelete("t1", "Lamp")}>
              Delete Lamp
            </button>
          </td>
        </tr>
      </ScreenTable>
    </ListScreen>
  );
}

describe("ListScreen", SLOW, () => {
  it("shows the title, the introduction, the add button and the list with its columns", () => {
    const onAdd = vi.fn();
    renderWithProviders(<Screen list={{ loading: false, error: null, empty: false }} onAdd={onAdd} />);
    expect(screen.getByRole("heading", { level: 1, name: "Things" })).toBeInTheDocument();
    expect(screen.getByText("All your things.")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Things" });
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Name", "Size", "Actions"]);
    expect(within(table).getByRole("rowheader", { name: "Lamp" })).toBeInTheDocument();
    expect(screen.getByText("After the list")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /Add a thing/ }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it("shows a spinner while nothing is loaded yet, not the empty state", () => {
    const { container } = renderWithProviders(<Screen list={{ loading: true, error: null, empty: true }} />);
    expect(container.querySelector(".ant-spin")).not.toBeNull();
    expect(screen.queryByText("No things yet")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("keeps showing the loaded list while it refreshes", () => {
    renderWithProviders(<Screen list={{ loading: true, error: null, empty: false }} />);
    expect(screen.getByRole("table", { name: "Things" })).toBeInTheDocument();
  });

  it("says the list is empty with the screen's words", () => {
    renderWithProviders(<Screen list={{ loading: false, error: null, empty: true }} />);
    expect(screen.getByText("No things yet")).toBeInTheDocument();
    expect(screen.getByText("Add your first thing.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("After the list")).toBeInTheDocument();
  });

  it("says the list could not be loaded, and why", () => {
    renderWithProviders(<Screen list={{ loading: false, error: new ApiError("network", 0), empty: true }} />);
    expect(screen.getByText("The things could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText("No connection to the server. Check your internet connection and try again.")).toBeInTheDocument();
  });

  it("deletes only after the confirmation names the thing, and says it was deleted", async () => {
    const remove = vi.fn(async () => {});
    renderWithProviders(<Screen list={{ loading: false, error: null, empty: false }} remove={remove} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Lamp" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByText("Delete this thing?").length).toBeGreaterThan(0);
    expect(within(dialog).getByText("“Lamp” is deleted for good.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Delete Lamp" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith("t1"));
    expect(await screen.findByText("The thing was deleted.")).toBeInTheDocument();
  });

  it("says why a delete was refused", async () => {
    renderWithProviders(<Screen list={{ loading: false, error: null, empty: false }} remove={() => Promise.reject(new ApiError("network", 0))} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Lamp" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No connection to the server. Check your internet connection and try again.")).toBeInTheDocument();
    expect(screen.queryByText("The thing was deleted.")).not.toBeInTheDocument();
  });
});
