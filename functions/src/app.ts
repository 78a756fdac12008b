// The Express app behind the `api` function: GET /version.json and everything under /api (Hosting
// rewrites both to the function with the full path). Tests build it with their own dependencies.
import express from "express";
import type { VersionAnswer } from "@comanda/shared";
import { catalogueHandlers } from "./catalogue/handlers";
import { orderHandlers } from "./orders/handlers";
import { zoneHandlers } from "./zones/handlers";
import { settingsHandlers } from "./settings/handlers";
import { apiSettingsHandlers } from "./apiAccess/handlers";
import { integratorApi } from "./apiAccess/v1/router";
import { infoSettingsHandlers } from "./settings/infoHandlers";
import { sampleDataHandlers } from "./sampleData/handlers";
import { statisticsHandlers } from "./statistics/handlers";
import { subscriptionHandlers } from "./subscriptions/handlers";
import { bankingHandlers } from "./banking/handlers";
import { paymentHandlers } from "./payments/handlers";
import { printerHandlers } from "./printing/handlers";
import { customerHandlers } from "./customers/handlers";
import { discountHandlers } from "./discounts/handlers";
import { contentHandlers } from "./content/handlers";
import { accountHandlers } from "./accounts/handlers";
import { domainHandlers } from "./domains/handlers";
import { cloudPrntRouter, type CloudPrntOptions } from "./printing/cloudPrnt/router";
import { resolveDeps, type AppDeps } from "./deps";
import { stripeWebhookRoute } from "./stripe/webhooks/endpoint";
import type { StripeEventHandlers } from "./stripe/webhooks/types";
import { cors } from "./http/cors";
import { apiError } from "./http/errors";
import { emulatorJobs } from "./emulatorJobs";
import { SHOP_PREVIEW_PATH, shopPreview } from "./shopPreview";
import { errorHandler } from "./http/errorHandler";
import { dispatch, jsonBody, routeGuard, type ApiHandlers } from "./http/pipeline";
import { platformHandlers } from "./platform/handlers";
import { taxHandlers } from "./verifactu/handlers";

export interface AppOptions {
  /** The Stripe event handlers (default: every part's, stripe/webhooks/registry.ts); tests give their own. */
  stripeEventHandlers?: StripeEventHandlers;
  /** The printers' CloudPRNT endpoint (tests shorten its hand-out timeout). */
  cloudPrnt?: CloudPrntOptions;
}

export function createApp(given: Partial<AppDeps> = {}, options: AppOptions = {}) {
  const deps = resolveDeps(given);
  const handlers: ApiHandlers = { ...platformHandlers, ...catalogueHandlers, ...orderHandlers, ...zoneHandlers, ...settingsHandlers, ...apiSettingsHandlers, ...infoSettingsHandlers, ...statisticsHandlers, ...sampleDataHandlers, ...subscriptionHandlers, ...bankingHandlers, ...paymentHandlers, ...printerHandlers, ...customerHandlers, ...discountHandlers, ...contentHandlers, ...accountHandlers, ...taxHandlers, ...domainHandlers };

  const app = express();
  app.disable("x-powered-by");
  app.use(cors(deps.config));

  app.get("/version.json", (_req, res) => {
    const answer: VersionAnswer = { version: deps.config.appVersion, data: { version: deps.config.appVersion } };
    res.set("Cache-Control", "no-cache").json(answer);
  });

  // Stripe's signed events: verified on the raw bytes, so before the /api router parses JSON.
  app.use(stripeWebhookRoute(deps, options.stripeEventHandlers));
  // The printers' polls: their own small JSON body and their own key (the secret in the path and the MAC).
  app.use(cloudPrntRouter(deps, options.cloudPrnt));

  const api = express.Router();
  api.use(routeGuard(deps));
  api.use(jsonBody);
  api.use(dispatch(deps, handlers));
  // The integrator API has its own authentication (HTTP Basic with the API credentials), not the admin's token.
  app.use("/api/v1", integratorApi(deps));
  // The local preview of the customer shop, on the emulators only (the shop is a separate product).
  if (deps.config.isEmulator) app.use(SHOP_PREVIEW_PATH, shopPreview(deps));
  app.use("/api", api);
  // Never mounted in the cloud, where Cloud Scheduler runs the jobs.
  if (deps.config.isEmulator) app.use("/emulator", emulatorJobs(deps));

  app.use(() => {
    throw apiError("not-found");
  });
  app.use(errorHandler);
  return app;
}
