// Automatic translation triggers: a write to a product, category, tag, course, page or story hands the change to
// translateAfterWrite (autoTranslate.ts). Thin: tests wrap translationOnWrite with their own translator.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onDocumentWritten } from "firebase-functions/firestore";
import { defineSecret } from "firebase-functions/params";
import type { AutoTranslatedCollection } from "@comanda/shared";
import { systemClock } from "../clock";
import { REGION } from "../config";
import { translateAfterWrite, type TranslationDeps } from "./autoTranslate";
import { translateBaseUrl } from "./endpoint";
import type { Translator } from "./translator";

/** The Cloud Translation API key (functions/.secret.local holds a placeholder for the emulators). */
export const TRANSLATE_API_KEY = defineSecret("TRANSLATE_API_KEY");

async function configuredTranslator(): Promise<Translator | null> {
  const apiKey = TRANSLATE_API_KEY.value();
  if (!apiKey?.trim()) return null;
  // Loaded on first use: every function shares one bundle, and the /api app should not load the client.
  const { cloudTranslator } = await import("./translator");
  return cloudTranslator({ apiKey: apiKey.trim(), baseUrl: await translateBaseUrl() });
}

function deps(): TranslationDeps {
  const app = getApps()[0] ?? initializeApp();
  return { db: getFirestore(app), clock: systemClock, translator: configuredTranslator };
}

type WrittenEvent = Parameters<Parameters<typeof onDocumentWritten<string>>[1]>[0];

/** The handler of a write to `collection`; `given` builds the dependencies per event (tests give their own). */
export function translationOnWrite(collection: AutoTranslatedCollection, given: () => TranslationDeps = deps) {
  return async (event: WrittenEvent): Promise<void> => {
    const before = event.data?.before?.exists ? (event.data.before.data() ?? null) : null;
    const after = event.data?.after?.exists ? (event.data.after.data() ?? null) : null;
    const documentId = String((event.params as Record<string, string>).docId ?? event.data?.after?.id ?? event.data?.before?.id ?? "");
    await translateAfterWrite(given(), { eventId: event.id, collection, documentId, before, after });
  };
}

// Retried only when Firestore itself fails (the service's failures are recorded, not thrown).
const options = (document: string) => ({ document, region: REGION, retry: true, secrets: [TRANSLATE_API_KEY] });

export const translateProductTexts = onDocumentWritten(options("products/{docId}"), translationOnWrite("products"));
export const translateCategoryTexts = onDocumentWritten(options("categories/{docId}"), translationOnWrite("categories"));
export const translateTagTexts = onDocumentWritten(options("tags/{docId}"), translationOnWrite("tags"));
export const translateCourseTexts = onDocumentWritten(options("courses/{docId}"), translationOnWrite("courses"));
export const translatePageTexts = onDocumentWritten(options("pages/{docId}"), translationOnWrite("pages"));
export const translateStoryTexts = onDocumentWritten(options("stories/{docId}"), translationOnWrite("stories"));
