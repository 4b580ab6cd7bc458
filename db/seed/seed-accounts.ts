import { inArray } from "drizzle-orm";
import { hashPassword } from "../../lib/auth/password";
import type { DbOrTx } from "../client";
import { hostProfiles, profiles, users } from "../schema";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts";
import { daysBefore } from "./clock";

export interface SeededAccounts {
  /** User id by e-mail, for every seeded account (new or already there). */
  ids: Map<string, string>;
  created: number;
}

export interface SeedAccountsParams {
  now: Date;
  passwordHashCost: number;
}

export async function seedAccounts(
  db: DbOrTx,
  { now, passwordHashCost }: SeedAccountsParams,
): Promise<SeededAccounts> {
  const emails = ACCOUNTS.map((a) => a.email);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const known = new Set(existing.map((u) => u.email));
  const missing = ACCOUNTS.filter((a) => !known.has(a.email));

  let created = 0;
  if (missing.length > 0) {
    // scrypt is deliberately slow: one hash serves every seeded account.
    const passwordHash = await hashPassword(DEMO_PASSWORD, passwordHashCost);
    const inserted = await db
      .insert(users)
      .values(
        missing.map((a) => ({
          email: a.email,
          passwordHash,
          role: a.role,
          createdAt: daysBefore(now, a.ageDays),
          updatedAt: daysBefore(now, a.ageDays),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    created = inserted.length;
  }

  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const ids = new Map(rows.map((u) => [u.email, u.id]));

  await db
    .insert(profiles)
    .values(
      ACCOUNTS.map((a) => ({
        userId: requireId(ids, a.email),
        firstName: a.firstName,
        lastName: a.lastName,
        phone: a.phone,
        updatedAt: daysBefore(now, a.ageDays),
      })),
    )
    .onConflictDoNothing({ target: profiles.userId });

  // Every seeded host tells guests who they are (also a demo database seeded before hosts had one).
  const hosts = ACCOUNTS.filter((a) => a.role === "HOST");
  if (hosts.length > 0) {
    await db
      .insert(hostProfiles)
      .values(
        hosts.map((a) => ({
          userId: requireId(ids, a.email),
          displayName: `${a.firstName} ${a.lastName}`,
          phone: a.phone,
          bio: a.hostBio ?? "",
          createdAt: daysBefore(now, a.ageDays),
          updatedAt: daysBefore(now, a.ageDays),
        })),
      )
      .onConflictDoNothing({ target: hostProfiles.userId });
  }

  return { ids, created };
}

export function requireId(ids: Map<string, string>, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Seed data refers to an unknown record: ${key}`);
  return id;
}
