export { ListRowMenu, type ListRowMenuProps } from "./ListRowMenu";
export { RowActions, type RowActionsProps } from "./RowActions";
export { rowActionItems, type RowAction } from "./rowAction";
