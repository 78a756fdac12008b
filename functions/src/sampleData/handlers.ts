// HTTP side of the intro widget's calls: read the request, call the plain operation, answer { data }.
import type { IntroVisibilityAnswer, IntroVisibilityRequest, SampleDataDeletedAnswer } from "@comanda/shared";
import { callerOf, sendData, withBody, type ApiHandler } from "../http/pipeline";
import { deleteSampleData, setIntroHidden } from "./deleteSampleData";

export const sampleDataHandlers = {
  deleteSampleData: async (call) => {
    const answer: SampleDataDeletedAnswer = await deleteSampleData(call.deps, callerOf(call).companyId);
    sendData(call.res, answer);
  },
  setIntroHidden: withBody<IntroVisibilityRequest>(async (call, body) => {
    const answer: IntroVisibilityAnswer = await setIntroHidden(call.deps, callerOf(call).companyId, body.hidden);
    sendData(call.res, answer);
  }),
} satisfies Record<string, ApiHandler>;
