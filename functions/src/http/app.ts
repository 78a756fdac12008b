import express from "express";
import { APP_VERSION } from "../config";

export function createApp() {
  const app = express();
  app.get("/version.json", (_req, res) => {
    res.json({ version: APP_VERSION, data: { version: APP_VERSION } });
  });
  return app;
}
