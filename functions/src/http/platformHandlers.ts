// HTTP side of the platform calls: read the request, call the plain operation, answer { data }.
import type { Request } from "express";
import type {
  DeleteAccountAnswer,
  LinkSentAnswer,
  MeRequest,
  RegistrationRequest,
  SendForgotPasswordLinkRequest,
  SendVerificationLinkRequest,
  SystemAppsAnswer,
  UploadLinkRequest,
} from "@comanda/shared";
import { deleteCompany } from "../company/deleteCompany";
import { mailLanguage } from "../mail/language";
import { allowedOrigin, linkBase } from "../origins";
import { registerOwner } from "../platform/registration";
import { requestPasswordReset, requestVerificationLink } from "../platform/links";
import { updateProfile } from "../platform/profile";
import { createProfilePictureUploadLink } from "../platform/profilePicture";
import { LocalUploadStore } from "../uploads/localStore";
import * as logs from "../logs";
import { apiError } from "./errors";
import { callerOf, sendData, withBody, type ApiCall, type ApiHandler } from "./pipeline";

/** The origin the request came through, as the browser saw it (Hosting and Vite forward the host). */
function requestOrigin(req: Request): string {
  const forwardedHost = req.get("x-forwarded-host")?.split(",")[0]?.trim();
  const forwardedProto = req.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const host = forwardedHost || req.get("host") || "localhost";
  const proto = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : req.protocol;
  return `${proto}://${host}`;
}

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

const registration = withBody<RegistrationRequest>(async (call, body) => {
  sendData(call.res, await registerOwner(call.deps, body, mailOptions(call, body.language)), 201);
});

const sent: LinkSentAnswer = { sent: true };

const sendVerificationLink = withBody<SendVerificationLinkRequest>(async (call, body) => {
  await requestVerificationLink(call.deps, body.email, mailOptions(call, body.language, body.redirect));
  sendData(call.res, sent);
});

const sendForgotPasswordLink = withBody<SendForgotPasswordLinkRequest>(async (call, body) => {
  await requestPasswordReset(call.deps, body.email, mailOptions(call, body.language));
  sendData(call.res, sent);
});

const me = withBody<MeRequest>(async (call, body) => {
  sendData(call.res, await updateProfile(call.deps, callerOf(call), body));
});

/** The origin upload links are made for: local links must reach this app the way the browser does (Hosting or Vite proxy /api). */
export function uploadOrigin(call: ApiCall): string {
  const { config } = call.deps;
  return config.isEmulator ? (allowedOrigin(call.req.get("origin"), config) ?? requestOrigin(call.req)) : config.appUrl;
}

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

export const platformHandlers = {
  systemApps,
  registration,
  sendVerificationLink,
  sendForgotPasswordLink,
  me,
  createProfilePictureUploadLink: createProfilePictureUploadLinkHandler,
  localUploadPut,
  localUploadGet,
  deleteAccount,
} satisfies Record<string, ApiHandler>;
