import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "antd";
import type { FieldErrors } from "@comanda/shared";
import { RouterProvider } from "react-router-dom";
import { Providers, renderInRouter, renderWithProviders, SLOW } from "../testing";
import { CheckboxField, FormKit, PASSWORD_MASK, SelectField, TextField } from "./index";

interface Profile {
  name?: string;
  email?: string;
  password?: string;
}

function ProfileForm(props: { onSubmit?: (v: Profile) => Promise<void>; initialValues?: Profile; readOnly?: boolean; serverErrors?: FieldErrors }) {
  return (
    <FormKit<Profile> initialValues={props.initialValues} onSubmit={props.onSubmit ?? (async () => {})} readOnly={props.readOnly} serverErrors={props.serverErrors}>
      <TextField name="name" label="Name" required minLength={3} />
      <TextField name="email" label="Email" type="email" />
      <TextField name="password" label="Password" type="password" />
      <Button htmlType="submit">Save</Button>
    </FormKit>
  );
}

describe("FormKit", SLOW, () => {
  it("marks a required field with an asterisk", () => {
    renderWithProviders(<ProfileForm />);
    const label = screen.getByText("Name").closest("label");
    expect(label).toHaveClass("ant-form-item-required");
    expect(screen.getByText("Email").closest("label")).not.toHaveClass("ant-form-item-required");
  });

  it("marks a checkbox that must be ticked with an asterisk, and only that one", () => {
    renderWithProviders(
      <FormKit<{ terms?: boolean; news?: boolean }> onSubmit={async () => {}}>
        <CheckboxField name="terms" label="I accept the terms" mustBeChecked />
        <CheckboxField name="news" label="Newsletter" />
      </FormKit>,
    );
    expect(screen.getByLabelText(/I accept the terms/).closest("label")).toHaveTextContent("*I accept the terms");
    expect(screen.getByLabelText(/Newsletter/).closest("label")).not.toHaveTextContent("*");
  });

  it("shows the required error under the field and the form error toast after submit", async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<ProfileForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This field is required.")).toBeInTheDocument();
    expect(await screen.findByText("Check that all fields are filled in correctly.")).toBeInTheDocument();
    const item = screen.getByLabelText("Name").closest(".ant-form-item");
    expect(item).toHaveTextContent("This field is required.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("lists every broken rule of a field under it", async () => {
    renderWithProviders(<ProfileForm initialValues={{ name: "ab", email: "nope" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("At least 3 characters.")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address.")).toBeInTheDocument();
  });

  it("submits all values once they are valid", async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<ProfileForm onSubmit={onSubmit} initialValues={{ password: "secret-1" }} />);
    await userEvent.type(screen.getByLabelText("Name"), "Ana Pérez");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Ana Pérez", password: "secret-1" }));
  });

  it("shows server field errors as text under the matching field", async () => {
    renderWithProviders(<ProfileForm initialValues={{ name: "Ana" }} serverErrors={{ email: ["email-already-in-use"] }} />);
    const item = screen.getByLabelText("Email").closest(".ant-form-item");
    await waitFor(() => expect(item).toHaveTextContent("This email is already in use"));
  });

  it("shows server errors of fields it does not have above the form", async () => {
    renderWithProviders(<ProfileForm initialValues={{ name: "Ana" }} serverErrors={{ companyname: ["required"] }} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This field is required.");
  });

  it("puts the field errors of a rejected submit under the fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error("validation"), { code: "validation", fields: { name: ["minLength"] } });
    });
    renderWithProviders(<ProfileForm onSubmit={onSubmit} initialValues={{ name: "Ana" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const item = screen.getByLabelText("Name").closest(".ant-form-item");
    await waitFor(() => expect(item).toHaveTextContent("This text is too short."));
    expect(await screen.findByText("Check that all fields are filled in correctly.")).toBeInTheDocument();
  });

  it("scrolls to and focuses the first field the server refused, in page order, once the form is enabled again", async () => {
    // The server names the fields in its own order: the password before the e-mail, which stands above it.
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error("validation"), { code: "validation", fields: { password: ["minLength"], email: ["email-already-in-use"] } });
    });
    renderWithProviders(<ProfileForm onSubmit={onSubmit} initialValues={{ name: "Ana" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveFocus());
    // antd shows a field's errors through its motion, which may end after the focus moved on a loaded machine.
    await waitFor(() => expect(email.closest(".ant-form-item")).toHaveTextContent("This email is already in use"));
  });

  it("focuses the refused field when a view hands the server's errors in as props", async () => {
    const { rerender } = renderWithProviders(<ProfileForm initialValues={{ name: "Ana" }} />);
    expect(screen.getByLabelText("Password")).not.toHaveFocus();
    rerender(
      <Providers>
        <ProfileForm initialValues={{ name: "Ana" }} serverErrors={{ password: ["minLength"] }} />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByLabelText("Password")).toHaveFocus());
  });

  it("scrolls to the errors above the form when the server refused a field the form does not have", async () => {
    // jsdom has no layout and so no scrollIntoView.
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    try {
      const onSubmit = vi.fn(async () => {
        throw Object.assign(new Error("validation"), { code: "validation", fields: { companyname: ["required"] } });
      });
      renderWithProviders(<ProfileForm onSubmit={onSubmit} initialValues={{ name: "Ana" }} />);
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      const alert = await screen.findByRole("alert");
      await waitFor(() => expect(scrolled.mock.contexts).toContain(alert.closest(".ant-alert")));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it("shows plain text in read-only mode and masks passwords", () => {
    renderWithProviders(<ProfileForm readOnly initialValues={{ name: "Ana", email: "ana@example.com", password: "secret-1" }} />);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByText("Ana")).toBeInTheDocument();
    expect(screen.getByText("ana@example.com")).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MASK)).toBeInTheDocument();
    expect(screen.queryByText("secret-1")).not.toBeInTheDocument();
    expect(screen.getByText("Name").closest("label")).not.toHaveClass("ant-form-item-required");
  });

  it("shows the fallback label for a select option without a label", async () => {
    renderWithProviders(
      <FormKit<{ zone?: string }> initialValues={{ zone: "z2" }} onSubmit={async () => {}}>
        <SelectField name="zone" label="Zone" options={[{ value: "z1", label: "Terrace" }, { value: "z2" }]} />
      </FormKit>,
    );
    expect(screen.getByText("(no name)")).toBeInTheDocument();
  });

  it("uses a given fallback label in read-only mode", () => {
    renderWithProviders(
      <FormKit<{ zone?: string }> readOnly initialValues={{ zone: "z2" }} onSubmit={async () => {}}>
        <SelectField name="zone" label="Zone" options={[{ value: "z2", label: " " }]} fallbackLabel="Unnamed zone" />
      </FormKit>,
    );
    expect(screen.getByText("Unnamed zone")).toBeInTheDocument();
  });
});

