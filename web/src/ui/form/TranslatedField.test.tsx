import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "antd";
import type { FieldErrors, LanguageCode, LocalizedText } from "@comanda/shared";
import { ContentLanguagesProvider } from "../contentLanguage";
import { renderWithProviders, SLOW } from "../testing";
import { FormKit, TranslatedField } from "./index";

interface Product {
  name?: LocalizedText;
}

function ProductForm(props: {
  languages?: LanguageCode[];
  hide?: boolean;
  initialValues?: Product;
  serverErrors?: FieldErrors;
  onSubmit?: (v: Product) => Promise<void>;
  requiredLanguages?: LanguageCode[];
}) {
  return (
    <ContentLanguagesProvider languages={props.languages ?? ["en", "es", "de"]} defaultLanguage="en" hideTranslationTabs={props.hide}>
      <FormKit<Product> initialValues={props.initialValues} serverErrors={props.serverErrors} onSubmit={props.onSubmit ?? (async () => {})}>
        <TranslatedField name="name" label="Name" required requiredLanguages={props.requiredLanguages} />
        <Button htmlType="submit">Save</Button>
      </FormKit>
    </ContentLanguagesProvider>
  );
}

const pane = (code: string) => {
  const tab = screen.getByRole("tab", { name: new RegExp(`^${code}`) });
  const id = tab.getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no panel for ${code}`);
  return panel;
};

describe("TranslatedField", SLOW, () => {
  it("shows a tab per enabled content language", () => {
    renderWithProviders(<ProductForm />);
    expect(screen.getAllByRole("tab").map((t) => t.textContent?.slice(0, 2))).toEqual(["EN", "ES", "DE"]);
  });

  it("shows only the default language's input without tabs when translation tabs are hidden", () => {
    renderWithProviders(<ProductForm hide initialValues={{ name: { en: "Soup", es: "Sopa" } }} />);
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(screen.getByLabelText("Name")).toHaveValue("Soup");
  });

  it("keeps the hidden languages' texts when saving without tabs", async () => {
    const onSubmit = vi.fn(async (_: Product) => {});
    renderWithProviders(<ProductForm hide initialValues={{ name: { en: "Soup", es: "Sopa" } }} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Name"), "s");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: { en: "Soups", es: "Sopa" } }));
  });

  it("marks the tab of a required language that has no text", () => {
    renderWithProviders(<ProductForm initialValues={{ name: { es: "Sopa" } }} />);
    expect(screen.getByRole("img", { name: "EN: text missing" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "ES: text missing" })).not.toBeInTheDocument();
  });

  it("requires only the default language unless told otherwise", async () => {
    const onSubmit = vi.fn(async (_: Product) => {});
    renderWithProviders(<ProductForm initialValues={{ name: { en: "Soup" } }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: { en: "Soup" } }));
  });

  it("validates every required language and shows the error in that language's tab", async () => {
    const onSubmit = vi.fn(async (_: Product) => {});
    renderWithProviders(<ProductForm initialValues={{ name: { en: "Soup" } }} requiredLanguages={["en", "es"]} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(pane("ES")).toHaveTextContent("This field is required."));
    expect(pane("EN")).not.toHaveTextContent("This field is required.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server error of name.en in the EN tab and marks that tab", async () => {
    renderWithProviders(<ProductForm initialValues={{ name: { en: "So", es: "Sopa" } }} serverErrors={{ "name.en": ["minLength"] }} />);
    await userEvent.click(screen.getByRole("tab", { name: /^ES/ }));
    await waitFor(() => expect(pane("EN")).toHaveTextContent("This text is too short."));
    expect(pane("ES")).not.toHaveTextContent("This text is too short.");
    expect(screen.getByRole("img", { name: "EN: check this text" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: /^EN/ }));
    expect(within(pane("EN")).getByRole("textbox")).toHaveValue("So");
  });
});
