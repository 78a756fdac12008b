// Prepares the environment for the Firebase emulators: uses the Firestore emulator jar that the
// machine ships (Google Cloud CLI package) when present, otherwise lets firebase-tools download its own.
import { existsSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PROJECT_ID = "demo-comanda";
export const REGION = "europe-west1";
export const PORTS = { firestore: 8080, auth: 9099, functions: 5001, hosting: 5000, vite: 5173 };

/** Every port the emulators of firebase.json listen on (Functions brings Eventarc and Cloud Tasks along). */
export const EMULATOR_PORTS = {
  "Firestore emulator": PORTS.firestore,
  "Firestore emulator websocket": 9150,
  "Auth emulator": PORTS.auth,
  "Functions emulator": PORTS.functions,
  "Emulator hub": 4400,
  "Emulator logging": 4500,
  "Eventarc emulator, started with Functions": 9299,
  "Cloud Tasks emulator, started with Functions": 9499,
};

const GCLOUD_JAR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** Builds (once) a launcher jar whose manifest points at the machine's emulator jar. */
export function firestoreLauncherJar() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (!existsSync(GCLOUD_JAR)) return undefined;
  const dir = join(root, ".cache", "firestore-launcher");
  const jar = join(dir, "launcher.jar");
  if (existsSync(jar)) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, "MANIFEST.MF");
  writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${GCLOUD_JAR}\n`);
  try {
    execFileSync("jar", ["cfm", jar, manifest], { cwd: dir, stdio: "ignore" });
  } catch {
    rmSync(jar, { force: true });
    return undefined;
  } finally {
    rmSync(manifest, { force: true });
  }
  return jar;
}

/** Environment for firebase-tools and for processes that talk to the emulators. */
export function emulatorEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  const jar = firestoreLauncherJar();
  if (jar) env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
  env.GCLOUD_PROJECT = env.GCLOUD_PROJECT ?? PROJECT_ID;
  env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.firestore}`;
  env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${PORTS.auth}`;
  // firebase-tools must not prompt or phone home in CI and locally.
  env.FIREBASE_CLI_EXPERIMENTS = env.FIREBASE_CLI_EXPERIMENTS ?? "";
  env.FIREBASE_CLI_DISABLE_UPDATE_CHECK = "true";
  env.CI = env.CI ?? "";
  return env;
}

export const firebaseBin = join(root, "node_modules", ".bin", "firebase");
