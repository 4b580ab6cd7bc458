import { ZodError } from "zod";
import { isDatabaseUnreachable, isMissingUserViolation } from "@/db/errors";
import { errorFields, logger } from "@/lib/platform/logger";
import { validationDetails } from "@/lib/schemas/validation-details";
import { AppError, type ErrorCode, InvalidSignatureError, RateLimitedError } from "../errors";

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  ALREADY_CANCELLED: 400,
  CANNOT_CANCEL: 400,
  ALREADY_PAID: 400,
  INVALID_TRANSITION: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  DATES_UNAVAILABLE: 409,
  EMAIL_TAKEN: 409,
  BOOKING_NOT_PAYABLE: 409,
  LISTING_HAS_ACTIVE_BOOKINGS: 409,
  REVIEW_NOT_ALLOWED: 409,
  ALREADY_REVIEWED: 409,
  ALREADY_REPLIED: 409,
  TOO_MANY_UNPAID_BOOKINGS: 429,
  TOO_MANY_UNPAID_NIGHTS: 429,
  TOO_MANY_HOLDS_ON_LISTING: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  PAYMENT_PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
};

export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}

export function errorBody(code: ErrorCode, message: string, details?: Record<string, unknown>) {
  return { error: details ? { code, message, details } : { code, message } };
}

export function errorJson(
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
  init?: ResponseInit,
) {
  return Response.json(errorBody(code, message, details), {
    ...init,
    status: statusOf(code),
  });
}

/** How long a client is asked to wait while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database cannot be reached just now. */
export function databaseUnavailable(message: string, details?: Record<string, unknown>) {
  return errorJson("SERVICE_UNAVAILABLE", message, details, {
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

/**
 * The single translation of anything thrown inside a route into the interface's error
 * shape. An unreachable database is a 503 with Retry-After. Unknown errors are logged with their cause and answered with a generic 500 that
 * reveals nothing (no stack, no SQL, no secret).
 */
export function toErrorResponse(error: unknown, requestId?: string): Response {
  if (error instanceof RateLimitedError) {
    return errorJson(error.code, error.message, undefined, {
      headers: { "Retry-After": String(error.retryAfterSeconds) },
    });
  }
  if (error instanceof InvalidSignatureError) {
    return Response.json({ error: error.message }, { status: 401 });
  }
  if (error instanceof AppError) return errorJson(error.code, error.message, error.details);
  // A valid token of an account deleted since it was signed.
  if (isMissingUserViolation(error))
    return errorJson("UNAUTHORIZED", "This account no longer exists; sign in again");
  if (error instanceof ZodError) {
    const details = validationDetails(error);
    return errorJson("VALIDATION_ERROR", details.message, details);
  }
  if (isDatabaseUnreachable(error)) {
    logger.warn("database unreachable", { requestId, error: errorFields(error) });
    return databaseUnavailable("The service is briefly unavailable; try again shortly");
  }
  logger.error("unhandled error in route", { requestId, error: errorFields(error) });
  return errorJson("INTERNAL_ERROR", "Something went wrong on our side");
}
