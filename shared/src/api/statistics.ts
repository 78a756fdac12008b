// POST /api/statistics/views (public): the customer catalogue reports one view of a shop, by its slug (the
// current one, or one the company left less than 90 days ago). Answers 404 not-found for a slug no shop
// has, 429 rate-limited with Retry-After for a caller past its views of the minute.
import type { SchemaObject } from "ajv";
import { objectSchema } from "../entities/common";

export interface StatisticsViewRequest {
  slug: string;
}

/** The view was counted (it reaches the day's statistics within a minute). */
export interface StatisticsViewAnswer {
  counted: true;
}

export const statisticsViewSchema: SchemaObject = objectSchema({ slug: { type: "string", minLength: 1, maxLength: 200 } }, ["slug"]);
