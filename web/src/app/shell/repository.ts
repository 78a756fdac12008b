// The shell's own live read: how many orders of the company wait with status "new" (the menu badge).
import { collection, query, where } from "firebase/firestore";
import { useLiveQuery } from "../../data/live";

export interface NewOrderCount {
  count: number;
  /** False until the first answer: the first count is not a rise. */
  ready: boolean;
}

/** Live count of the company's new orders; a null company id stops listening. */
export function useNewOrderCount(companyId: string | null): NewOrderCount {
  const live = useLiveQuery<{ id: string }>(
    companyId ? (db) => query(collection(db, "orders"), where("companyId", "==", companyId), where("status", "==", "new")) : null,
    [companyId],
  );
  return { count: live.data.length, ready: !!companyId && !live.loading };
}
