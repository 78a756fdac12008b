// The /api routes of this part (rows of shared/src/api/routes.ts), each a thin handler over a plain operation.
import type { ApiHandlers } from "../http/pipeline";
import { callerOf, sendData } from "../http/pipeline";
import { linkBase } from "../origins";
import { bankingStatus, createOnboardingLink } from "./connect";

export const bankingHandlers = {
  createBankingOnboardingLink: async (call) => {
    // Stripe sends the admin back to the app they came from (the app URL; on the emulators a local origin).
    const base = linkBase(call.deps.config, call.req.get("origin"));
    sendData(call.res, await createOnboardingLink(call.deps, callerOf(call), base));
  },
  bankingStatus: async (call) => {
    sendData(call.res, await bankingStatus(call.deps, callerOf(call)));
  },
} satisfies Partial<ApiHandlers>;
