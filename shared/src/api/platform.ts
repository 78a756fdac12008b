// Bodies and answers of the platform calls (spec §7): registration, verification and reset links,
// profile, profile picture upload link, account deletion, app versions. Field names as spec §5 lists.
import type { SchemaObject } from "ajv";
import { LANGUAGES, type LanguageCode } from "../languages";

const email: SchemaObject = { type: "string", format: "email", maxLength: 320 };
const language: SchemaObject = { type: "string", enum: [...LANGUAGES] };
const url: SchemaObject = { type: "string", format: "uri", maxLength: 2048 };

export const PASSWORD_MIN_LENGTH = 8;
export const PROFILE_NAME_MIN_LENGTH = 3;
export const PROFILE_PICTURE_TYPES = ["image/jpeg", "image/png"] as const;
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];
/** Largest picture a profile upload link accepts. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/registration (no auth): creates the owner, their company and sends the verification mail. */
export interface RegistrationRequest {
  email: string;
  name: string;
  companyname: string;
  password: string;
  acceptTerms: true;
  acceptPrivacy: true;
  acceptNewsletter?: boolean;
  /** Language of the verification mail (else the request's Accept-Language, else en). */
  language?: LanguageCode;
}
export const registrationSchema: SchemaObject = {
  type: "object",
  properties: {
    email,
    name: { type: "string", notBlank: true, maxLength: 200 },
    companyname: { type: "string", notBlank: true, maxLength: 200 },
    password: { type: "string", minLength: PASSWORD_MIN_LENGTH, maxLength: 1024 },
    acceptTerms: { const: true },
    acceptPrivacy: { const: true },
    acceptNewsletter: { type: "boolean" },
    language,
  },
  required: ["email", "name", "companyname", "password", "acceptTerms", "acceptPrivacy"],
  additionalProperties: false,
};
export interface RegistrationAnswer {
  uid: string;
}

/** POST /api/sendVerificationLink (no auth). */
export interface SendVerificationLinkRequest {
  email: string;
  /**
   * Where the admin runs (an origin or a URL in it): the link points there when it is an allowed origin
   * (localhost in the emulator, the configured app URL in production), else to the configured app URL.
   */
  redirect?: string;
  language?: LanguageCode;
}
export const sendVerificationLinkSchema: SchemaObject = {
  type: "object",
  properties: { email, redirect: url, language },
  required: ["email"],
  additionalProperties: false,
};

/** POST /api/sendForgotPasswordLink (no auth). */
export interface SendForgotPasswordLinkRequest {
  email: string;
  language?: LanguageCode;
}
export const sendForgotPasswordLinkSchema: SchemaObject = {
  type: "object",
  properties: { email, language },
  required: ["email"],
  additionalProperties: false,
};

/** Both link calls answer the same whether or not the address has an account (no account enumeration). */
export interface LinkSentAnswer {
  sent: true;
}

/** POST /api/me (auth): the signed-in user's profile. */
export interface MeRequest {
  name: string;
  bio?: string;
  /** The publicUrl an upload link answered with; null removes the picture. */
  picture?: string | null;
}
export const meSchema: SchemaObject = {
  type: "object",
  properties: {
    name: { type: "string", minLength: PROFILE_NAME_MIN_LENGTH, notBlank: true, maxLength: 200 },
    bio: { type: "string", minLength: 1, maxLength: 10_000 },
    picture: { anyOf: [url, { type: "null" }] },
  },
  required: ["name"],
  additionalProperties: false,
};
export interface MeAnswer {
  uid: string;
  name: string;
  bio: string | null;
  picture: string | null;
}

/** POST /api/create-profile-picture-uploadlink/ (auth). */
export interface UploadLinkRequest {
  type: ProfilePictureType;
}
export const uploadLinkSchema: SchemaObject = {
  type: "object",
  properties: { type: { type: "string", enum: [...PROFILE_PICTURE_TYPES] } },
  required: ["type"],
  additionalProperties: false,
};
/**
 * `url`: PUT the file there with the same Content-Type, within the link's lifetime, once.
 * `fileName`: where the file is kept. `publicUrl`: where it can be read afterwards (store it as picture).
 */
export interface UploadLinkAnswer {
  url: string;
  fileName: string;
  publicUrl: string;
}

/**
 * POST /api/deleteAccount (owner only): deletes the company with all its data and users.
 * The body must say `{ "confirm": true }`: an empty body (what the admin's download buttons send) is
 * refused, so that nothing but the explicit delete-account action can wipe a company.
 */
export interface DeleteAccountRequest {
  confirm: true;
}
export const deleteAccountSchema: SchemaObject = {
  type: "object",
  properties: { confirm: { const: true } },
  required: ["confirm"],
  additionalProperties: false,
};
export interface DeleteAccountAnswer {
  deleted: true;
}

/** GET /api/system/apps/ (no auth): the latest native app versions. */
export interface SystemAppsAnswer {
  ios: { version: string; appstoreLink: string };
}

/** GET /version.json: polled hourly by the admin; `version` stays at the top level for older clients. */
export interface VersionAnswer {
  version: string;
  data: { version: string };
}
