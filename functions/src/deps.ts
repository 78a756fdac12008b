// What the server's handlers work with, gathered in one object so that tests can stand in for any part.
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { systemClock, type Clock } from "./clock";
import { CONFIG, type ServerConfig } from "./config";
import { FirestoreMailer, PrintingMailer, type Mailer } from "./mail/mailer";
import * as logs from "./logs";
import { LocalUploadStore } from "./uploads/localStore";
import { SignedUrlUploadStore } from "./uploads/signedUrlStore";
import { secretStripePort, type StripePort } from "./stripe/secrets";
import type { UploadStore } from "./uploads/store";

/** The Auth calls the server makes (firebase-admin's Auth has them all). */
export type AuthPort = Pick<
  Auth,
  | "verifyIdToken"
  | "createUser"
  | "getUser"
  | "getUserByEmail"
  | "updateUser"
  | "deleteUser"
  | "deleteUsers"
  | "setCustomUserClaims"
  | "createCustomToken"
  | "revokeRefreshTokens"
  | "generateEmailVerificationLink"
  | "generatePasswordResetLink"
>;

export interface AppDeps {
  config: ServerConfig;
  auth: AuthPort;
  db: Firestore;
  mailer: Mailer;
  uploads: UploadStore;
  clock: Clock;
  /** Stripe with the platform's secrets (tests point it at the local stand-in). */
  stripe: StripePort;
}

function defaultApp(): App {
  return getApps()[0] ?? initializeApp();
}

/** The given parts, the rest from the default firebase-admin app and CONFIG (built only when missing). */
export function resolveDeps(given: Partial<AppDeps> = {}): AppDeps {
  const config = given.config ?? CONFIG;
  const clock = given.clock ?? systemClock;
  const db = given.db ?? getFirestore(defaultApp());
  const auth = given.auth ?? getAuth(defaultApp());
  const mailer = given.mailer ?? (config.isEmulator ? new PrintingMailer(new FirestoreMailer(db), logs.localMailPrinted) : new FirestoreMailer(db));
  const uploads =
    given.uploads ??
    (config.isEmulator
      ? new LocalUploadStore(config.uploadDir, clock)
      : new SignedUrlUploadStore(getStorage(defaultApp()).bucket(config.storageBucket), clock));
  const stripe = given.stripe ?? secretStripePort(config);
  return { config, clock, db, auth, mailer, uploads, stripe };
}
