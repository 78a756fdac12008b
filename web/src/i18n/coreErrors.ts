// The error texts the login page needs (sign-in, registration, password, the form kit's field codes) and
// the one function that turns a code into text. The texts of calls made only after login live in
// errors.ts, which registers them here when the signed-in admin loads, so that they stay out of the
// login page's JavaScript (budget: 300 kB).
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from "react-intl";
import { useCallback } from "react";

export const coreErrorMessages = defineMessages({
  generic: { id: "error.generic", defaultMessage: "An error occured, please try again later" },
  network: { id: "error.network", defaultMessage: "No connection to the server. Check your internet connection and try again." },
  wrongCredentials: { id: "error.wrongCredentials", defaultMessage: "Incorrect email or password" },
  notVerified: { id: "error.notVerified", defaultMessage: "Your account has not been verified yet. You can find the verification link in the email you received." },
  emailInUse: { id: "error.emailInUse", defaultMessage: "This email is already in use" },
  incompleteReturnValue: { id: "error.incompleteReturnValue", defaultMessage: "incomplete return value" },
  formInvalid: { id: "error.formInvalid", defaultMessage: "Check that all fields are filled in correctly." },
  uploadLink: { id: "error.uploadLink", defaultMessage: "Error creating upload link" },
  upload: { id: "error.upload", defaultMessage: "Error uploading file" },
  fileType: { id: "error.fileType", defaultMessage: "This type of file is not accepted. Choose a JPG or PNG picture." },
  fileTooLarge: { id: "error.fileTooLarge", defaultMessage: "This file is too large." },
  verificationLink: { id: "error.verificationLink", defaultMessage: "Error requesting verification Link" },
  slugReserved: { id: "error.slugReserved", defaultMessage: "This slug can not be used" },
  unauthenticated: { id: "error.unauthenticated", defaultMessage: "Your session has ended. Please log in again." },
  forbidden: { id: "error.forbidden", defaultMessage: "You do not have permission to do this." },
  notFound: { id: "error.notFound", defaultMessage: "This item no longer exists." },
  tooManyRequests: { id: "error.tooManyRequests", defaultMessage: "Too many attempts. Please wait a moment and try again." },
  expiredCode: { id: "error.expiredCode", defaultMessage: "This link has expired or has already been used. Request a new one." },
  weakPassword: { id: "error.weakPassword", defaultMessage: "The password must have at least 8 characters." },
  invalidLoginQr: { id: "error.invalidLoginQr", defaultMessage: "Invalid QR code for login" },
  // Field-level codes (ajv keywords and our own).
  required: { id: "error.field.required", defaultMessage: "This field is required." },
  minLength: { id: "error.field.minLength", defaultMessage: "This text is too short." },
  maxLength: { id: "error.field.maxLength", defaultMessage: "This text is too long." },
  notBlank: { id: "error.field.notBlank", defaultMessage: "This field is required." },
  format: { id: "error.field.format", defaultMessage: "This value is not in the right format." },
  email: { id: "error.field.email", defaultMessage: "Enter a valid email address." },
  type: { id: "error.field.type", defaultMessage: "This value is not valid." },
  number: { id: "error.field.number", defaultMessage: "Enter a number." },
  minimum: { id: "error.field.minimum", defaultMessage: "This number is too small." },
  maximum: { id: "error.field.maximum", defaultMessage: "This number is too large." },
  // The same codes with the bound the field has, given by the form kit's rules.
  minLengthOf: { id: "error.field.minLengthOf", defaultMessage: "At least {min, plural, one {# character} other {# characters}}." },
  maxLengthOf: { id: "error.field.maxLengthOf", defaultMessage: "At most {max, plural, one {# character} other {# characters}}." },
  minimumOf: { id: "error.field.minimumOf", defaultMessage: "Enter {min, number} or more." },
  maximumOf: { id: "error.field.maximumOf", defaultMessage: "Enter at most {max, number}." },
  betweenOf: { id: "error.field.betweenOf", defaultMessage: "Enter a number between {min, number} and {max, number}." },
  const: { id: "error.field.const", defaultMessage: "This must be accepted." },
  unknownField: { id: "error.field.unknown", defaultMessage: "This field is not expected." },
  linkProtocol: { id: "error.field.linkProtocol", defaultMessage: "Only http and https links are allowed." },
  linkBlockedHost: { id: "error.field.linkBlockedHost", defaultMessage: "Links to this site are not allowed." },
  linkInvalid: { id: "error.field.linkInvalid", defaultMessage: "This link is not valid." },
  passwordMismatch: { id: "error.field.passwordMismatch", defaultMessage: "The passwords do not match." },
});

