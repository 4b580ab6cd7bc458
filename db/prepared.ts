// A hot statement built once per process and driver, then only executed with its values, on
// whichever handle runs it: the pool's, or a transaction's.
// A Drizzle query built per call is rendered again each time (a tenth of a webhook's CPU went
// on rendering its three prepared statements once per transaction) and sent by postgres.js as
// an unnamed statement, which PostgreSQL parses and plans again each time; a prepared one is a
// named statement, parsed once per connection (docs/decisions.md, "Performance (issue 22)").
import {
  type Column,
  type DriverValueEncoder,
  is,
  Param,
  Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "./client";

interface Preparable<Prepared> {
  prepare(name: string): Prepared;
}

/** What a driver's prepared query and session share: the client that sends, the logger. */
interface Bound {
  client: unknown;
  logger: unknown;
}

/** A prepared query's own fields beyond the binding: its parameters as built. */
interface Built extends Bound {
  params: unknown[];
}

const sessionOf = (db: DbOrTx) => (db as unknown as { session: Bound }).session;

/** An instant as a timestamp column sends it: a time drawn when the statement was built. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isPlaceholder = (param: unknown) =>
  is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));

/**
 * Builds the statement twice and refuses it when a value is not the same in both, or is an
 * instant: a `$defaultFn` id or an `$onUpdate` time drawn at build would be the first call's
 * for the life of the process. Such a value must be a placeholder.
 */
function builtOnce<Prepared>(
  name: string,
  build: (db: DbOrTx) => Preparable<Prepared>,
  db: DbOrTx,
): Prepared {
  const [first, second] = [build(db).prepare(name), build(db).prepare(name)] as unknown as Built[];
  const frozen = (first as Built).params.findIndex(
    (param, i) =>
      !isPlaceholder(param) &&
      (param !== (second as Built).params[i] ||
        (typeof param === "string" && TIMESTAMP.test(param))),
  );
  if (frozen >= 0) {
    throw new Error(
      `prepared statement ${name}: parameter $${frozen + 1} is drawn when the statement is built; pass it as a placeholder`,
    );
  }
  return first as Prepared;
}

/**
 * `build` with `sql.placeholder(…)` for every value; the result runs `.execute({ … })`. It is
 * built on the first handle that asks, per driver, and each other handle gets a copy bound to
 * its own session's client and logger (Drizzle's prepared queries of both drivers keep them
 * as fields), so a transaction runs it on its own connection without rendering it again.
 */
export function preparedStatement<Prepared>(
  name: string,
  build: (db: DbOrTx) => Preparable<Prepared>,
): (db: DbOrTx) => Prepared {
  const templates = new Map<unknown, Prepared>();
  const statements = new WeakMap<DbOrTx, Prepared>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      const session = sessionOf(db);
      const driver = session.constructor;
      let template = templates.get(driver);
      if (!template) {
        template = builtOnce(name, build, db);
        templates.set(driver, template);
      }
      statement = Object.assign(Object.create(Object.getPrototypeOf(template)), template, {
        client: session.client,
        logger: session.logger,
      } satisfies Bound) as Prepared;
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
