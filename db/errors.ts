interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
}

/** A thrown value and the errors it wraps (Drizzle wraps driver errors in `cause`). */
function* causeChain(error: unknown): Generator<PostgresErrorFields> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const fields = current as PostgresErrorFields;
    yield fields;
    current = fields.cause;
  }
}

/** The PostgreSQL error behind a thrown value. */
function postgresError(error: unknown): PostgresErrorFields | undefined {
  for (const fields of causeChain(error)) {
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
  }
  return undefined;
}

function violated(error: unknown, sqlState: string, constraint?: string): boolean {
  const fields = postgresError(error);
  if (fields?.code !== sqlState) return false;
  if (!constraint) return true;
  return (fields.constraint_name ?? fields.constraint) === constraint;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violated(error, "23505", constraint);
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return violated(error, "23514", constraint);
}

/** A write named a user that no longer exists (Drizzle names those keys `…_users_id_fk`). */
export function isMissingUserViolation(error: unknown): boolean {
  const fields = postgresError(error);
  const constraint = fields?.constraint_name ?? fields?.constraint;
  return (
    fields?.code === "23503" &&
    typeof constraint === "string" &&
    constraint.endsWith("_users_id_fk")
  );
}

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P02",
  "57P03",
]);

/**
 * The database cannot be reached: refused, reset or timed-out connections (Node's codes and
 * postgres.js's own), a server shutting down (57P01–57P03) or any connection exception
 * (class 08). Such a request is worth retrying shortly; nothing about it is the caller's fault.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const { code } of causeChain(error)) {
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
  }
  return false;
}
