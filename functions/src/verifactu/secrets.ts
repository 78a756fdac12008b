// The key that encrypts the companies' tax certificates: a function secret (Secret Manager in the cloud), read
// only when a certificate is stored or opened; on the emulators the fixed local key of config.ts.
import { defineSecret } from "firebase-functions/params";
import { LOCAL_TAX_CERTIFICATE_KEY, type ServerConfig } from "../config";

/** Any long random text (e.g. `openssl rand -base64 48`); the 256-bit key is derived from it (certificates.ts). */
export const TAX_CERTIFICATE_KEY = defineSecret("TAX_CERTIFICATE_KEY");

/** The secret text the certificates' key is derived from; throws when a deployment has none (certificates cannot be kept then). */
export function taxCertificateSecret(config: Pick<ServerConfig, "isEmulator">, read: () => string = () => TAX_CERTIFICATE_KEY.value()): string {
  if (config.isEmulator) return LOCAL_TAX_CERTIFICATE_KEY;
  let secret = "";
  try {
    secret = read().trim();
  } catch {
    secret = "";
  }
  if (secret.length < 32) throw new Error("TAX_CERTIFICATE_KEY is not set (or shorter than 32 characters): tax certificates cannot be stored or opened");
  return secret;
}
