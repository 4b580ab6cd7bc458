import type { Database } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { profiles, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { assertStrongPassword } from "@/lib/auth/password-strength";
import { AppError } from "@/lib/errors";
import { type SessionTokens, startSession } from "./sessions";
import { getUserView, type UserView } from "./user-view";

export interface RegisterUserParams {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  authSecret: Uint8Array;
  passwordHashCost: number;
}

export async function registerUser(
  db: Database,
  { authSecret, passwordHashCost, ...input }: RegisterUserParams,
): Promise<{ user: UserView; tokens: SessionTokens }> {
  await assertStrongPassword(input.password, [input.email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password, passwordHashCost);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email.toLowerCase(), passwordHash, role: "USER" })
        .returning({ id: users.id, role: users.role });
      if (!user) throw new Error("user insert returned no row");
      await tx
        .insert(profiles)
        .values({ userId: user.id, firstName: input.firstName, lastName: input.lastName });
      const principal = { userId: user.id, role: user.role };
      const tokens = await startSession(tx, { principal, authSecret });
      return { user: await getUserView(tx, { userId: user.id }), tokens };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_key")) {
      throw new AppError("EMAIL_TAKEN", "An account with this e-mail already exists");
    }
    throw error;
  }
}
