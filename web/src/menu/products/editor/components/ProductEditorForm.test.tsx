import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { localized, type LocalizedText } from "@comanda/shared";
import { renderInRouter, SLOW } from "../../../../ui/testing";
import { formValuesToRequest, newProductValues, type ProductFormValues } from "../productForm";
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

describe("ProductEditorForm", SLOW, () => {
  it("refuses to save a product without a name", async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Price including VAT" }), "5");
    await save();
    expect(await screen.findByText("This field is required.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the net price and the VAT in the price", async () => {
    renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Price including VAT" }), "11");
    expect(await screen.findByText("Net €10.00 · VAT €1.00")).toBeInTheDocument();
  });

  it("saves a product with an addon, its price and its allergens", async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Burger");
    await userEvent.type(screen.getByRole("textbox", { name: "Price including VAT" }), "12,5");
    await userEvent.click(screen.getByRole("button", { name: /Add addon/ }));
    const addon = screen.getByRole("region", { name: "Addon 1" });
    await userEvent.type(within(addon).getByRole("textbox", { name: "Name" }), "Cheese");
    await userEvent.type(within(addon).getByRole("textbox", { name: "Price" }), "1.5");
    await userEvent.click(within(addon).getByRole("button", { name: /^Allergens: Cheese/ }));
    const chips = await screen.findByRole("group", { name: "Allergens: Cheese" });
    await userEvent.click(within(chips).getByRole("button", { name: "Milk", pressed: false }));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const request = formValuesToRequest(onSubmit.mock.calls[0]![0]);
    expect(request).toMatchObject({ name: { en: "Burger" }, price: 12.5, vat: 10, addons: [{ name: { en: "Cheese" }, price: 1.5, allergens: ["milk"], soldOutUntil: null }] });
  });

  it("moves the second addon above the first", async () => {
    renderForm({ initialValues: { ...newProductValues(10), addons: [
      { id: "a", name: { en: "Bread" }, price: 1, allergens: [], soldOutUntil: null },
      { id: "b", name: { en: "Olives" }, price: 2, allergens: [], soldOutUntil: null },
    ] } });
    await userEvent.click(screen.getByRole("button", { name: "Move up: Olives" }));
    const names = screen.getAllByRole("textbox", { name: "Name" }).map((input) => (input as HTMLInputElement).value);
    expect(names.slice(1)).toEqual(["Olives", "Bread"]);
  });

  it("offers only visible products in the product selector and adds the picked ones to the group", async () => {
    renderForm({ initialValues: { ...newProductValues(10), type: "combined", slots: [{ id: "s1", name: { en: "Starter" }, items: [{ productId: "soup", correction: 0 }] }] } });
    await userEvent.click(screen.getByRole("button", { name: /Add products/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add products to “Starter”" });
    expect(within(dialog).queryByRole("checkbox", { name: "Secret dish" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "Tomato soup" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Green salad" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add 1 product" }));
    const group = screen.getByRole("region", { name: "Product group 1" });
    expect(within(group).getByRole("group", { name: "Green salad" })).toBeInTheDocument();
    const mayMeet = screen.getByRole("group", { name: /Allergens the customer may meet/ });
    expect(within(mayMeet).getAllByText(/Celery|Mustard/).map((tag) => tag.textContent)).toEqual(["Celery", "Mustard"]);
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

  it("adds an order time that runs past midnight and saves it with its days", async () => {
    const { onSubmit } = renderForm({ initialValues: { ...newProductValues(10), name: { en: "Late snack" }, price: 4 } });
    await userEvent.click(screen.getByRole("button", { name: /Add order time/ }));
    const orderTime = screen.getByRole("region", { name: "Order time 1" });
    const days = within(orderTime).getByRole("group", { name: "Order time 1: Days" });
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Sunday"]) await userEvent.click(within(days).getByRole("button", { name: day }));
    const from = within(orderTime).getByLabelText("From");
    const to = within(orderTime).getByLabelText("To");
    await userEvent.clear(from);
    await userEvent.type(from, "22:00");
    await userEvent.clear(to);
    await userEvent.type(to, "02:00");
    expect(within(orderTime).getByText("Runs past midnight into the next day.")).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(formValuesToRequest(onSubmit.mock.calls[0]![0]).availability).toEqual([{ weekdays: [5, 6], from: "22:00", to: "02:00" }]);
  });

  it("refuses an order time without days", async () => {
    const { onSubmit } = renderForm({ initialValues: { ...newProductValues(10), name: { en: "Snack" }, price: 4, availability: [{ weekdays: [1], from: "12:00", to: "16:00" }] } });
    await userEvent.click(within(screen.getByRole("group", { name: "Order time 1: Days" })).getByRole("button", { name: "Monday" }));
    await save();
    expect(await screen.findByText("Choose at least one day.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
