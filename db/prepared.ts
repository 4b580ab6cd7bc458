// A hot read's statement built once per database handle, then only executed with its values.
// A Drizzle query built per call is rendered again each time and sent by postgres.js as an
// unnamed statement, which PostgreSQL parses and plans again each time; a prepared one is a
// named statement, parsed once per connection (docs/decisions.md, "Performance (issue 22)").
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
