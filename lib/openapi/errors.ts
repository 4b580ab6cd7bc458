import { isBodyReader } from "@/lib/api/bodies";
import { statusOf } from "@/lib/api/errors";
import type { ErrorCode } from "@/lib/errors";
import { rateLimitPolicy } from "@/lib/rate-limit/policy";
import { headerRefs, RATE_LIMIT_HEADER_NAMES } from "./headers";
import type { SchemaConverter } from "./json-schema";
import type { Operation } from "./operation";
import { errorBodyOf } from "./responses/common";
import type { Reference, ResponseObject } from "./types";

const MEANING: Record<ErrorCode, string> = {
  VALIDATION_ERROR: "The input broke a rule; details name the field and the constraint.",
  ALREADY_CANCELLED: "The booking is already cancelled.",
  CANNOT_CANCEL: "The booking's status or dates no longer allow cancelling it.",
  ALREADY_PAID: "The booking already has a successful payment.",
  INVALID_TRANSITION: "The record's current status does not allow this change.",
  UNAUTHORIZED: "No valid credential was sent.",
  INVALID_CREDENTIALS: "The e-mail or the password is incorrect.",
  FORBIDDEN:
    "Not for this caller: another user's record, a role that may not, a cross-site write relying on the session cookie, or a cross-site request to an auth endpoint.",
  NOT_FOUND: "The record does not exist, or is not public.",
  METHOD_NOT_ALLOWED: "The path does not take this method.",
  DATES_UNAVAILABLE: "Some of the nights are already held, booked or blocked.",
  EMAIL_TAKEN: "An account with this e-mail already exists.",
  BOOKING_NOT_PAYABLE: "The booking is not PENDING, or its hold has ended.",
  LISTING_HAS_ACTIVE_BOOKINGS: "Bookings still hold or occupy the listing's nights.",
  REVIEW_NOT_ALLOWED:
    "The booking cannot be reviewed: it is not COMPLETED, or 14 days have passed since check-out.",
  ALREADY_REVIEWED: "The booking has been reviewed already.",
  ALREADY_REPLIED: "The review has a reply already.",
  TOO_MANY_UNPAID_BOOKINGS: "The user already holds details.limit unpaid bookings.",
  TOO_MANY_UNPAID_NIGHTS:
    "The user's unpaid bookings would hold more than details.limit nights (details.held already).",
  TOO_MANY_HOLDS_ON_LISTING:
    "The user let details.limit unpaid holds on this listing lapse or cancelled them in the last 24 hours.",
  PAYLOAD_TOO_LARGE: "The body is larger than allowed.",
  UNSUPPORTED_MEDIA_TYPE:
    "The body is not of the content type required (application/json for a JSON body).",
  RATE_LIMITED: "Too many requests in this window; wait Retry-After seconds.",
  INTERNAL_ERROR: "Something failed on the server; the answer reveals nothing more.",
  PAYMENT_PROVIDER_ERROR: "The payment provider could not be reached; nothing was kept.",
  SERVICE_UNAVAILABLE:
    "A service this needs (database, image store) is not answering; when it is the database, wait Retry-After seconds.",
};

export function isRateLimited(operation: Operation): boolean {
  return rateLimitPolicy(operation.method.toUpperCase(), operation.path, false) !== null;
}

/** The operation's own codes plus those its input, access, method and rate limit imply. */
function errorCodesOf(operation: Operation): ErrorCode[] {
  const { auth, method, body } = operation;
  const codes = new Set(operation.errors);
  const validatedParams = operation.params && !operation.lookup;
  if (validatedParams || operation.query || body) codes.add("VALIDATION_ERROR");
  if (body && !isBodyReader(body)) {
    codes.add("PAYLOAD_TOO_LARGE");
    codes.add("UNSUPPORTED_MEDIA_TYPE");
  }
  if (["user", "host", "admin", "super_admin", "cron"].includes(auth)) codes.add("UNAUTHORIZED");
  if (operation.lookup) codes.add("NOT_FOUND");
  // Any write relying on the session cookie is refused cross-site (lib/api/csrf.ts).
  if (
    auth === "host" ||
    auth === "admin" ||
    auth === "super_admin" ||
    (method !== "get" && auth !== "provider")
  )
    codes.add("FORBIDDEN");
  if (isRateLimited(operation)) codes.add("RATE_LIMITED");
  codes.add("INTERNAL_ERROR");
  // The database may be unreachable under any of them (lib/api/errors.ts).
  codes.add("SERVICE_UNAVAILABLE");
  return [...codes];
}

/**
 * The error answers of an operation by status. A status with one code refers to a shared
 * response in components.responses (named by the code); several codes are described inline.
 */
export class ErrorResponses {
  readonly shared: Record<string, ResponseObject> = {};

  constructor(private readonly converter: SchemaConverter) {}

  of(operation: Operation): Record<string, ResponseObject | Reference> {
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of errorCodesOf(operation)) {
      byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
    }
    return Object.fromEntries(
      [...byStatus].map(([status, codes]) => {
        const [first, ...others] = codes.sort() as [ErrorCode, ...ErrorCode[]];
        if (others.length > 0) return [status, this.response([first, ...others])];
        this.shared[first] ??= this.response([first]);
        return [status, { $ref: `#/components/responses/${first}` }];
      }),
    );
  }

  private response(codes: [ErrorCode, ...ErrorCode[]]): ResponseObject {
    return {
      description: codes.map((code) => `${code}: ${MEANING[code]}`).join("\n"),
      headers: headerRefs([
        ...(codes.includes("RATE_LIMITED") ? RATE_LIMIT_HEADER_NAMES : []),
        ...(codes.includes("RATE_LIMITED") || codes.includes("SERVICE_UNAVAILABLE")
          ? (["Retry-After"] as const)
          : []),
      ]),
      content: {
        "application/json": { schema: this.converter.convert(errorBodyOf(codes), "output") },
      },
    };
  }
}
