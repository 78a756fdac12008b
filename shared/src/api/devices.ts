// The native app's devices (spec §3 Device, §7 "A push token is registered on native platforms"): the app
// registers the device it runs on after sign-in and clears it at sign-out. Written only through these calls.
import type { SchemaObject } from "ajv";
import { LANGUAGES, type LanguageCode } from "../languages";

/**
 * A device id as the native platform reports it: iOS's identifierForVendor (a UUID), Android's ANDROID_ID (16 hex
 * digits), or a UUID the app made; hex digits and dashes, 8 to 64 characters.
 */
export const DEVICE_ID_PATTERN = "^[0-9A-Fa-f][0-9A-Fa-f-]{6,62}[0-9A-Fa-f]$";
/** Most devices one user keeps registered; registering one more drops the least recently updated. */
export const DEVICES_PER_USER = 10;
/** Largest push token accepted (APNs tokens are 64 hex characters; FCM tokens about 160 characters). */
export const PUSH_TOKEN_MAX_LENGTH = 4096;

/** POST /api/devices/:deviceId: registers (or updates) the caller's device. */
export interface RegisterDeviceRequest {
  language: LanguageCode;
  /** What the platform reports (platform, model, OS version, app version…): at most 20 short values. */
  info?: Record<string, string | number | boolean | null>;
  /** The push token of the app on this device; null when the user refused notifications. */
  pushToken?: string | null;
}
export const registerDeviceSchema: SchemaObject = {
  type: "object",
  properties: {
    language: { type: "string", enum: [...LANGUAGES] },
    info: {
      type: "object",
      maxProperties: 20,
      propertyNames: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$" },
      additionalProperties: { anyOf: [{ type: "string", maxLength: 200 }, { type: "number" }, { type: "boolean" }, { type: "null" }] },
    },
    pushToken: { anyOf: [{ type: "string", minLength: 1, maxLength: PUSH_TOKEN_MAX_LENGTH, pattern: "^[\\x21-\\x7e]+$" }, { type: "null" }] },
  },
  required: ["language"],
  additionalProperties: false,
};

export interface DeviceAnswer {
  deviceId: string;
  language: LanguageCode;
  pushToken: string | null;
  dateUpdated: string;
}

/** DELETE /api/devices/:deviceId: the caller's registration of the device is gone (no more pushes there). */
export interface DeviceClearedAnswer {
  cleared: boolean;
}
