import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { hostProfiles } from "@/db/schema";
import { notFound } from "@/lib/errors";

export interface GetHostProfileParams {
  hostId: string;
}

/** The caller's host profile; 404 for a host whose role an admin gave without one. */
export async function getHostProfile(db: DbOrTx, { hostId }: GetHostProfileParams) {
  const [profile] = await db
    .select({
      displayName: hostProfiles.displayName,
      phone: hostProfiles.phone,
      bio: hostProfiles.bio,
      createdAt: hostProfiles.createdAt,
    })
    .from(hostProfiles)
    .where(eq(hostProfiles.userId, hostId));
  if (!profile) throw notFound("Host profile");
  return { role: "HOST" as const, profile };
}
