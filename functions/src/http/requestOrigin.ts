// The origin a request came through, for the links the server makes for the browser (upload links).
import type { Request } from "express";
import { allowedOrigin } from "../origins";
import type { ApiCall } from "./pipeline";

/** The origin the request came through, as the browser saw it (Hosting and Vite forward the host). */
function requestOrigin(req: Request): string {
  const forwardedHost = req.get("x-forwarded-host")?.split(",")[0]?.trim();
  const forwardedProto = req.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const host = forwardedHost || req.get("host") || "localhost";
  const proto = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : req.protocol;
  return `${proto}://${host}`;
}

/** The origin upload links are made for: local links must reach this app the way the browser does (Hosting or Vite proxy /api). */
export function uploadOrigin(call: ApiCall): string {
  const { config } = call.deps;
  return config.isEmulator ? (allowedOrigin(call.req.get("origin"), config) ?? requestOrigin(call.req)) : config.appUrl;
}
