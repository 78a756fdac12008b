// The /api routes of access rights and the QR-login exchange (rows of shared/src/api/routes.ts), each a thin
// handler over a plain operation.
import type { DeletedAnswer, QrLoginRequest, SaveAccountRequest } from "@comanda/shared";
import { admitCaller, type CallerLimitRule } from "../http/callerLimit";
import { callerOf, sendData, withBody, type ApiHandlers, idParam } from "../http/pipeline";
import { deleteAccount, exchangeQrLogin, regenerateAccountQrCode, saveAccount } from "./accounts";

/** Scans per caller and minute: plenty for a team signing in, little for guessing secrets. */
export const QR_LOGIN_LIMIT: CallerLimitRule = { name: "qrLogin", calls: 20, windowSeconds: 60 };

export const accountHandlers = {
  qrLogin: withBody<QrLoginRequest>(async (call, body) => {
    await admitCaller(call.deps, call.req, call.res, QR_LOGIN_LIMIT);
    sendData(call.res, await exchangeQrLogin(call.deps, body.token));
  }),
  regenerateAccountQrCode: async (call) => {
    sendData(call.res, await regenerateAccountQrCode(call.deps, callerOf(call), idParam(call)));
  },
  saveAccount: withBody<SaveAccountRequest>(async (call, body) => {
    const id = call.params.id;
    sendData(call.res, await saveAccount(call.deps, callerOf(call), id, body), id === undefined ? 201 : 200);
  }),
  deleteStaffAccount: async (call) => {
    await deleteAccount(call.deps, callerOf(call), idParam(call));
    sendData(call.res, { deleted: true } satisfies DeletedAnswer);
  },
} satisfies Partial<ApiHandlers>;
