// Machine translation through Google Cloud Translation (the Basic v2 REST API, @google-cloud/translate's
// v2.Translate with an API key). The same adapter runs in production and under tests and `npm start`:
// only the endpoint differs (endpoint.ts: TRANSLATE_API_URL, or the local stand-in of standIn.ts on the emulators).
// The v2 client only: the package root also loads the v3 gRPC client (google-gax), three times slower to load.
import { Translate } from "@google-cloud/translate/build/src/v2";
import { looksLikeHtml, type LanguageCode } from "@comanda/shared";

export interface Translator {
  /** The texts translated from `from` into `to`, in the same order. Throws when the service refuses or fails. */
  translate(texts: readonly string[], from: LanguageCode, to: LanguageCode): Promise<string[]>;
}

export interface CloudTranslatorOptions {
  apiKey: string;
  /** The v2 base URL, e.g. endpoint.ts' CLOUD_TRANSLATE_URL or http://127.0.0.1:PORT/language/translate/v2. */
  baseUrl: string;
}

// A rich-text description or page keeps its markup when sent as HTML (format "html"); a plain name is "text"
// (looksLikeHtml; the trigger never mixes both in one request).

export function cloudTranslator({ apiKey, baseUrl }: CloudTranslatorOptions): Translator {
  // Two retries of what the library deems passing (429, 5xx, timeouts); the rest fails at once.
  const client = new Translate({ key: apiKey, autoRetry: true, maxRetries: 2 });
  // The client builds https://<apiEndpoint>/…; the base URL is set whole so that it may be a local http one.
  client.baseUrl = baseUrl.replace(/\/+$/, "");
  return {
    async translate(texts, from, to) {
      if (texts.length === 0) return [];
      const format = texts.some(looksLikeHtml) ? "html" : "text";
      const [translated] = await client.translate([...texts], { from, to, format });
      return translated;
    },
  };
}
