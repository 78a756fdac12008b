// The content screens in one lazy chunk: the list and both editors load together (an owner goes from one to the
// other), and nothing of them reaches the login page or the signed-in shell. The rich-text editor and the code
// that turns its HTML into the document sent to the server load later still, when an editor needs them.
export { default as ContentView } from "./list/views/ContentView";
export { PageEditorView, StoryEditorView } from "./editor/views/ContentEditorView";
