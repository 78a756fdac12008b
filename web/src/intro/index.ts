// The dashboard's intro widget: the start checklist and deleting the sample data.
export { IntroWidget } from "./IntroWidget";
