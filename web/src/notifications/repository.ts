// The signed-in user's notifications: live list (newest first) and marking as read — the only change the
// security rules allow a client.
import { collection, doc, limit, orderBy, query, updateDoc, where, writeBatch } from "firebase/firestore";
import type { Notification } from "@comanda/shared";
import { getDb } from "../data/firebase";
import { useLiveQuery, type Live } from "../data/live";

/** How many of the newest notifications the screen shows. */
export const NOTIFICATIONS_SHOWN = 200;
// A Firestore batch holds at most 500 writes.
const BATCH_SIZE = 500;

/** Live notifications of one user, newest first; a null uid stops listening. */
export function useMyNotifications(uid: string | null): Live<Notification[]> {
  return useLiveQuery<Notification>(
    uid ? (db) => query(collection(db, "notifications"), where("userId", "==", uid), orderBy("date", "desc"), limit(NOTIFICATIONS_SHOWN)) : null,
    [uid],
  );
}

export async function markNotificationRead(id: string): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, "notifications", id), { read: true });
}

export async function markNotificationsRead(ids: readonly string[]): Promise<void> {
  const db = await getDb();
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const batch = writeBatch(db);
    for (const id of ids.slice(start, start + BATCH_SIZE)) batch.update(doc(db, "notifications", id), { read: true });
    await batch.commit();
  }
}
