// Bodies and answers of the intro widget's calls: delete the sample catalogue, hide the start checklist.
import type { SchemaObject } from "ajv";
import type { SampleCounts } from "../sampleData/deletion";

/**
 * POST /api/sample-data/delete (owner, or staff with `products`, who may delete products anyway): removes
 * the sample documents the owner left untouched, in one transaction. `confirm` says the user confirmed.
 */
export interface DeleteSampleDataRequest {
  confirm: true;
}
export const deleteSampleDataSchema: SchemaObject = {
  type: "object",
  properties: { confirm: { const: true } },
  required: ["confirm"],
  additionalProperties: false,
};

/** What was removed and what was kept (and is the owner's from now on); all zero when nothing was left. */
export interface SampleDataDeletedAnswer {
  removed: SampleCounts;
  /** Samples the owner changed. */
  keptChanged: SampleCounts;
  /** Untouched samples something the owner made or changed still uses. */
  keptInUse: SampleCounts;
}

/** POST /api/intro (owner): shows or hides the dashboard's start checklist for the company, on every device. */
export interface IntroVisibilityRequest {
  hidden: boolean;
}
export const introVisibilitySchema: SchemaObject = {
  type: "object",
  properties: { hidden: { type: "boolean" } },
  required: ["hidden"],
  additionalProperties: false,
};
export interface IntroVisibilityAnswer {
  hidden: boolean;
}
