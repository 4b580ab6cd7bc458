// A prepared statement (db/prepared.ts) is rendered once per process, not once per handle:
// each transaction runs a copy bound to its own connection.
import { count, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DbOrTx } from "@/db/client";
import { preparedStatement } from "@/db/prepared";
import { favorites, users } from "@/db/schema";
import { createId } from "@/lib/ids";
import { setupTestDatabase } from "../helpers/database";

const { db } = setupTestDatabase();

function usersNamed(name: string, onBuild: () => void = () => {}) {
  return preparedStatement(name, (handle: DbOrTx) => {
    onBuild();
    return handle
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, sql.placeholder("email")));
  });
}

const newUser = (email: string) => ({ email, passwordHash: "not-a-real-hash" });

describe("a prepared statement", () => {
  it("is built on its first use only (twice, to check its values), not once per transaction", async () => {
    let builds = 0;
    const named = usersNamed("test_built_once", () => builds++);
    for (let i = 0; i < 3; i++) {
      await db().transaction((tx) => named(tx).execute({ email: "nobody@example.com" }));
    }
    await named(db()).execute({ email: "nobody@example.com" });
    expect(builds).toBe(2);
  });

  it("runs on the transaction it is given: it sees the transaction's own rows, and the pool does not", async () => {
    const named = usersNamed("test_bound_to_transaction");
    const email = `${createId()}@example.com`;
    await named(db()).execute({ email });
    let seen: number | undefined;
    await db()
      .transaction(async (tx) => {
        await tx.insert(users).values(newUser(email));
        [{ n: seen }] = (await named(tx).execute({ email })) as [{ n: number }];
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(seen).toBe(1);
    const [after] = await named(db()).execute({ email });
    expect(after?.n).toBe(0);
  });

  it("refuses a new id drawn when it is built (a column's $defaultFn)", () => {
    const favorite = preparedStatement("test_frozen_id", (handle: DbOrTx) =>
      handle
        .insert(favorites)
        .values({ userId: sql.placeholder("userId"), listingId: sql.placeholder("listingId") }),
    );
    expect(() => favorite(db())).toThrow(
      /test_frozen_id: parameter \$1 is drawn when the statement is built/,
    );
  });

  it("refuses a time drawn when it is built (a column's $onUpdate)", () => {
    const rename = preparedStatement("test_frozen_time", (handle: DbOrTx) =>
      handle
        .update(users)
        .set({ email: sql`${sql.placeholder("email")}` })
        .where(eq(users.id, sql.placeholder("userId"))),
    );
    expect(() => rename(db())).toThrow(/test_frozen_time: parameter \$\d is drawn/);
  });
});
