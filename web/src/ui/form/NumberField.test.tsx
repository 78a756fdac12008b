import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, Form, type FormInstance } from "antd";
import { renderWithProviders, SLOW } from "../testing";
import { FormKit, NumberField } from "./index";

interface Price {
  price?: number | null;
}

function PriceForm({ onSubmit, initialValues, required, onForm }: { onSubmit: (v: Price) => Promise<void>; initialValues?: Price; required?: boolean; onForm?: (f: FormInstance<Price>) => void }) {
  const [form] = Form.useForm<Price>();
  onForm?.(form);
  return (
    <FormKit<Price> form={form} initialValues={initialValues} onSubmit={onSubmit}>
      <NumberField name="price" label="Price" suffix="€" required={required} />
      <Button htmlType="submit">Save</Button>
    </FormKit>
  );
}

describe("NumberField", SLOW, () => {
  it("submits '1,5' as the number 1.5", async () => {
    const onSubmit = vi.fn(async (_: Price) => {});
    renderWithProviders(<PriceForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Price"), "1,5");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ price: 1.5 }));
  });

  it("keeps '1,' as typed instead of jumping to '1'", async () => {
    renderWithProviders(<PriceForm onSubmit={async () => {}} />);
    const input = screen.getByLabelText("Price");
    await userEvent.type(input, "1,");
    expect(input).toHaveValue("1,");
  });

  it("gives null for 'abc' and says that a number is expected", async () => {
    const onSubmit = vi.fn(async (_: Price) => {});
    let form: FormInstance<Price> | undefined;
    renderWithProviders(<PriceForm onSubmit={onSubmit} initialValues={{ price: 3 }} onForm={(f) => (form = f)} />);
    const input = screen.getByLabelText("Price");
    await userEvent.clear(input);
    await userEvent.type(input, "abc");
    expect(input).toHaveValue("abc");
    expect(form?.getFieldValue("price")).toBeNull();
    expect(await screen.findByText("Enter a number.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Check that all fields are filled in correctly.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("gives null for an emptied input", async () => {
    const onSubmit = vi.fn(async (_: Price) => {});
    renderWithProviders(<PriceForm onSubmit={onSubmit} initialValues={{ price: 3 }} />);
    await userEvent.clear(screen.getByLabelText("Price"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ price: null }));
  });

  it("shows a stored number with its suffix in read-only mode", () => {
    renderWithProviders(
      <FormKit<Price> readOnly initialValues={{ price: 2.5 }} onSubmit={async () => {}}>
        <NumberField name="price" label="Price" suffix="€" />
      </FormKit>,
    );
    expect(screen.getByText(/2\.5/)).toHaveTextContent("2.5 €");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
