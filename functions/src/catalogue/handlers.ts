// HTTP side of the catalogue calls: read the request, call the plain operation, answer { data }.
import type { CreateUploadLinkRequest, DeletedAnswer, ProductRequest } from "@comanda/shared";
import { callerOf, sendData, withBody, type ApiCall, type ApiHandler, idParam } from "../http/pipeline";
import { uploadOrigin } from "../http/requestOrigin";
import { deleteCategory, deleteCourse, deleteProduct } from "./deletions";
import { saveProduct } from "./products";
import { createUploadLink } from "./uploadLink";

const deleted: DeletedAnswer = { deleted: true };

const saveProductHandler = withBody<ProductRequest>(async (call, body) => {
  const id = call.params.id;
  sendData(call.res, await saveProduct(call.deps, callerOf(call).companyId, id, body), id === undefined ? 201 : 200);
});

function deletion(remove: (deps: ApiCall["deps"], companyId: string, id: string) => Promise<void>): ApiHandler {
  return async (call) => {
    await remove(call.deps, callerOf(call).companyId, idParam(call));
    sendData(call.res, deleted);
  };
}

const createUploadLinkHandler = withBody<CreateUploadLinkRequest>(async (call, body) => {
  sendData(call.res, await createUploadLink(call.deps, callerOf(call), body, uploadOrigin(call)));
});

export const catalogueHandlers = {
  saveProduct: saveProductHandler,
  deleteProduct: deletion(deleteProduct),
  deleteCategory: deletion(deleteCategory),
  deleteCourse: deletion(deleteCourse),
  createUploadLink: createUploadLinkHandler,
} satisfies Record<string, ApiHandler>;
