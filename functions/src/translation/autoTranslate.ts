// Automatic translation after a catalogue, page or story save (spec §1, issue 23): the plain operation the triggers call. It runs
// after the save, so it never blocks nor fails it; a failure becomes a notification for the owner. Each
// change is handled once: a run leaves a marker named by the event id (created in the same transaction
// as the translated texts), so a redelivered event finds it and does nothing, not even call the service.
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  applicableTranslations,
  looksLikeHtml,
  planTranslations,
  storedTranslation,
  translatableTexts,
  translationUpdate,
  withinStoredLimits,
  type AutoTranslatedCollection,
  type CompanySettingsData,
  type LanguageCode,
  type NotificationData,
  type TranslationResult,
  type TranslationTask,
} from "@comanda/shared";
import type { Clock } from "../clock";
import { runTransaction } from "../transactions";
import * as logs from "./logs";
import type { Translator } from "./translator";

/** Server-only: one document per handled change (no client reads it: the rules deny unlisted collections). */
export const TRANSLATION_RUNS = "translationRuns";
/**
 * How long a marker is kept: far longer than Firestore redelivers an event. Its expireAt field has a TTL
 * policy (firestore.indexes.json), so Firestore deletes old markers by itself.
 */
export const TRANSLATION_RUN_TTL_DAYS = 30;

function expireAt(now: Date): Timestamp {
  return Timestamp.fromMillis(now.getTime() + TRANSLATION_RUN_TTL_DAYS * 86_400_000);
}

export interface TranslationDeps {
  db: Firestore;
  clock: Clock;
  /** The translator, or null when the service is not configured (no API key). */
  translator: () => Promise<Translator | null>;
}

export interface TranslationChange {
  /** The event id (the same on every delivery of one change). */
  eventId: string;
  collection: AutoTranslatedCollection;
  documentId: string;
  before: DocumentData | null;
  after: DocumentData | null;
}

export type TranslationOutcome = "deleted" | "already-handled" | "nothing-to-translate" | "translated" | "failed";

/** Firestore ids cannot hold "/"; an event id normally has none. */
export function runId(eventId: string): string {
  return eventId.replace(/\//g, "_").slice(0, 500) || "no-event-id";
}

export const failureNotificationId = (eventId: string): string => `translation-failed-${runId(eventId)}`;

/**
 * Machine-translates the tasks, one request per source and target language and kind of text (the HTML texts
 * of the pair at once, the plain ones at once: a plain name sent as HTML would come back with "&amp;").
 */
async function translateAll(translator: Translator, tasks: readonly TranslationTask[]): Promise<TranslationResult[]> {
  const pairs = new Map<string, { source: LanguageCode; target: LanguageCode; tasks: TranslationTask[] }>();
  for (const task of tasks) {
    for (const target of task.targets) {
      const key = `${task.source}>${target}>${looksLikeHtml(task.text) ? "html" : "text"}`;
      const pair = pairs.get(key) ?? { source: task.source, target, tasks: [] };
      pair.tasks.push(task);
      pairs.set(key, pair);
    }
  }
  const results: TranslationResult[] = [];
  for (const pair of pairs.values()) {
    const translated = await translator.translate(
      pair.tasks.map((t) => t.text),
      pair.source,
      pair.target,
    );
    pair.tasks.forEach((task, index) => {
      results.push({ path: task.path, source: task.source, text: task.text, target: pair.target, translated: translated[index] ?? "" });
    });
  }
  return results;
}

export async function translateAfterWrite(deps: TranslationDeps, change: TranslationChange): Promise<TranslationOutcome> {
  const { db } = deps;
  const after = change.after;
  if (!after) return "deleted";
  const companyId = typeof after.companyId === "string" ? after.companyId : "";
  if (!companyId) return "nothing-to-translate";
  const marker = db.collection(TRANSLATION_RUNS).doc(runId(change.eventId));
  if ((await marker.get()).exists) return "already-handled";

  const settings = (await db.collection(COLLECTIONS.companySettings).doc(companyId).get()).data() as Partial<CompanySettingsData> | undefined;
  const tasks = planTranslations(change.before ? translatableTexts(change.collection, change.before) : null, translatableTexts(change.collection, after), settings?.i18n);
  if (tasks.length === 0) return "nothing-to-translate";

  let results: TranslationResult[];
  try {
    const translator = await deps.translator();
    if (!translator) throw new Error("Automatic translation is on, but TRANSLATE_API_KEY is not set");
    // A page's or story's content comes back through the server's renderer (only its markup is stored).
    results = (await translateAll(translator, tasks)).map((r) => ({ ...r, translated: storedTranslation(change.collection, r.path, r.translated) }));
  } catch (error) {
    logs.translationFailed(companyId, change.collection, change.documentId, error);
    await recordFailure(deps, change, companyId, tasks);
    return "failed";
  }

  const docRef = db.collection(change.collection).doc(change.documentId);
  const written = await runTransaction(db, async (tx) => {
    if ((await tx.get(marker)).exists) return null;
    const current = (await tx.get(docRef)).data();
    // Re-read: a human may have filled a language or changed the source since the event.
    const texts = current ? withinStoredLimits(change.collection, applicableTranslations(translatableTexts(change.collection, current), results)) : {};
    const paths = Object.keys(texts);
    if (current && paths.length > 0) tx.update(docRef, translationUpdate(current, texts));
    const now = deps.clock.now();
    tx.create(marker, { companyId, collection: change.collection, documentId: change.documentId, at: now.toISOString(), expireAt: expireAt(now), status: "translated", paths });
    return paths;
  });
  if (written === null) return "already-handled";
  logs.translated(companyId, change.collection, change.documentId, written);
  return "translated";
}

/** The owner's notification (once per change) and the marker, so that a redelivery does not try again. */
async function recordFailure(deps: TranslationDeps, change: TranslationChange, companyId: string, tasks: readonly TranslationTask[]): Promise<void> {
  const { db } = deps;
  const marker = db.collection(TRANSLATION_RUNS).doc(runId(change.eventId));
  const now = deps.clock.now();
  const at = now.toISOString();
  const notification: NotificationData = {
    companyId,
    // The owner's uid is the company id.
    userId: companyId,
    date: at,
    read: false,
    message: "translation-failed",
    about: tasks[0]?.text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim().slice(0, 200) ?? "",
  };
  await runTransaction(db, async (tx) => {
    if ((await tx.get(marker)).exists) return;
    tx.set(db.collection(COLLECTIONS.notifications).doc(failureNotificationId(change.eventId)), notification);
    tx.create(marker, { companyId, collection: change.collection, documentId: change.documentId, at, expireAt: expireAt(now), status: "failed" });
  });
}
