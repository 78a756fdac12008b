import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { localized, type LocalizedText } from "@comanda/shared";
import { renderInRouter, SLOW } from "../../../../ui/testing";
import { newProductValues, type ProductFormValues } from "../productForm";
import { ProductEditorForm, type ProductEditorFormProps } from "./ProductEditorForm";

const products: ProductEditorFormProps["products"] = [
  { id: "soup", name: { en: "Tomato soup" }, hidden: false, type: "regular", categoryId: "starters", price: 6, allergens: ["celery"] },
  { id: "salad", name: { en: "Green salad" }, hidden: false, type: "regular", categoryId: "starters", price: 7, allergens: ["mustard"] },
  { id: "secret", name: { en: "Secret dish" }, hidden: true, type: "regular", categoryId: "starters", price: 9 },
];

function renderForm(overrides: Partial<ProductEditorFormProps> = {}) {
  const onSubmit = vi.fn(async (_values: ProductFormValues) => {});
  const props: ProductEditorFormProps = {
    initialValues: newProductValues(10),
    categories: [
      { id: "drinks", sortOrder: 1000, parentId: null, name: { en: "Drinks" } },
      { id: "wine", sortOrder: 1000, parentId: "drinks", name: { en: "Wine" } },
    ],
    courses: [],
    locations: [],
    tags: [],
    products,
    vatChoices: [{ rate: 10, name: null, isDefault: true }, { rate: 21, name: "Standard", isDefault: false }],
    currency: "EUR",
    currencySymbol: "€",
    timezone: "Europe/Madrid",
    language: "en",
    nameOf: (text: LocalizedText | undefined) => localized(text, "en"),
    formatMoney: (n: number) => `€${n.toFixed(2)}`,
    onSubmit,
    onUploadPhoto: vi.fn(async () => "https://example.test/photo.png"),
    onCancel: vi.fn(),
    ...overrides,
  };
  renderInRouter(<ProductEditorForm {...props} />);
  return { onSubmit };
}

const save = () => userEvent.click(screen.getByRole("button", { name: "Save" }));

// What the browser tests (e2e/catalogue-product-editor.spec.ts) and the pure tests (productForm.test.ts)
// do not reach: list moves, refusals of a combined product and of an order time, server errors in groups.
describe("ProductEditorForm", SLOW, () => {
  it("moves the second addon above the first", async () => {
    renderForm({ initialValues: { ...newProductValues(10), addons: [
      { id: "a", name: { en: "Bread" }, price: 1, allergens: [], soldOutUntil: null },
      { id: "b", name: { en: "Olives" }, price: 2, allergens: [], soldOutUntil: null },
    ] } });
    await userEvent.click(screen.getByRole("button", { name: "Move up: Olives" }));
    const nameOf = (n: number) => (screen.getByRole("textbox", { name: `Name of addon ${n}` }) as HTMLInputElement).value;
    expect([nameOf(1), nameOf(2)]).toEqual(["Olives", "Bread"]);
  });

  it("names each addon's inputs and sold-out control after their addon, for screen readers", async () => {
    renderForm({ initialValues: { ...newProductValues(10), addons: [
      { id: "a", name: { en: "Bread" }, price: 1, allergens: [], soldOutUntil: null },
      { id: "b", name: { en: "Olives" }, price: 2, allergens: [], soldOutUntil: null },
    ] } });
    expect(screen.getByRole("textbox", { name: "Name of addon 2" })).toHaveValue("Olives");
    expect((screen.getByRole("textbox", { name: "Price of addon 2" }) as HTMLInputElement).value).toMatch(/^2([.,]00?)?$/);
    expect(screen.getByRole("textbox", { name: "Name of addon 1" })).toHaveValue("Bread");
    // The product's own name keeps its plain label; no two inputs share a name.
    expect(screen.getAllByRole("textbox", { name: "Name" })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Sold out: Olives: Available" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sold out: Bread: Available" })).toBeInTheDocument();
  });

  it("refuses a combined product whose group has no product", async () => {
    const { onSubmit } = renderForm({ initialValues: { ...newProductValues(10), name: { en: "Menu" }, price: 15, type: "combined", slots: [{ id: "s1", name: { en: "Starter" }, items: [] }] } });
    await save();
    expect(await screen.findByText("Add at least one product.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a server error under the product of a group it names", async () => {
    renderForm({
      initialValues: { ...newProductValues(10), name: { en: "Menu" }, price: 15, type: "combined", slots: [{ id: "s1", name: { en: "Starter" }, items: [{ productId: "soup", correction: 0 }, { productId: "secret", correction: 0 }] }] },
      serverErrors: { "slots.0.items.1.productId": ["slot-product-hidden"] },
    });
    const item = await screen.findByRole("group", { name: "Secret dish" });
    expect(await within(item).findByText("Only visible products can be added to a combined product.")).toBeInTheDocument();
  });

  it("refuses an order time without days", async () => {
    const { onSubmit } = renderForm({ initialValues: { ...newProductValues(10), name: { en: "Snack" }, price: 4, availability: [{ weekdays: [1], from: "12:00", to: "16:00" }] } });
    await userEvent.click(within(screen.getByRole("group", { name: "Order time 1: Days" })).getByRole("button", { name: "Monday" }));
    await save();
    expect(await screen.findByText("Choose at least one day.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("ProductEditorForm: a new row", SLOW, () => {
  it("shows no error in a newly added addon until its field is left or the product is saved", async () => {
    const { onSubmit } = renderForm({ initialValues: { ...newProductValues(10), name: { en: "Soup" }, price: 4 } });
    await userEvent.click(screen.getByRole("button", { name: /Add addon/ }));
    const addon = screen.getByRole("region", { name: "Addon 1" });
    await new Promise((r) => setTimeout(r, 300));
    expect(within(addon).queryByText("This field is required.")).not.toBeInTheDocument();
    const name = within(addon).getByRole("textbox", { name: "Name of addon 1" });
    await userEvent.click(name);
    await userEvent.tab();
    expect(await within(addon).findByText("This field is required.")).toBeInTheDocument();
    await save();
    await waitFor(() => expect(within(addon).getAllByText("This field is required.")).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
