import { defineMessages } from "react-intl";

export const placeholderMessages = defineMessages({
  title: { id: "placeholder.title", defaultMessage: "Coming soon" },
  text: { id: "placeholder.text", defaultMessage: "This part of Comanda is being built and will appear here in a coming update." },
});
