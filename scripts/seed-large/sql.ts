// Building blocks for the bulk-insert statements: deterministic pseudo-random numbers and
// literals of the seed's own constant vocabularies.

/** A deterministic non-negative int4 from an integer SQL expression; `salt` makes streams independent. */
export function hash(expression: string, salt: number): string {
  return `(hashint8(((${expression})::bigint << 8) + ${salt}) & 2147483647)`;
}

export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export function textArray(values: readonly string[]): string {
  return `array[${values.map(literal).join(", ")}]::text[]`;
}

/** The element of a literal array chosen by a non-negative SQL integer expression. */
export function pick(values: readonly string[], indexExpression: string): string {
  return `(${textArray(values)})[1 + (${indexExpression}) % ${values.length}]`;
}
