// Sample products carry the company's default VAT rate, which the owner never chose for them: when the
// default rate changes, the untouched ones move to the new rate (and stay untouched samples), instead of
// keeping the old rate in use and blocking its removal in the general settings.
import type { SampleMarker } from "../entities/sample";
import { isUntouchedSample, sampleFingerprint } from "./fingerprint";

type Product = { id: string; vat?: unknown } & object;

const sameRate = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/**
 * The untouched sample products at the old default rate, with the new rate and its fingerprint; none when
 * the default rate does not change. A changed sample keeps its rate, as the owner's products do.
 */
export function samplesFollowingDefaultVat<T extends Product>(
  products: readonly T[],
  oldVat: number | undefined,
  newVat: number,
): { id: string; vat: number; sampleFingerprint: string }[] {
  if (oldVat === undefined || sameRate(oldVat, newVat)) return [];
  return products
    .filter((p) => typeof p.vat === "number" && sameRate(p.vat, oldVat) && isUntouchedSample(p))
    .map((p) => {
      const moved = { ...p, vat: newVat } as T & SampleMarker;
      return { id: p.id, vat: newVat, sampleFingerprint: sampleFingerprint(moved) };
    });
}
