// The sample marker of the small catalogue a new company gets at registration (products, categories,
// courses). Only the server writes it: with the fingerprint of the content it wrote, so that deleting the
// sample data later can tell an untouched sample from one the owner changed (shared/src/sampleData).
import type { JsonSchema } from "./common";

export interface SampleMarker {
  /** Written by the registration's sample catalogue; absent on everything the owner made. */
  sample?: true;
  /** sampleFingerprint() of the document's content as the server wrote it. */
  sampleFingerprint?: string;
}

export const SAMPLE_MARKER_FIELDS = ["sample", "sampleFingerprint"] as const;

export const sampleMarkerProperties: Record<(typeof SAMPLE_MARKER_FIELDS)[number], JsonSchema> = {
  sample: { const: true },
  sampleFingerprint: { type: "string", minLength: 1, maxLength: 64 },
};
