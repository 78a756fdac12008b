// Where the Cloud Translation v2 API is, read from the environment (kept apart from translator.ts so that
// reading it does not load the client library).
import { CONFIG } from "../config";

/** Google's v2 endpoint; TRANSLATE_API_URL replaces it (a local stand-in, a regional or private endpoint). */
export const CLOUD_TRANSLATE_URL = "https://translation.googleapis.com/language/translate/v2";

/**
 * On the emulators, the local Cloud Translation stand-in (functions/tools/translate.ts), which starts with the
 * Stripe stand-in (scripts/stripe-standin.ts: `npm start`, the emulated test run, scripts/with-stripe-standin.mjs).
 */
export const LOCAL_TRANSLATE_URL = "http://127.0.0.1:12112/language/translate/v2";

/** TRANSLATE_API_URL when set; on the emulators the local stand-in (nothing leaves the machine); otherwise Google's endpoint. */
export async function translateBaseUrl(env: NodeJS.ProcessEnv = process.env, isEmulator = CONFIG.isEmulator): Promise<string> {
  if (env.TRANSLATE_API_URL) return env.TRANSLATE_API_URL;
  return isEmulator ? LOCAL_TRANSLATE_URL : CLOUD_TRANSLATE_URL;
}
