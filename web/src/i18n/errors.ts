// Error codes (from the API, Firebase Auth and our validators) turned into text in the user's language: the one place.
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { useCallback } from "react";

export const errorMessages = defineMessages({
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
  // Catalogue (spec §5, §8).
  categoryUsed: { id: "error.categoryUsed", defaultMessage: "Category can't be deleted because it is used by at least one product" },
  subcategoryUsed: { id: "error.subcategoryUsed", defaultMessage: "Category can't be deleted because a sub category is used by at least one product." },
  courseUsed: { id: "error.courseUsed", defaultMessage: "Course can't be deleted because it is used by at least one product" },
  productInCombined: { id: "error.productInCombined", defaultMessage: "The product cannot be deleted because it is used in a combined product." },
  categoryNotFound: { id: "error.field.categoryNotFound", defaultMessage: "This category no longer exists. Choose another one." },
  courseNotFound: { id: "error.field.courseNotFound", defaultMessage: "This course no longer exists. Choose another one." },
  locationNotFound: { id: "error.field.locationNotFound", defaultMessage: "This production location no longer exists. Choose another one." },
  vatRateUnknown: { id: "error.field.vatRateUnknown", defaultMessage: "Choose one of your company's VAT rates." },
  slotProductNotFound: { id: "error.field.slotProductNotFound", defaultMessage: "This product no longer exists." },
  slotProductHidden: { id: "error.field.slotProductHidden", defaultMessage: "Only visible products can be added to a combined product." },
  slotProductCombined: { id: "error.field.slotProductCombined", defaultMessage: "A combined product cannot contain another combined product." },
  photoType: { id: "error.field.photoType", defaultMessage: "The photo must be a JPG or PNG image." },
  photoNotSquare: { id: "error.field.photoNotSquare", defaultMessage: "The photo must be square." },
  photoTooSmall: { id: "error.field.photoTooSmall", defaultMessage: "The photo must be at least 720 × 720 pixels." },
  photoTooLarge: { id: "error.field.photoTooLarge", defaultMessage: "The photo must be at most 1240 × 1240 pixels." },
  moveIntoItself: { id: "error.moveIntoItself", defaultMessage: "A category cannot be moved into itself." },
  moveIntoDescendant: { id: "error.moveIntoDescendant", defaultMessage: "A category cannot be moved into one of its own sub-categories." },
  photoNotFound: { id: "error.field.photoNotFound", defaultMessage: "The photo could not be found. Please upload it again." },
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
  const: { id: "error.field.const", defaultMessage: "This must be accepted." },
  unknownField: { id: "error.field.unknown", defaultMessage: "This field is not expected." },
  linkProtocol: { id: "error.field.linkProtocol", defaultMessage: "Only http and https links are allowed." },
  linkBlockedHost: { id: "error.field.linkBlockedHost", defaultMessage: "Links to this site are not allowed." },
  linkInvalid: { id: "error.field.linkInvalid", defaultMessage: "This link is not valid." },
  passwordMismatch: { id: "error.field.passwordMismatch", defaultMessage: "The passwords do not match." },
});

type Key = keyof typeof errorMessages;

/** Codes as the API, Firebase and the validators name them → message key. */
export const CODE_TO_KEY: Readonly<Record<string, Key>> = {
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
  "not-found": "notFound",
  "auth/too-many-requests": "tooManyRequests",
  "auth/expired-action-code": "expiredCode",
  "auth/invalid-action-code": "expiredCode",
  "auth/weak-password": "weakPassword",
  "invalid-login-qr": "invalidLoginQr",
  "upload-link-expired": "upload",
  "user-not-found": "notFound",
  "category-used": "categoryUsed",
  "subcategory-used": "subcategoryUsed",
  "course-used": "courseUsed",
  "product-in-combined": "productInCombined",
  "category-not-found": "categoryNotFound",
  "course-not-found": "courseNotFound",
  "location-not-found": "locationNotFound",
  "vat-rate-unknown": "vatRateUnknown",
  "slot-product-not-found": "slotProductNotFound",
  "slot-product-hidden": "slotProductHidden",
  "slot-product-combined": "slotProductCombined",
  "photo-type": "photoType",
  "photo-not-square": "photoNotSquare",
  "photo-too-small": "photoTooSmall",
  "photo-too-large": "photoTooLarge",
  "move-into-itself": "moveIntoItself",
  "move-into-descendant": "moveIntoDescendant",
  "photo-not-found": "photoNotFound",
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

/** Extracts a code from anything thrown (ApiError, FirebaseError, Error). */
export function errorCode(error: unknown): string {
  if (error && typeof error === "object" && "code" in error && typeof (error as { code: unknown }).code === "string") return (error as { code: string }).code;
  return "unknown";
}

export function errorText(intl: IntlShape, codeOrError: unknown): string {
  const code = typeof codeOrError === "string" ? codeOrError : errorCode(codeOrError);
  const key = CODE_TO_KEY[code] ?? "generic";
  return intl.formatMessage(errorMessages[key]);
}

/** `const text = useErrorText(); text(error)` gives the message for an error or a code. */
export function useErrorText(): (codeOrError: unknown) => string {
  const intl = useIntl();
  return useCallback((e: unknown) => errorText(intl, e), [intl]);
}
