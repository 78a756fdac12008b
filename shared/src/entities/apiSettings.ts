// API access settings (companyApiSettings/{companyId}); regenerating the password invalidates the old one.
import { booleanSchema, idSchema, objectSchema } from "./common";

export interface ApiSettingsData {
  companyId?: string;
  enabled: boolean;
  user: string | null;
  password: string | null;
}
export const apiSettingsSchema = objectSchema(
  {
    companyId: idSchema,
    enabled: booleanSchema,
    user: { type: ["string", "null"], maxLength: 200 },
    password: { type: ["string", "null"], maxLength: 500 },
  },
  ["enabled", "user", "password"],
);
