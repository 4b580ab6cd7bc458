import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { profiles, users } from "@/db/schema";
import type { Role } from "@/lib/enums";
import { notFound } from "@/lib/errors";

export interface UserView {
  id: string;
  email: string;
  role: Role;
  profile: { firstName: string; lastName: string; avatarUrl: string | null };
}

export interface FindUserViewParams {
  userId: string;
}

export async function findUserView(
  db: DbOrTx,
  { userId }: FindUserViewParams,
): Promise<UserView | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    profile: {
      firstName: row.firstName ?? "",
      lastName: row.lastName ?? "",
      avatarUrl: row.avatarUrl ?? null,
    },
  };
}

export interface GetUserViewParams {
  userId: string;
}

export async function getUserView(db: DbOrTx, { userId }: GetUserViewParams): Promise<UserView> {
  const user = await findUserView(db, { userId });
  if (!user) throw notFound("User");
  return user;
}