describe("leaving a form", SLOW, () => {
  it("asks before leaving a form with unsaved changes and stays on Stay", async () => {
    const { router } = renderInRouter(<ProfileForm initialValues={{ name: "Ana" }} />);
    await userEvent.type(screen.getByLabelText("Name"), "x");
    await userEvent.click(screen.getByRole("link", { name: "elsewhere" }));
    expect(await screen.findByRole("dialog", { name: "Do you really want to leave without saving?" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/form");
    expect(screen.getByLabelText("Name")).toHaveValue("Anax");
  });

  it("keeps the one dialog when the texts reload while it is open, and Stay closes it", async () => {
    const { router, rerender } = renderInRouter(<ProfileForm initialValues={{ name: "Ana" }} />);
    await userEvent.type(screen.getByLabelText("Name"), "x");
    await userEvent.click(screen.getByRole("link", { name: "elsewhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Do you really want to leave without saving?" });
    // A new intl (as when a catalogue part arrives) must not close and reopen the dialog.
    rerender(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole("dialog")).toEqual([dialog]);
    await userEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/form");
  });

  it("leaves after confirming", async () => {
    renderInRouter(<ProfileForm initialValues={{ name: "Ana" }} />);
    await userEvent.type(screen.getByLabelText("Name"), "x");
    await userEvent.click(screen.getByRole("link", { name: "elsewhere" }));
    await userEvent.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByText("Elsewhere page")).toBeInTheDocument();
  });

  it("does not ask when nothing changed", async () => {
    renderInRouter(<ProfileForm initialValues={{ name: "Ana" }} />);
    await userEvent.click(screen.getByRole("link", { name: "elsewhere" }));
    expect(await screen.findByText("Elsewhere page")).toBeInTheDocument();
  });

  it("does not ask after the changes were saved", async () => {
    const onSubmit = vi.fn(async () => {});
    renderInRouter(<ProfileForm initialValues={{ name: "Ana" }} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Name"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await userEvent.click(screen.getByRole("link", { name: "elsewhere" }));
    expect(await screen.findByText("Elsewhere page")).toBeInTheDocument();
    expect(screen.queryByText("Do you really want to leave without saving?")).not.toBeInTheDocument();
  });

  it("does not ask when saving itself navigates away", async () => {
    const after = { save: async () => {} };
    const { router } = renderInRouter(<ProfileForm initialValues={{ name: "Ana" }} onSubmit={() => after.save()} />);
    after.save = () => router.navigate("/elsewhere");
    await userEvent.type(screen.getByLabelText("Name"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Elsewhere page")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("guards reloading the tab while there are unsaved changes", async () => {
    renderInRouter(<ProfileForm initialValues={{ name: "Ana" }} />);
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText("Name"), "x");
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
