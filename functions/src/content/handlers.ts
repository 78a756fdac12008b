// The /api routes of pages and stories (rows of shared/src/api/routes.ts), each a thin handler over a plain operation.
import type { ContentKind, DeletedAnswer, SaveContentRequest } from "@comanda/shared";
import { callerOf, idParam, sendData, withBody, type ApiHandler, type ApiHandlers } from "../http/pipeline";
import { deleteContent, saveContent } from "./save";

function saveHandler(kind: ContentKind): ApiHandler {
  return withBody<SaveContentRequest>(async (call, body) => {
    const id = call.params.id;
    sendData(call.res, await saveContent(call.deps, kind, callerOf(call).companyId, id, body), id === undefined ? 201 : 200);
  });
}

function deleteHandler(kind: ContentKind): ApiHandler {
  return async (call) => {
    await deleteContent(call.deps, kind, callerOf(call).companyId, idParam(call));
    sendData(call.res, { deleted: true } satisfies DeletedAnswer);
  };
}

export const contentHandlers = {
  savePage: saveHandler("page"),
  deletePage: deleteHandler("page"),
  saveStory: saveHandler("story"),
  deleteStory: deleteHandler("story"),
} satisfies Partial<ApiHandlers>;
