import { defineMessages } from "react-intl";

export const appMessages = defineMessages({
  chunkLoadError: { id: "app.chunkLoadError", defaultMessage: "Part of the application could not be loaded. Check your connection and reload the page." },
  screenError: { id: "app.screenError", defaultMessage: "This screen could not be shown." },
  reload: { id: "app.reload", defaultMessage: "Reload" },
  loading: { id: "app.loading", defaultMessage: "Loading…" },
  theEndTitle: { id: "app.theEnd.title", defaultMessage: "There is nothing for you here yet" },
  theEndText: { id: "app.theEnd.text", defaultMessage: "Your account has no access to any screen. Ask the owner of your company to grant you permissions." },
  logout: { id: "app.logout", defaultMessage: "Log out" },
});
