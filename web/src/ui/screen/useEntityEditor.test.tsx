// The shared editor's life: the form's values loaded once from the stored entity (not replaced by a later change),
// a new entity's defaults, "not found" once the list is loaded without it, "saved" in place, and after creating
// "created" and the edit page, where what was saved stands in until the live list brings it.
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { defineMessages } from "react-intl";
import { createMemoryRouter, RouterProvider, useParams } from "react-router-dom";
import { Providers, SLOW } from "../testing";
import { useEntityEditor } from "./useEntityEditor";

interface Thing {
  id: string;
  name: string;
}
interface Values {
  name: string;
}

const m = defineMessages({
  saved: { id: "test.editor.saved", defaultMessage: "The thing was saved." },
  created: { id: "test.editor.created", defaultMessage: "The thing was added." },
});
const toValues = (thing: Thing): Values => ({ name: thing.name });
const newValues = (): Values => ({ name: "New thing" });
const createdValues = (values: Values): Values => ({ name: values.name.trim() });
const CREATED_STATE = { open: "secret" };

function Editor({ list, save }: { list: { data: Thing[]; loading: boolean }; save: (values: Values, id: string | undefined) => Promise<string> }) {
  const { id } = useParams<{ id: string }>();
  const thingId = id ?? null;
  const editor = useEntityEditor({
    id: thingId,
    stored: thingId ? (list.data.find((t) => t.id === thingId) ?? null) : null,
    companyLoading: false,
    listLoading: list.loading,
    toValues,
    newValues,
    save,
    editPath: (newId) => `/things/${newId}/edit`,
    messages: m,
    createdValues,
    createdState: CREATED_STATE,
  });
  if (editor.notFound) return <p>Not found</p>;
  if (!editor.initialValues) return <p>Loading</p>;
  return (
    <div>
      <p>Form for {editor.initialValues.name}</p>
      <p>Opened with {String(editor.navState?.open ?? "nothing")}</p>
      <button type="button" onClick={() => void editor.submit({ name: "  Lamp  " })}>
        Save
      </button>
    </div>
  );
}

type List = { data: Thing[]; loading: boolean };

/** The editor under a live list that the test changes with buttons ("list arrives", "someone renames it"). */
function Live({ initial, arrived, save }: { initial: List; arrived: List; save: (values: Values, id: string | undefined) => Promise<string> }) {
  const [list, setList] = useState(initial);
  // As the screens do: a new key per entity starts a fresh form.
  const { id } = useParams<{ id: string }>();
  return (
    <>
      <Editor key={id ?? "new"} list={list} save={save} />
      <button type="button" onClick={() => setList(arrived)}>
        List changes
      </button>
    </>
  );
}

function open(path: string, initial: List, arrived: List = initial) {
  const save = vi.fn(async (_values: Values, id: string | undefined) => id ?? "t9");
  const element = <Live initial={initial} arrived={arrived} save={save} />;
  const router = createMemoryRouter(
    [
      { path: "/things/new", element },
      { path: "/things/:id/edit", element },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, save };
}

describe("useEntityEditor", SLOW, () => {
  it("starts a new entity from its defaults, and after creating opens its edit page with what was saved", async () => {
    const { router, save } = open("/things/new", { data: [], loading: false });
    expect(screen.getByText("Form for New thing")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/things/t9/edit"));
    expect(save).toHaveBeenCalledWith({ name: "  Lamp  " }, undefined);
    expect(await screen.findByText("The thing was added.")).toBeInTheDocument();
    // The live list does not hold it yet: what was saved (as the server stores it) stands in.
    expect(await screen.findByText("Form for Lamp")).toBeInTheDocument();
    expect(screen.getByText("Opened with secret")).toBeInTheDocument();
    // Replacing the history entry: "back" does not return to an empty "new" form.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("waits for the list, then edits the stored entity and says it was saved, in place", async () => {
    const list = { data: [{ id: "t1", name: "Chair" }], loading: false };
    const { router, save } = open("/things/t1/edit", list);
    expect(await screen.findByText("Form for Chair")).toBeInTheDocument();
    expect(screen.getByText("Opened with nothing")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The thing was saved.")).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: "  Lamp  " }, "t1");
    expect(router.state.location.pathname).toBe("/things/t1/edit");
  });

  it("says 'not found' only once the list is loaded without the entity", async () => {
    open("/things/t2/edit", { data: [], loading: true }, { data: [{ id: "t1", name: "Chair" }], loading: false });
    expect(screen.getByText("Loading")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "List changes" }));
    expect(await screen.findByText("Not found")).toBeInTheDocument();
  });

  it("keeps the values it loaded when the stored entity changes meanwhile", async () => {
    open("/things/t1/edit", { data: [{ id: "t1", name: "Chair" }], loading: false }, { data: [{ id: "t1", name: "Sofa" }], loading: false });
    expect(await screen.findByText("Form for Chair")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "List changes" }));
    expect(screen.getByText("Form for Chair")).toBeInTheDocument();
    expect(screen.queryByText("Form for Sofa")).not.toBeInTheDocument();
  });
});
