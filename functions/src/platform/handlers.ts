// HTTP side of the platform calls (registration, links, profile, local uploads, account deletion): read the request, call the plain operation, answer { data }.
import type { Request } from "express";
import type {
  DeleteAccountAnswer,
  RegisterDeviceRequest,
  LinkSentAnswer,
  MeRequest,
  RegistrationRequest,
  SendForgotPasswordLinkRequest,
  SendVerificationLinkRequest,
  SystemAppsAnswer,
  UploadLinkRequest,
} from "@comanda/shared";
import { deleteCompany } from "../company/deleteCompany";
import { admitCaller, type CallerLimitRule } from "../http/callerLimit";
import { apiError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiCall, type ApiHandler } from "../http/pipeline";
import { uploadOrigin } from "../http/requestOrigin";
import * as logs from "../logs";
import { mailLanguage } from "../mail/language";
import { linkBase } from "../origins";
import { LocalUploadStore } from "../uploads/localStore";
import { clearDevice, registerDevice } from "./devices";
import { requestPasswordReset, requestVerificationLink } from "./links";
import { updateProfile } from "./profile";
import { createProfilePictureUploadLink } from "./profilePicture";
import { registerOwner } from "./registration";

function mailOptions(call: ApiCall, language: unknown, redirect?: string) {
  return {
    language: mailLanguage(language, call.req.get("accept-language")),
    linkBase: linkBase(call.deps.config, redirect, call.req.get("origin")),
  };
}

const systemApps: ApiHandler = async ({ res, deps }) => {
  const answer: SystemAppsAnswer = { ios: { version: deps.config.ios.version, appstoreLink: deps.config.ios.appstoreLink } };
  sendData(res, answer);
};

/** Registrations per caller and minute: enough for a room of people signing up, not for a looping script. */
export const REGISTRATION_LIMIT: CallerLimitRule = { name: "registration", calls: 30, windowSeconds: 60 };
/** Verification and password mails asked for per caller and minute (both together): no inbox is flooded from one caller. */
export const ACCOUNT_MAIL_LIMIT: CallerLimitRule = { name: "accountMail", calls: 10, windowSeconds: 60 };

const registration = withBody<RegistrationRequest>(async (call, body) => {
  await admitCaller(call.deps, call.req, call.res, REGISTRATION_LIMIT);
  sendData(call.res, await registerOwner(call.deps, body, mailOptions(call, body.language)), 201);
});

const sent: LinkSentAnswer = { sent: true };

const sendVerificationLink = withBody<SendVerificationLinkRequest>(async (call, body) => {
  await admitCaller(call.deps, call.req, call.res, ACCOUNT_MAIL_LIMIT);
  await requestVerificationLink(call.deps, body.email, mailOptions(call, body.language, body.redirect));
  sendData(call.res, sent);
});

const sendForgotPasswordLink = withBody<SendForgotPasswordLinkRequest>(async (call, body) => {
  await admitCaller(call.deps, call.req, call.res, ACCOUNT_MAIL_LIMIT);
  await requestPasswordReset(call.deps, body.email, mailOptions(call, body.language));
  sendData(call.res, sent);
});

const me = withBody<MeRequest>(async (call, body) => {
  sendData(call.res, await updateProfile(call.deps, callerOf(call), body));
});

const createProfilePictureUploadLinkHandler = withBody<UploadLinkRequest>(async (call, body) => {
  sendData(call.res, await createProfilePictureUploadLink(call.deps, callerOf(call), body.type, uploadOrigin(call)));
});

function localStore(call: ApiCall): LocalUploadStore {
  // Production signs Cloud Storage URLs: these routes then do not exist.
  if (!(call.deps.uploads instanceof LocalUploadStore)) throw apiError("not-found");
  return call.deps.uploads;
}

async function readRaw(req: Request, limit: number): Promise<Buffer> {
  // The Functions runtime may have read the body already (rawBody); otherwise read the stream.
  const pre: unknown = (req as { rawBody?: unknown }).rawBody ?? req.body;
  if (Buffer.isBuffer(pre)) {
    if (pre.length > limit) throw apiError("payload-too-large");
    return pre;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw apiError("payload-too-large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const localUploadPut: ApiHandler = async (call) => {
  const store = localStore(call);
  const token = call.params.token ?? "";
  const limit = await store.limitFor(token);
  if (limit === null) throw apiError("upload-link-expired");
  const result = await store.accept(token, call.req.get("content-type"), await readRaw(call.req, limit));
  if (!result.ok) {
    throw apiError(result.reason === "wrong-type" ? "unsupported-media-type" : result.reason === "too-large" ? "payload-too-large" : "upload-link-expired");
  }
  logs.localUploadStored(result.fileKey, result.bytes);
  sendData(call.res, { stored: true });
};

const localUploadGet: ApiHandler = async (call) => {
  const file = await localStore(call).read(call.params.file ?? "");
  if (!file) throw apiError("not-found");
  call.res.set({ "Content-Type": file.contentType, "X-Content-Type-Options": "nosniff", "Cache-Control": "private, max-age=60" });
  call.res.send(file.body);
};

const deleteAccount: ApiHandler = async (call) => {
  await deleteCompany(call.deps, callerOf(call).companyId);
  const answer: DeleteAccountAnswer = { deleted: true };
  sendData(call.res, answer);
};

const registerDeviceHandler = withBody<RegisterDeviceRequest>(async (call, body) => {
  sendData(call.res, await registerDevice(call.deps, callerOf(call), call.params.deviceId, body));
});

const clearDeviceHandler: ApiHandler = async (call) => {
  sendData(call.res, await clearDevice(call.deps, callerOf(call), call.params.deviceId));
};

export const platformHandlers = {
  systemApps,
  registerDevice: registerDeviceHandler,
  clearDevice: clearDeviceHandler,
  registration,
  sendVerificationLink,
  sendForgotPasswordLink,
  me,
  createProfilePictureUploadLink: createProfilePictureUploadLinkHandler,
  localUploadPut,
  localUploadGet,
  deleteAccount,
} satisfies Record<string, ApiHandler>;
