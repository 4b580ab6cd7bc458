// Domain errors carry a code from the interface's error table; the API layer maps each
// code to its HTTP status in one place (lib/api/errors.ts).

export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "ALREADY_CANCELLED",
  "CANNOT_CANCEL",
  "ALREADY_PAID",
  "INVALID_TRANSITION",
  "UNAUTHORIZED",
  "INVALID_CREDENTIALS",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "DATES_UNAVAILABLE",
  "EMAIL_TAKEN",
  "BOOKING_NOT_PAYABLE",
  "LISTING_HAS_ACTIVE_BOOKINGS",
  "REVIEW_NOT_ALLOWED",
  "ALREADY_REVIEWED",
  "ALREADY_REPLIED",
  "TOO_MANY_UNPAID_BOOKINGS",
  "TOO_MANY_UNPAID_NIGHTS",
  "TOO_MANY_HOLDS_ON_LISTING",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "PAYMENT_PROVIDER_ERROR",
  "SERVICE_UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }
}

/**
 * 401 with `{ error: "Invalid signature" }`: a provider callback whose signature does not
 * match its body. Not the error shape: the provider's own convention (interface §5.6).
 */
export class InvalidSignatureError extends Error {
  constructor() {
    super("Invalid signature");
    this.name = "InvalidSignatureError";
  }
}

/** 429: a rate limit refused the request; the answer says when to try again. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(
    retryAfterSeconds: number,
    message = "Too many requests; slow down and try again shortly",
  ) {
    super("RATE_LIMITED", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function validationError(field: string, constraint: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", message, { field, constraint });
}

export function notFound(what: string): AppError {
  return new AppError("NOT_FOUND", `${what} not found`);
}
