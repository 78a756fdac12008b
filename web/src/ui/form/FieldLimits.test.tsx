// Length limits and number bounds say the limit, in the user's language; nothing typed is cut.
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntApp, Button } from "antd";
import { IntlProvider } from "react-intl";
import de from "../../i18n/lang/de.json";
import { SLOW } from "../testing";
import { FormKit, NumberField, TextField } from "./index";

interface Values {
  name?: string;
  price?: number | null;
  minutes?: number | null;
  guests?: number | null;
}

function renderIn(locale: "en" | "de", onSubmit: (v: Values) => Promise<void>) {
  return render(
    <IntlProvider locale={locale} defaultLocale="en" messages={locale === "de" ? (de as Record<string, string>) : {}} onError={() => {}}>
      <AntApp>
        <FormKit<Values> onSubmit={onSubmit}>
          <TextField name="name" label="Name" maxLength={200} />
          <NumberField name="price" label="Price" min={0} />
          <NumberField name="minutes" label="Minutes" min={5} max={240} />
          <NumberField name="guests" label="Guests" max={99} />
          <Button htmlType="submit">Save</Button>
        </FormKit>
      </AntApp>
    </IntlProvider>,
  );
}

const paste = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

describe("length limits", SLOW, () => {
  it("keeps a pasted 600-character name whole, shows the count and says the limit; nothing is saved", async () => {
    const onSubmit = vi.fn(async (_: Values) => {});
    renderIn("en", onSubmit);
    const input = screen.getByLabelText("Name");
    paste(input, "a".repeat(600));
    expect(input).toHaveValue("a".repeat(600));
    expect(await screen.findByText("At most 200 characters.")).toBeInTheDocument();
    expect(screen.getByText("600 / 200")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Check that all fields are filled in correctly.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the counter only near the limit", async () => {
    renderIn("en", async () => {});
    const input = screen.getByLabelText("Name");
    paste(input, "a".repeat(100));
    expect(screen.queryByText("100 / 200")).not.toBeInTheDocument();
    paste(input, "a".repeat(170));
    expect(await screen.findByText("170 / 200")).toBeInTheDocument();
    expect(screen.queryByText("At most 200 characters.")).not.toBeInTheDocument();
  });

  it("says the limit in German", async () => {
    renderIn("de", async () => {});
    paste(screen.getByLabelText("Name"), "ä".repeat(201));
    expect(await screen.findByText("Höchstens 200 Zeichen.")).toBeInTheDocument();
  });
});

describe("number bounds", SLOW, () => {
  it("says the bound of each field in English", async () => {
    renderIn("en", async () => {});
    await userEvent.type(screen.getByLabelText("Price"), "-1");
    await userEvent.type(screen.getByLabelText("Minutes"), "2");
    await userEvent.type(screen.getByLabelText("Guests"), "100");
    expect(await screen.findByText("Enter 0 or more.")).toBeInTheDocument();
    expect(await screen.findByText("Enter a number between 5 and 240.")).toBeInTheDocument();
    expect(await screen.findByText("Enter at most 99.")).toBeInTheDocument();
    expect(screen.queryByText("This number is too small.")).not.toBeInTheDocument();
  });

  it("says the bound of each field in German", async () => {
    renderIn("de", async () => {});
    await userEvent.type(screen.getByLabelText("Price"), "-1");
    await userEvent.type(screen.getByLabelText("Minutes"), "300");
    await userEvent.type(screen.getByLabelText("Guests"), "100");
    await waitFor(() => expect(screen.getByText("Geben Sie 0 oder mehr ein.")).toBeInTheDocument());
    expect(await screen.findByText("Geben Sie eine Zahl zwischen 5 und 240 ein.")).toBeInTheDocument();
    expect(await screen.findByText("Geben Sie höchstens 99 ein.")).toBeInTheDocument();
  });
});
