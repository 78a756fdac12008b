// A user's profile (users/{uid}) and last activity (activity/{uid}); rights come from token claims.
import { PROFILE_NAME_MIN_LENGTH } from "../api/platform";
import { dateTimeSchema, objectSchema, pictureSchema, type IsoDateTime } from "./common";

/** Profile rules of spec §5 apply: name at least 3 characters, bio at least 1. */
export interface UserData {
  displayName?: string;
  name?: string;
  bio?: string;
  picture?: string | null;
}
export const userSchema = objectSchema({
  displayName: { type: "string", maxLength: 200 },
  name: { type: "string", minLength: PROFILE_NAME_MIN_LENGTH, maxLength: 200 },
  bio: { type: "string", minLength: 1, maxLength: 5000 },
  picture: pictureSchema,
});

export interface ActivityData {
  lastTimeOnline: IsoDateTime;
}
export const activitySchema = objectSchema({ lastTimeOnline: dateTimeSchema }, ["lastTimeOnline"]);
