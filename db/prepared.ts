// A hot statement built once per database handle (a transaction is a handle of its own),
// then only executed with its values.
// A Drizzle query built per call is rendered again each time and sent by postgres.js as an
// unnamed statement, which PostgreSQL parses and plans again each time; a prepared one is a
// named statement, parsed once per connection (docs/decisions.md, "Performance (issue 22)").
import { type Column, type DriverValueEncoder, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

interface Preparable<Prepared> {
  prepare(name: string): Prepared;
}

/** `build` with `sql.placeholder(…)` for every value; the result runs `.execute({ … })`. */
export function preparedStatement<Prepared>(
  name: string,
  build: (db: DbOrTx) => Preparable<Prepared>,
): (db: DbOrTx) => Prepared {
  const statements = new WeakMap<DbOrTx, Prepared>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      statements.set(db, statement);
    }
    return statement;
  };
}

/** Each value of `T`, or the placeholder a prepared statement takes it from. */
export type Bindable<T> = { [K in keyof T]: T[K] | Placeholder };

/** A placeholder named after each key, for a statement that takes an object's fields. */
export function placeholders<const Key extends string>(
  ...keys: Key[]
): { [K in Key]: Placeholder<K> } {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as {
    [K in Key]: Placeholder<K>;
  };
}

/**
 * The placeholder `name`, its value encoded as `column` encodes it (a Date as ISO text), where
 * Drizzle's types take none (`update().set()`). A timestamp that `$onUpdate` would fill must
 * be one of these in a prepared update: `$onUpdate` runs once, when the statement is built.
 */
export function placeholderFor(column: Column, name: string): SQL {
  return sql`${sql.param(sql.placeholder(name), column as DriverValueEncoder<Placeholder, unknown>)}`;
}
