// The intro widget's data: what the start checklist needs beyond the company's live documents (the zones,
// live; the sample documents, live and at most a handful; the number of products, counted by the server),
// and its two calls. Reads stay few: one count, the samples and the zones.
import { useEffect, useMemo, useState } from "react";
import { collection, getCountFromServer, query, where, type Firestore } from "firebase/firestore";
import { apiPath, type DeleteSampleDataRequest, type IntroVisibilityAnswer, type IntroVisibilityRequest, type SampleDataDeletedAnswer, type Zone } from "@comanda/shared";
import { apiPost } from "../data/api";
import { getDb } from "../data/firebase";
import { useLiveQuery } from "../data/live";
import { useCompanyZones } from "../zones/repository";

export interface IntroData {
  loading: boolean;
  zones: Zone[];
  /** Products, categories and courses still marked as sample. */
  samples: number;
  /** Products that are not samples. */
  ownProducts: number;
}

const samplesOf = (companyId: string | null, name: "products" | "categories" | "courses") =>
  companyId ? (db: Firestore) => query(collection(db, name), where("companyId", "==", companyId), where("sample", "==", true)) : null;

/** All of a company's products, counted by the server (one read per thousand). */
async function countProducts(companyId: string): Promise<number> {
  const db = await getDb();
  const snap = await getCountFromServer(query(collection(db, "products"), where("companyId", "==", companyId)));
  return snap.data().count;
}

export function useIntroData(companyId: string | null): IntroData {
  const zones = useCompanyZones(companyId);
  const sampleProducts = useLiveQuery<{ id: string }>(samplesOf(companyId, "products"), [companyId]);
  const sampleCategories = useLiveQuery<{ id: string }>(samplesOf(companyId, "categories"), [companyId]);
  const sampleCourses = useLiveQuery<{ id: string }>(samplesOf(companyId, "courses"), [companyId]);
  const [total, setTotal] = useState<number | null>(null);
  const sampleProductCount = sampleProducts.data.length;

  // Counted again whenever the samples change (deleted, or taken over by the owner).
  useEffect(() => {
    if (!companyId || sampleProducts.loading) return;
    let cancelled = false;
    countProducts(companyId).then(
      (count) => !cancelled && setTotal(count),
      () => !cancelled && setTotal(0),
    );
    return () => {
      cancelled = true;
    };
  }, [companyId, sampleProducts.loading, sampleProductCount]);

  return useMemo(
    () => ({
      loading: zones.loading || sampleProducts.loading || sampleCategories.loading || sampleCourses.loading || total === null,
      zones: zones.data,
      samples: sampleProductCount + sampleCategories.data.length + sampleCourses.data.length,
      ownProducts: Math.max(0, (total ?? 0) - sampleProductCount),
    }),
    [zones, sampleProducts.loading, sampleCategories, sampleCourses, total, sampleProductCount],
  );
}

/** Deletes the sample documents the owner left untouched; answers what was removed and kept. */
export function deleteSampleData(): Promise<SampleDataDeletedAnswer> {
  return apiPost<SampleDataDeletedAnswer>(apiPath("deleteSampleData"), { confirm: true } satisfies DeleteSampleDataRequest);
}

/** Hides (or shows again) the start checklist for the company, on every device. */
export function setIntroHidden(hidden: boolean): Promise<IntroVisibilityAnswer> {
  return apiPost<IntroVisibilityAnswer>(apiPath("setIntroHidden"), { hidden } satisfies IntroVisibilityRequest);
}
