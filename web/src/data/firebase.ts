// Firebase client set-up: Auth is loaded eagerly (the login form needs it); Firestore only once a screen
// asks for it, so the login page stays small. On localhost the app talks to the local emulators.
import { initializeApp, type FirebaseApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from "firebase/auth";
import type { Firestore } from "firebase/firestore";
import { environmentForHost } from "@comanda/shared";

const isLocal = environmentForHost(window.location.hostname) === "local";

const config = isLocal
  ? { apiKey: "demo-api-key", authDomain: "demo-comanda.firebaseapp.com", projectId: "demo-comanda", storageBucket: "demo-comanda.appspot.com", appId: "demo-app" }
  : {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY as string,
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN as string,
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID as string,
      storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET as string,
      appId: import.meta.env.VITE_FIREBASE_APP_ID as string,
    };

export const firebaseApp: FirebaseApp = initializeApp(config);
// initializeAuth without the popup/redirect resolver keeps the login bundle small (we sign in with e-mail or token only).
export const auth: Auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
if (isLocal) connectAuthEmulator(auth, "http://127.0.0.1:9099", { disableWarnings: true });

let dbPromise: Promise<Firestore> | undefined;

/** The Firestore client, loaded on first use. */
export function getDb(): Promise<Firestore> {
  dbPromise ??= import("firebase/firestore").then(({ getFirestore, connectFirestoreEmulator }) => {
    const db = getFirestore(firebaseApp);
    if (isLocal) connectFirestoreEmulator(db, "127.0.0.1", 8080);
    return db;
  });
  return dbPromise;
}
