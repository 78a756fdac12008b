// The customer file's two screens in one lazy chunk: the list and the editor load together (an owner goes
// from one to the other), and the pieces they share with the login page stay in the login page's chunks.
export { default as CustomersListView } from "./list/views/CustomersListView";
export { default as CustomerEditorView } from "./editor/views/CustomerEditorView";
