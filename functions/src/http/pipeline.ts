// The /api request pipeline, driven by the shared route table: find the route (404/405), check the caller
// (401/403), parse and validate the body (400), then call the route's handler.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import {
  API_ROUTES,
  COLLECTIONS,
  type AccountData,
  apiAccessAllows,
  matchApiRoute,
  principalFromClaims,
  validator,
  type ApiErrorCode,
  type ApiRoute,
  type ApiRouteId,
  type CompanyClaims,
  type Principal,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import * as logs from "../logs";
import { apiError, firebaseErrorCode, validationError } from "./errors";

/** One call, as a handler sees it: the body was validated against the route's schema. */
export interface ApiCall {
  req: Request;
  res: Response;
  deps: AppDeps;
  params: Record<string, string>;
  /** The caller; null on routes open to anyone. */
  principal: Principal | null;
  body: unknown;
}

export type ApiHandler = (call: ApiCall) => Promise<void>;

/** A handler for every row of the route table. */
export type ApiHandlers = { [K in ApiRouteId]: ApiHandler };

interface Matched {
  id: ApiRouteId;
  route: ApiRoute;
  params: Record<string, string>;
  principal: Principal | null;
}

const matched = new WeakMap<Request, Matched>();

/** Answers { data } with the given status. */
export function sendData(res: Response, data: unknown, status = 200): void {
  res.status(status).json({ data });
}

/**
 * Answers a file to download (a CSV, a PDF): the bytes with their type, named for the browser's save
 * dialog (RFC 6266: an ASCII fallback name and the UTF-8 one).
 */
export function sendAttachment(res: Response, body: string | Buffer, contentType: string, fileName: string): void {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  res
    .status(200)
    .set("Content-Type", contentType)
    .set("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .set("Cache-Control", "no-store")
    .send(body);
}

/** The caller of a route that needs one (the guard already answered 401 otherwise). */
/** The route's `:id`; a route matched without one answers `missing` (404 not-found unless the feature names its own). */
export function idParam(call: ApiCall, missing: ApiErrorCode = "not-found"): string {
  const id = call.params.id;
  if (!id) throw apiError(missing);
  return id;
}

export function callerOf(call: ApiCall): Principal {
  if (!call.principal) throw apiError("unauthenticated");
  return call.principal;
}

/** A handler whose body has the type its route's schema describes. */
export function withBody<B>(handler: (call: ApiCall, body: B) => Promise<void>): ApiHandler {
  // The pipeline validated call.body against the route's schema before calling the handler.
  return (call) => handler(call, call.body as B);
}

const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/i;

// Auth errors that mean "this token does not prove who you are"; others (network, internal) are ours.
function isTokenError(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  return !!code && code.startsWith("auth/") && code !== "auth/internal-error" && code !== "auth/network-request-failed";
}

async function authenticate(deps: AppDeps, header: string | undefined): Promise<Principal> {
  const token = BEARER.exec(header ?? "")?.[1];
  if (!token) throw apiError("unauthenticated");
  let decoded;
  try {
    // checkRevoked: a deleted or disabled user (e.g. a staff member whose access was removed) is refused at once.
    decoded = await deps.auth.verifyIdToken(token, true);
  } catch (error) {
    if (!isTokenError(error)) throw error;
    logs.tokenRejected(error);
    throw apiError("unauthenticated");
  }
  // Same rule as firestore.rules: a password user must have verified the e-mail; QR-login users have none.
  if (decoded.email && decoded.email_verified !== true) throw apiError("not-verified");
  const claims: CompanyClaims = { companyId: decoded.companyId, permissions: decoded.permissions, owner: decoded.owner };
  if (decoded.session !== undefined) return staffSessionPrincipal(deps, decoded.uid, decoded.session, claims);
  return principalFromClaims(decoded.uid, claims);
}

/**
 * A token from a QR-code login carries its code's session: the staff member's access right must still exist
 * with that session (a new code or a deletion ends it at once, not when the ID token expires; firestore.rules
 * check the same). The access right's current permissions then apply, so an edit takes effect at once here.
 */
async function staffSessionPrincipal(deps: AppDeps, uid: string, session: unknown, claims: CompanyClaims): Promise<Principal> {
  const account = (await deps.db.collection(COLLECTIONS.accounts).doc(uid).get()).data() as AccountData | undefined;
  if (typeof session !== "string" || !account || account.session !== session || account.companyId !== claims.companyId) {
    logs.tokenRejected(new Error("staff session ended"));
    throw apiError("unauthenticated");
  }
  return principalFromClaims(uid, { companyId: account.companyId, permissions: account.permissions });
}

/** Finds the route of the request in the table and checks who is calling. */
export function routeGuard(deps: AppDeps): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = matchApiRoute(req.method, req.path);
    if (match.kind === "not-found") throw apiError("not-found");
    if (match.kind === "method-not-allowed") {
      res.set("Allow", match.allowed.join(", "));
      throw apiError("method-not-allowed");
    }
    let principal: Principal | null = null;
    if (match.route.access !== "none") {
      principal = await authenticate(deps, req.get("authorization"));
      if (!apiAccessAllows(match.route.access, principal.permissions)) throw apiError("forbidden");
    }
    matched.set(req, { id: match.id, route: match.route, params: match.params, principal });
    next();
  };
}

/** Parses JSON bodies; a syntax error becomes 400 invalid-json in the error handler. */
export const jsonBody: RequestHandler = express.json({ limit: "1mb", type: ["application/json", "application/*+json"] });

function bodyOf(req: Request, route: ApiRoute): unknown {
  if (!route.body) return req.body;
  // No body at all (req.is answers null) or an empty one, of whatever type: an empty object.
  const kind = req.is(["application/json", "application/*+json"]);
  if (kind === null || req.get("content-length") === "0") return {};
  if (kind === false) throw apiError("unsupported-media-type");
  return req.body ?? {};
}

/** Validates the body against the route's schema and calls the route's handler. */
export function dispatch(deps: AppDeps, handlers: ApiHandlers): RequestHandler {
  const validators = new Map(
    (Object.keys(API_ROUTES) as ApiRouteId[]).flatMap((id) => {
      const schema = (API_ROUTES[id] as ApiRoute).body;
      return schema ? [[id, validator(schema)] as const] : [];
    }),
  );
  return async (req: Request, res: Response) => {
    const call = matched.get(req);
    if (!call) throw apiError("not-found");
    const body = bodyOf(req, call.route);
    const validate = validators.get(call.id);
    if (validate) {
      const result = validate(body);
      if (!result.ok) throw validationError(result.fields);
    }
    await handlers[call.id]({ req, res, deps, params: call.params, principal: call.principal, body });
  };
}