type CoreKey = keyof typeof coreErrorMessages;

/** Codes as the API, Firebase and the validators name them → message key. */
export const CORE_CODE_TO_KEY: Readonly<Record<string, CoreKey>> = {
  internal: "generic",
  unknown: "generic",
  network: "network",
  "auth/network-request-failed": "network",
  "auth/wrong-password": "wrongCredentials",
  "auth/user-not-found": "wrongCredentials",
  "auth/invalid-credential": "wrongCredentials",
  "auth/invalid-email": "wrongCredentials",
  "auth/invalid-login-credentials": "wrongCredentials",
  "not-verified": "notVerified",
  "email-already-in-use": "emailInUse",
  "auth/email-already-in-use": "emailInUse",
  "incomplete-return-value": "incompleteReturnValue",
  validation: "formInvalid",
  "invalid-json": "generic",
  "upload-link-failed": "uploadLink",
  "upload-failed": "upload",
  "unsupported-media-type": "fileType",
  "payload-too-large": "fileTooLarge",
  "verification-link-failed": "verificationLink",
  "slug-reserved": "slugReserved",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
  // Firestore's refusal of a direct write (rules), e.g. a list toggle without the permission.
  "permission-denied": "forbidden",
  "not-found": "notFound",
  "auth/too-many-requests": "tooManyRequests",
  // The QR-login exchange's limit per caller.
  "rate-limited": "tooManyRequests",
  "auth/expired-action-code": "expiredCode",
  "auth/invalid-action-code": "expiredCode",
  "auth/weak-password": "weakPassword",
  "invalid-login-qr": "invalidLoginQr",
  "upload-link-expired": "upload",
  "user-not-found": "notFound",
  "auth/invalid-custom-token": "invalidLoginQr",
  "auth/custom-token-mismatch": "invalidLoginQr",
  required: "required",
  minLength: "minLength",
  maxLength: "maxLength",
  notBlank: "notBlank",
  format: "format",
  email: "email",
  type: "type",
  number: "number",
  minimum: "minimum",
  maximum: "maximum",
  const: "const",
  "unknown-field": "unknownField",
  "link-protocol": "linkProtocol",
  "link-blocked-host": "linkBlockedHost",
  "link-invalid": "linkInvalid",
  "password-mismatch": "passwordMismatch",
};

/** Texts of codes registered after login (errors.ts), by code. */
const registered = new Map<string, MessageDescriptor>();

export function registerErrorTexts(texts: Readonly<Record<string, MessageDescriptor>>): void {
  for (const [code, message] of Object.entries(texts)) registered.set(code, message);
}

/** Extracts a code from anything thrown (ApiError, FirebaseError, Error). */
export function errorCode(error: unknown): string {
  if (error && typeof error === "object" && "code" in error && typeof (error as { code: unknown }).code === "string") return (error as { code: string }).code;
  return "unknown";
}

export function errorText(intl: IntlShape, codeOrError: unknown): string {
  const code = typeof codeOrError === "string" ? codeOrError : errorCode(codeOrError);
  return intl.formatMessage(registered.get(code) ?? coreErrorMessages[CORE_CODE_TO_KEY[code] ?? "generic"]);
}

/** The bounds of a form field, to say them in its errors. */
export interface FieldBounds {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
}

/**
 * The text of a field code that names the field's bound ("At most 200 characters.", "Enter 0 or more.",
 * "Enter a number between 5 and 240."); other codes, and codes without their bound, as errorText says them.
 */
export function fieldErrorText(intl: IntlShape, code: string, bounds: FieldBounds): string {
  const { minLength, maxLength, min, max } = bounds;
  if (code === "minLength" && minLength != null) return intl.formatMessage(coreErrorMessages.minLengthOf, { min: minLength });
  if (code === "maxLength" && maxLength != null) return intl.formatMessage(coreErrorMessages.maxLengthOf, { max: maxLength });
  if ((code === "minimum" || code === "maximum") && min != null && max != null) return intl.formatMessage(coreErrorMessages.betweenOf, { min, max });
  if (code === "minimum" && min != null) return intl.formatMessage(coreErrorMessages.minimumOf, { min });
  if (code === "maximum" && max != null) return intl.formatMessage(coreErrorMessages.maximumOf, { max });
  return errorText(intl, code);
}

/** `const text = useErrorText(); text(error)` gives the message for an error or a code. */
export function useErrorText(): (codeOrError: unknown) => string {
  const intl = useIntl();
  return useCallback((e: unknown) => errorText(intl, e), [intl]);
}
