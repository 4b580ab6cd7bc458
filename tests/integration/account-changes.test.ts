// A signed access token outlives the account as it was when it was signed: a demotion or a
// deleted account must take effect at once where it matters, not when the token expires.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as changeRole } from "@/app/api/admin/users/[id]/role/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { POST as createBooking } from "@/app/api/bookings/route";
import { POST as toggleFavorite } from "@/app/api/favorites/toggle/route";
import { favorites, profiles, users } from "@/db/schema";
import type { Role } from "@/lib/enums";
import { config } from "@/lib/platform/config";
import { startSession } from "@/lib/server/accounts/sessions";
import { bookingRequest } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

/** A user with a live access token and a refresh token, as after signing in. */
async function signedIn(role: Role) {
  const user = await createUser(db(), { role });
  const session = await startSession(db(), {
    principal: { userId: user.id, role },
    authSecret: config().authSecret,
  });
  return { ...user, refreshToken: session.refreshToken };
}

const setRole = (actorToken: string, userId: string, role: Role) =>
  call(changeRole, { method: "PATCH", token: actorToken, body: { role }, params: { id: userId } });

async function deleteAccount(userId: string) {
  await db().delete(users).where(eq(users.id, userId));
}

describe("a demotion takes effect at once", () => {
  it("refuses a demoted admin's still-valid token on every admin endpoint and ends their sessions", async () => {
    const superAdmin = await signedIn("SUPER_ADMIN");
    const admin = await signedIn("ADMIN");
    const guest = await createUser(db());
    expect((await call(listUsers, { token: admin.token })).status).toBe(200);

    expect((await setRole(superAdmin.token, admin.id, "USER")).status).toBe(200);

    const list = await call(listUsers, { token: admin.token });
    expect(list.status).toBe(403);
    expect(list.body.error.code).toBe("FORBIDDEN");
    expect((await setRole(admin.token, guest.id, "HOST")).status).toBe(403);
    const renewed = await call(refresh, { body: { refreshToken: admin.refreshToken } });
    expect(renewed.status).toBe(401);
  });

  it("refuses a demoted super admin's super-admin powers", async () => {
    const [first, second] = [await signedIn("SUPER_ADMIN"), await signedIn("SUPER_ADMIN")];
    const user = await createUser(db());
    expect((await setRole(first.token, second.id, "ADMIN")).status).toBe(200);
    expect((await setRole(second.token, user.id, "ADMIN")).status).toBe(403);
    const [unchanged] = await db()
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, user.id));
    expect(unchanged?.role).toBe("USER");
  });

  it("keeps the sessions of a user whose role did not change", async () => {
    const superAdmin = await signedIn("SUPER_ADMIN");
    const host = await signedIn("HOST");
    expect((await setRole(superAdmin.token, host.id, "HOST")).status).toBe(200);
    expect((await call(refresh, { body: { refreshToken: host.refreshToken } })).status).toBe(200);
  });
});

describe("a deleted account's token", () => {
  it("is 401 on writes, never a 500, and writes nothing", async () => {
    const guest = await createUser(db());
    const listing = await createListing(db());
    await db().delete(profiles).where(eq(profiles.userId, guest.id));
    await deleteAccount(guest.id);
    for (const [route, body] of [
      [toggleFavorite, { listingId: listing.id }],
      [createBooking, bookingRequest(listing.id)],
    ] as const) {
      const { status, body: answer } = await call(route, { token: guest.token, body });
      expect(status).toBe(401);
      expect(answer.error.code).toBe("UNAUTHORIZED");
    }
    expect(await db().select().from(favorites)).toEqual([]);
  });

  it("is 401 on the admin endpoints", async () => {
    const admin = await signedIn("ADMIN");
    await deleteAccount(admin.id);
    const { status, body } = await call(listUsers, { token: admin.token });
    expect(status).toBe(401);
    expect(body.error.code).toBe("UNAUTHORIZED");
  });
});
