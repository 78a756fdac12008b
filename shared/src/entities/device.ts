// A device of a user that receives push notifications (native app).
import { LANGUAGES, type LanguageCode } from "../languages";
import { dateTimeSchema, idSchema, objectSchema, type IsoDateTime } from "./common";

export interface DeviceData {
  deviceId: string;
  uid: string;
  language: LanguageCode;
  dateUpdated: IsoDateTime;
  /** What the platform reports (platform, model, OS version…). */
  info?: Record<string, string | number | boolean | null>;
  pushToken?: string | null;
}
export const deviceSchema = objectSchema(
  {
    deviceId: idSchema,
    uid: idSchema,
    language: { type: "string", enum: [...LANGUAGES] },
    dateUpdated: dateTimeSchema,
    info: { type: "object", maxProperties: 50, additionalProperties: { anyOf: [{ type: "string", maxLength: 500 }, { type: "number" }, { type: "boolean" }, { type: "null" }] } },
    pushToken: { type: ["string", "null"], maxLength: 4096 },
  },
  ["deviceId", "uid", "language", "dateUpdated"],
);
