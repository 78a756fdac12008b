// The pieces of a list screen and its editor (a list with add, edit and delete; an editor with a secret): a new
// screen gives its texts, its table's rows and its form's fields. Not for the login pages (bundle budget).
export { ListScreen, useConfirmDelete, type ListScreenProps, type ConfirmDeleteMessages } from "./ListScreen";
export { ScreenTable, type ScreenTableProps } from "./ScreenTable";
export { EditorScreen, EditorNotFound, type EditorScreenProps, type EditorNotFoundProps } from "./EditorScreen";
export { useEntityEditor, type EntityEditor, type EntityEditorOptions, type CreatedState } from "./useEntityEditor";
export { useCopyToClipboard, useConfirmRegenerate, type Regenerate, type RegenerateOptions } from "./secret";
