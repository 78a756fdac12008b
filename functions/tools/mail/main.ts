// `node --import tsx functions/tools/mail/main.ts` (npm start runs it): the local SMTP sink (port 1025) with its web
// inbox (http://127.0.0.1:8025/), and the stand-in of the Trigger Email extension, which sends the `mail` documents
// of the Firestore emulator's project there, with the sender of extensions/firestore-send-email.env. Ctrl-C stops it.
//
// Environment: MAIL_SMTP_PORT (1025), MAIL_INBOX_PORT (8025), FIRESTORE_EMULATOR_HOST (127.0.0.1:8080),
// GCLOUD_PROJECT (demo-comanda), MAIL_PARAMETERS (extensions/firestore-send-email.env).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { parseEnvFile, settingsFromParameters } from "./contract";
import { startInbox } from "./inbox";
import { startMailSink } from "./sink";
import { startMailStandIn, type MailStandIn } from "./standIn";

const SMTP_PORT = 1025;
const INBOX_PORT = 8025;

async function firestoreAnswers(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? SMTP_PORT);
  const inboxPort = Number(process.env.MAIL_INBOX_PORT ?? INBOX_PORT);
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const projectId = process.env.GCLOUD_PROJECT ?? "demo-comanda";
  const parametersFile = process.env.MAIL_PARAMETERS ?? join(process.cwd(), "extensions", "firestore-send-email.env");
  const settings = settingsFromParameters(existsSync(parametersFile) ? parseEnvFile(readFileSync(parametersFile, "utf8")) : {});

  const sink = await startMailSink({ port: smtpPort }).catch((error: unknown) => {
    const inUse = (error as { code?: unknown }).code === "EADDRINUSE";
    console.error(inUse ? `Port ${smtpPort} is already in use (another mail sink or npm start?): stop it first.` : `The mail sink could not start: ${String(error)}`);
    process.exit(1);
  });
  const inbox = await startInbox(sink, { port: inboxPort }).catch((error: unknown) => {
    console.error(`The mail inbox could not start on port ${inboxPort}: ${String(error)}`);
    process.exit(1);
  });
  console.log(`Mail sink: SMTP on 127.0.0.1:${sink.port}, inbox on ${inbox.url}`);
  let standIn: MailStandIn | null = null;
  const stop = () => {
    // An SMTP client still connected must not keep npm start from stopping: at most 2 s.
    setTimeout(() => process.exit(0), 2_000).unref();
    void Promise.all([standIn?.close(), inbox.close(), sink.close()]).then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  // The emulator may still be starting (npm start starts everything at once).
  while (!(await firestoreAnswers(firestoreHost))) await new Promise((resolve) => setTimeout(resolve, 1_000));
  const db = getFirestore(initializeApp({ projectId }, "mail-stand-in"));
  standIn = startMailStandIn({
    db,
    smtp: { host: sink.host, port: sink.port },
    defaults: settings.defaults,
    collection: settings.collection,
    policy: { ttl: settings.ttl },
    log: (line) => console.log(line),
  });
  console.log(`Mail stand-in: sending the ${settings.collection} documents of ${projectId} (Firestore ${firestoreHost}) to the sink`);
}

void main();
