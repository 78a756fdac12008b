// The discounts' two screens in one lazy chunk: the list and the editor load together (an owner goes from one
// to the other), and nothing of them reaches the login page or the signed-in shell.
export { default as DiscountsView } from "./list/views/DiscountsView";
export { default as DiscountEditorView } from "./editor/views/DiscountEditorView";
