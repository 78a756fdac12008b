// Starting the local mail stack (functions/tools/mail/main.ts) as a child process for npm start: the SMTP sink with
// its web inbox, and the stand-in of the Trigger Email extension that sends the emulator's `mail` documents there.
// Node built-ins only.
import { standInProcess } from "./standin-process.mjs";

/** The sink's SMTP port (where the stand-in sends). */
export const MAIL_SMTP_PORT = 1025;
/** The sink's web inbox. */
export const MAIL_INBOX_PORT = 8025;
export const MAIL_INBOX_URL = `http://127.0.0.1:${MAIL_INBOX_PORT}/`;
/** The command that runs it (from the repository root). */
export const MAIL_STANDIN_COMMAND = [process.execPath, ["--import", "tsx", "functions/tools/mail/main.ts"]];

const mail = standInProcess({ name: "mail", label: "The mail inbox", command: MAIL_STANDIN_COMMAND, probeUrl: MAIL_INBOX_URL });
/** Waits until the inbox answers (rejects when `child` exits first or after the timeout). */
export const waitForMailStandIn = mail.waitForReady;
