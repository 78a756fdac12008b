// Whether the company counts as subscribed (spec §4): its flag, or always outside production and demo.
import type { Environment } from "@comanda/shared";
import type { Company } from "./types";

/** Local emulators and the dev environment behave as subscribed, so every feature can be tried there. */
export function subscriptionIsActive(company: Pick<Company, "hasAnActiveSubscription"> | null, environment: Environment): boolean {
  if (environment === "local" || environment === "dev") return true;
  return company?.hasAnActiveSubscription === true;
}
