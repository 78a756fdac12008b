// Cloud Functions entry points: thin triggers over plain handlers (tests call the handlers directly).
import { onRequest } from "firebase-functions/https";
import { setGlobalOptions } from "firebase-functions";
import { REGION } from "./config";
import { createApp } from "./app";
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from "./stripe/secrets";
import { TAX_CERTIFICATE_KEY } from "./verifactu/secrets";

/**
 * The service account every function runs as: terraform/iam.tf makes it with only the roles the functions need
 * ("name@" is completed with the project's domain at deploy time; the emulators ignore it).
 */
const FUNCTIONS_SERVICE_ACCOUNT = "comanda-functions@";

setGlobalOptions({ region: REGION, maxInstances: 20, serviceAccount: FUNCTIONS_SERVICE_ACCOUNT });

/** The /api app (Firebase Hosting rewrites /api/** and /version.json to it). */
export const api = onRequest({ region: REGION, invoker: "public", secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, TAX_CERTIFICATE_KEY] }, createApp());

/** Order events: new-order mails, the ready SMS, the unprocessed-order alert (functions/src/orders/events.ts). */
export { onOrderCreated, onOrderUpdated, alertUnprocessedOrdersEveryMinute } from "./orders/events";

/** Automatic translation of catalogue texts, pages and stories after a save (functions/src/translation/triggers.ts). */
export { translateProductTexts, translateCategoryTexts, translateTagTexts, translateCourseTexts, translatePageTexts, translateStoryTexts } from "./translation/triggers";

/** Daily statistics kept from the orders, and the catalogue views folded in (functions/src/statistics/triggers.ts). */
export { updateStatisticsOnOrderWrite, foldStatisticsViewsEveryMinute, rebuildStatisticsOnTimezoneChange } from "./statistics/triggers";

/** Orders not paid online within their time are cancelled and removed (functions/src/payments/triggers.ts). */
export { dropAbandonedOrdersEveryMinute } from "./payments/triggers";

/** The offline-printer alert (functions/src/printing/triggers.ts); print jobs are made with their order (printing/createJobs.ts). */
export { alertOfflinePrintersEveryMinute } from "./printing/triggers";

/** Tax records (VeriFactu) of order changes no server transaction made, e.g. an order marked done on the board (functions/src/verifactu/triggers.ts). */
export { chainTaxRecordsOnOrderWrite } from "./verifactu/triggers";

/** Tax records (VeriFactu) sent to the agency every minute, as far as its wait allows (functions/src/verifactu/sending). */
export { sendTaxRecordsEveryMinute } from "./verifactu/sending/triggers";

/** Custom domains not yet connected checked against Firebase Hosting and the DNS every 30 minutes (functions/src/domains/triggers.ts). */
export { checkCustomDomainsEvery30Minutes } from "./domains/triggers";
