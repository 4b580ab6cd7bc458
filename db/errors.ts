interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error behind a thrown value (Drizzle wraps driver errors in `cause`). */
function postgresError(error: unknown): PostgresErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const fields = current as PostgresErrorFields;
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
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
