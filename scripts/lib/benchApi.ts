// The benchmarks' way to the API (bench-verifactu, bench-vouchers): the server's Express app (functions/src/app.ts,
// the api function's) served in the benchmark's own process against the running emulators, as a Cloud Functions v2
// instance serves concurrent requests (the functions emulator runs one request per worker process and starts a new
// one, seconds on a busy machine, whenever all are busy), and an owner's ID token from the Auth emulator.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { createApp } from "../../functions/src/app";
import { readConfig } from "../../functions/src/config";

export const PROJECT_ID = "demo-comanda";
export const FIRESTORE = (process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080");
export const AUTH = (process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099");

export interface ServedApi {
  /** http://127.0.0.1:<port>, the paths start with /api. */
  base: string;
  stop(): Promise<void>;
}

/** The server's app on a port of its own, against the emulators of PROJECT_ID. */
export async function serveApi(name: string): Promise<ServedApi> {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  const app = initializeApp({ projectId: PROJECT_ID }, `${name}-${Date.now()}`);
  const config = readConfig({ FIRESTORE_EMULATOR_HOST: FIRESTORE, GCLOUD_PROJECT: PROJECT_ID });
  const server = createServer(createApp({ config, db: getFirestore(app), auth: getAuth(app) }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await deleteApp(app);
    },
  };
}

/** An ID token of an e-mail and password account from the Auth emulator. */
export async function idToken(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}
