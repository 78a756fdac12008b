// Constants of the app shell.

/** Where the "contact" link of the side menu writes to. */
export const CONTACT_EMAIL = "support@comanda.app";

/** Spec §9: the split pane (side menu always visible) from this width on; a drawer below it. */
export const SPLIT_PANE_MIN_WIDTH = 1200;
