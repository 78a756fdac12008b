// A user's profile (users/{uid}) and last activity (activity/{uid}); rights come from token claims.
import { PROFILE_NAME_MIN_LENGTH } from "../api/platform";
import { LANGUAGES, type LanguageCode } from "../languages";
import { booleanSchema, dateTimeSchema, emailSchema, idSchema, objectSchema, pictureSchema, type IsoDateTime } from "./common";

/** Profile rules of spec §5 apply: name at least 3 characters, bio at least 1. */
export interface UserData {
  companyId?: string;
  displayName?: string;
  name?: string;
  bio?: string;
  picture?: string | null;
  email?: string;
  /** Language of the mails sent to the user. */
  language?: LanguageCode;
  acceptNewsletter?: boolean;
  termsAcceptedAt?: IsoDateTime;
  privacyAcceptedAt?: IsoDateTime;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
  /** When the server last changed the user's custom claims: the admin then refreshes the ID token. */
  claimsUpdatedAt?: IsoDateTime;
}
export const userSchema = objectSchema({
  companyId: idSchema,
  displayName: { type: "string", maxLength: 200 },
  name: { type: "string", minLength: PROFILE_NAME_MIN_LENGTH, maxLength: 200 },
  bio: { type: "string", minLength: 1, maxLength: 5000 },
  picture: pictureSchema,
  email: emailSchema,
  language: { type: "string", enum: [...LANGUAGES] },
  acceptNewsletter: booleanSchema,
  termsAcceptedAt: dateTimeSchema,
  privacyAcceptedAt: dateTimeSchema,
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  claimsUpdatedAt: dateTimeSchema,
});

export interface ActivityData {
  lastTimeOnline: IsoDateTime;
}
export const activitySchema = objectSchema({ lastTimeOnline: dateTimeSchema }, ["lastTimeOnline"]);
