import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors";
import { type SessionTokens, startSession } from "./sessions";
import { getUserView, type UserView } from "./user-view";

const decoyHashes = new Map<number, Promise<string>>();

export interface LoginUserParams {
  email: string;
  password: string;
  authSecret: Uint8Array;
  /** The decoy hash's cost: a missing account takes as long as a wrong password. */
  passwordHashCost: number;
}

/**
 * Checks the password even when no account matches, against a decoy hash, so response
 * time does not reveal which e-mail addresses have accounts.
 */
export async function loginUser(
  db: Database,
  { email, password, authSecret, passwordHashCost }: LoginUserParams,
): Promise<{ user: UserView; tokens: SessionTokens }> {
  const [user] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!decoyHashes.has(passwordHashCost)) {
    decoyHashes.set(passwordHashCost, hashPassword("decoy-password-for-timing", passwordHashCost));
  }
  const decoyHash = decoyHashes.get(passwordHashCost);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash) ?? "");
  if (!user || !valid) throw new AppError("INVALID_CREDENTIALS", "E-mail or password is incorrect");
  const principal = { userId: user.id, role: user.role };
  const tokens = await startSession(db, { principal, authSecret });
  return { user: await getUserView(db, { userId: user.id }), tokens };
}
