// The dashboard's intro widget: the start checklist's rules.
export * from "./checklist";
