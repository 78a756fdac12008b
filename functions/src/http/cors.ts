// Cross-origin calls: in production the admin is served from the same origin (Hosting rewrites /api),
// so no origin is allowed but the app URL; in the emulator any localhost origin (Vite, Hosting, tests).
import type { RequestHandler } from "express";
import type { ServerConfig } from "../config";
import { allowedOrigin } from "../origins";

export function cors(config: ServerConfig): RequestHandler {
  return (req, res, next) => {
    res.vary("Origin");
    const origin = allowedOrigin(req.get("origin"), config);
    // Only the exact origin is echoed back; "null" or foreign origins get no CORS headers.
    if (origin && req.get("origin") === origin) {
      res.set("Access-Control-Allow-Origin", origin);
      res.set("Access-Control-Expose-Headers", "Content-Disposition");
    }
    if (req.method === "OPTIONS" && req.get("access-control-request-method")) {
      if (origin && req.get("origin") === origin) {
        res.set("Access-Control-Allow-Methods", "GET, POST, PUT, OPTIONS");
        res.set("Access-Control-Allow-Headers", "Authorization, Content-Type, Accept, Accept-Language");
        res.set("Access-Control-Max-Age", "600");
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
