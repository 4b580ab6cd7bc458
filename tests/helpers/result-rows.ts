/** The rows of a `db.execute` answer: postgres.js answers an array of rows, PGlite an object holding them. */
export function resultRows(result: unknown): Array<Record<string, unknown>> {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
    Record<string, unknown>
  >;
}
