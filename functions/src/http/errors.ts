// The error a handler throws to answer with an error code (and field errors); the error handler sends it.
import { API_ERROR_STATUS, type ApiErrorAnswer, type ApiErrorCode, type FieldErrors } from "@comanda/shared";
import { isClosedTransaction } from "../transactions";

export class ApiHttpError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    readonly fields?: FieldErrors,
    /** What the screen lists beside the field errors (e.g. the products that use a VAT rate). */
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = "ApiHttpError";
    this.status = API_ERROR_STATUS[code];
  }

  get answer(): ApiErrorAnswer {
    const error: ApiErrorAnswer["error"] = this.fields ? { code: this.code, fields: this.fields } : { code: this.code };
    if (this.details) error.details = this.details;
    return { error };
  }
}

export function apiError(code: ApiErrorCode, fields?: FieldErrors): ApiHttpError {
  return new ApiHttpError(code, fields);
}

export function validationError(fields: FieldErrors, details?: Record<string, unknown>): ApiHttpError {
  return new ApiHttpError("validation", fields, details);
}

/** The `code` of a Firebase error ("auth/email-already-exists"), if it has one. */
export function firebaseErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** A transaction that kept losing to others on the same documents (gRPC ABORTED, or the emulator's closed
 * transaction: see ../transactions), after its last attempt. */
export function isContention(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (isClosedTransaction(error)) return true;
  return code === 10 || code === "aborted" || (typeof message === "string" && /contention|ABORTED|lock timeout/i.test(message));
}
