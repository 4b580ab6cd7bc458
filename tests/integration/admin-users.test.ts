import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as changeRole } from "@/app/api/admin/users/[id]/role/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { auditLog, favorites, profiles, users } from "@/db/schema";
import type { Role } from "@/lib/enums";
import { day } from "../helpers/bookings";
import { setupTestDatabase, truncateAll } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

type User = Awaited<ReturnType<typeof createUser>>;

async function person(
  firstName: string,
  lastName: string,
  options: { role?: Role; email?: string; createdAt?: Date } = {},
): Promise<User> {
  const user = await createUser(db(), { role: options.role, email: options.email });
  await db().update(profiles).set({ firstName, lastName }).where(eq(profiles.userId, user.id));
  if (options.createdAt) {
    await db().update(users).set({ createdAt: options.createdAt }).where(eq(users.id, user.id));
  }
  return user;
}

const setRole = (actor: User, userId: string, role: unknown) =>
  call(changeRole, { method: "PATCH", token: actor.token, body: { role }, params: { id: userId } });

const roleOf = async (userId: string) =>
  (await db().select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;

describe("GET /api/admin/users", () => {
  it("lists users newest first with profile and booking/favorite counts", async () => {
    await truncateAll(db());
    const base = Date.now() - 86_400_000;
    const admin = await person("Kofi", "Boateng", {
      role: "ADMIN",
      email: "kofi@akwaaba.test",
      createdAt: new Date(base),
    });
    const ama = await person("Ama", "Mensah", {
      email: "ama.mensah@example.com",
      createdAt: new Date(base + 1000),
    });
    const host = await person("Yaw", "Owusu", {
      role: "HOST",
      email: "yaw@example.com",
      createdAt: new Date(base + 2000),
    });
    const listing = await createListing(db());
    const other = await createListing(db());
    await createBooking(db(), { listing, userId: ama.id, checkIn: day(10), checkOut: day(12) });
    await createBooking(db(), { listing, userId: ama.id, checkIn: day(20), checkOut: day(21) });
    await createBooking(db(), { listing, userId: host.id, checkIn: day(30), checkOut: day(31) });
    await db()
      .insert(favorites)
      .values([
        { userId: ama.id, listingId: listing.id },
        { userId: ama.id, listingId: other.id },
        { userId: admin.id, listingId: other.id },
      ]);

    const { status, body } = await call(listUsers, { token: admin.token });
    expect(status).toBe(200);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 3,
      totalPages: 1,
      hasMore: false,
    });
    expect(body.data).toEqual([
      {
        id: host.id,
        email: "yaw@example.com",
        role: "HOST",
        createdAt: new Date(base + 2000).toISOString(),
        profile: { firstName: "Yaw", lastName: "Owusu", avatarUrl: null },
        _count: { bookings: 1, favorites: 0 },
      },
      {
        id: ama.id,
        email: "ama.mensah@example.com",
        role: "USER",
        createdAt: new Date(base + 1000).toISOString(),
        profile: { firstName: "Ama", lastName: "Mensah", avatarUrl: null },
        _count: { bookings: 2, favorites: 2 },
      },
      {
        id: admin.id,
        email: "kofi@akwaaba.test",
        role: "ADMIN",
        createdAt: new Date(base).toISOString(),
        profile: { firstName: "Kofi", lastName: "Boateng", avatarUrl: null },
        _count: { bookings: 0, favorites: 1 },
      },
    ]);
  });

  it("filters by role and searches first name, last name, full name and e-mail case-insensitively", async () => {
    await truncateAll(db());
    const admin = await person("Kofi", "Boateng", { role: "ADMIN", email: "kofi@akwaaba.test" });
    const ama = await person("Ama", "Mensah", { email: "ama.mensah@example.com" });
    const efua = await person("Efua", "Amankwah", { role: "HOST", email: "efua@example.com" });
    const odd = await person("Percy", "100%_Sure", { email: "percy_p@example.com" });
    const plain = await person("Abena", "Ofori", { email: "abenaxofori@example.com" });

    const search = async (query: Record<string, string>) => {
      const { status, body } = await call(listUsers, { token: admin.token, query });
      expect(status).toBe(200);
      return (body.data as { id: string }[]).map((user) => user.id).sort();
    };
    const sorted = (...ids: string[]) => [...ids].sort();

    expect(await search({ role: "HOST" })).toEqual([efua.id]);
    expect(await search({ role: "ADMIN" })).toEqual([admin.id]);
    expect(await search({ search: "ama" })).toEqual(sorted(ama.id, efua.id)); // first, last name
    expect(await search({ search: "MENSAH" })).toEqual([ama.id]);
    expect(await search({ search: "ama mens" })).toEqual([ama.id]); // across the full name
    expect(await search({ search: "Efua Amankwah" })).toEqual([efua.id]);
    expect(await search({ search: "akwaaba.test" })).toEqual([admin.id]); // e-mail
    expect(await search({ search: "ama", role: "HOST" })).toEqual([efua.id]);
    // % and _ are literal characters, not wildcards.
    expect(await search({ search: "%" })).toEqual([odd.id]);
    expect(await search({ search: "_" })).toEqual([odd.id]);
    expect(await search({ search: "percy_p" })).toEqual([odd.id]);
    expect(await search({ search: "abena_ofori" })).toEqual([]);
    expect(await search({ search: "\\" })).toEqual([]);
    expect(await search({ search: "nobody" })).toEqual([]);
    expect(plain.id).toBeTruthy();

    const invalid: Record<string, string>[] = [
      { role: "OWNER" },
      { search: "" },
      { page: "0" },
      { limit: "x" },
    ];
    for (const query of invalid) {
      const { status, body } = await call(listUsers, { token: admin.token, query });
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("pages 20 by default and clamps limit to 100", async () => {
    await truncateAll(db());
    const admin = await person("Kofi", "Boateng", { role: "ADMIN" });
    for (let i = 0; i < 21; i++) await createUser(db());
    const first = await call(listUsers, { token: admin.token });
    expect(first.body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 22,
      totalPages: 2,
      hasMore: true,
    });
    expect(first.body.data).toHaveLength(20);
    const second = await call(listUsers, { token: admin.token, query: { page: 2 } });
    expect(second.body.data).toHaveLength(2);
    const ids = new Set(
      [...first.body.data, ...second.body.data].map((user: { id: string }) => user.id),
    );
    expect(ids.size).toBe(22);
    const clamped = await call(listUsers, { token: admin.token, query: { limit: 1000 } });
    expect(clamped.body.pagination.limit).toBe(100);
    expect(clamped.body.data).toHaveLength(22);
  });
});

describe("PATCH /api/admin/users/{id}/role", () => {
  it("lets a SUPER_ADMIN set any role, answers { id, email, role } and audits the change", async () => {
    const superAdmin = await createUser(db(), { role: "SUPER_ADMIN" });
    const user = await createUser(db());
    const { status, body } = await setRole(superAdmin, user.id, "ADMIN");
    expect(status).toBe(200);
    expect(body).toEqual({ data: { id: user.id, email: user.email, role: "ADMIN" } });
    expect(await roleOf(user.id)).toBe("ADMIN");
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: superAdmin.id,
        action: "user.role",
        entityType: "user",
        before: { role: "USER" },
        after: { role: "ADMIN" },
      }),
    ]);

    expect((await setRole(superAdmin, user.id, "SUPER_ADMIN")).body.data.role).toBe("SUPER_ADMIN");
    // Two super-admins now: one may demote the other.
    expect((await setRole(superAdmin, user.id, "HOST")).body.data.role).toBe("HOST");
    expect((await setRole(superAdmin, user.id, "USER")).body.data.role).toBe("USER");
  });

  it("lets an ADMIN move users between USER and HOST only", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    const user = await createUser(db());
    expect((await setRole(admin, user.id, "HOST")).body.data.role).toBe("HOST");
    expect((await setRole(admin, user.id, "USER")).body.data.role).toBe("USER");

    const forbidden = async (userId: string, role: Role, message: RegExp) => {
      const before = await roleOf(userId);
      const { status, body } = await setRole(admin, userId, role);
      expect(status).toBe(403);
      expect(body.error.code).toBe("FORBIDDEN");
      expect(body.error.message).toMatch(message);
      expect(await roleOf(userId)).toBe(before);
    };
    await forbidden(user.id, "ADMIN", /super administrator/);
    await forbidden(user.id, "SUPER_ADMIN", /super administrator/);
    const otherAdmin = await createUser(db(), { role: "ADMIN" });
    await forbidden(otherAdmin.id, "USER", /ADMIN user/);
    const superAdmin = await createUser(db(), { role: "SUPER_ADMIN" });
    await forbidden(superAdmin.id, "USER", /SUPER_ADMIN user/);
    await forbidden(superAdmin.id, "HOST", /SUPER_ADMIN user/);
    // Granting an elevated role is refused before looking the user up.
    await forbidden("unknownuser0000000000000", "ADMIN", /super administrator/);
  });

  it("refuses anyone changing their own role", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    const superAdmin = await createUser(db(), { role: "SUPER_ADMIN" });
    for (const [actor, role] of [
      [admin, "USER"],
      [superAdmin, "ADMIN"],
      [superAdmin, "SUPER_ADMIN"],
    ] as const) {
      const { status, body } = await setRole(actor, actor.id, role);
      expect(status).toBe(403);
      expect(body.error).toEqual({ code: "FORBIDDEN", message: "You cannot change your own role" });
      expect(await roleOf(actor.id)).toBe(actor.role);
    }
  });

  it("never demotes the last SUPER_ADMIN, even at the hands of one demoted a moment ago", async () => {
    await truncateAll(db());
    const last = await createUser(db(), { role: "SUPER_ADMIN" });
    // A super-admin demoted a moment ago still holds a SUPER_ADMIN token until it expires;
    // the guard reads the current role.
    const demoted = await createUser(db(), { role: "SUPER_ADMIN" });
    await db().update(users).set({ role: "ADMIN" }).where(eq(users.id, demoted.id));
    const { status, body } = await setRole(demoted, last.id, "ADMIN");
    expect(status).toBe(403);
    expect(body.error).toEqual({
      code: "FORBIDDEN",
      message: "Only a super administrator may grant the role ADMIN",
    });
    expect(await roleOf(last.id)).toBe("SUPER_ADMIN");
  });

  it("lets only one of two super-admins demoting each other at once succeed", async () => {
    await truncateAll(db());
    const a = await createUser(db(), { role: "SUPER_ADMIN" });
    const b = await createUser(db(), { role: "SUPER_ADMIN" });
    const answers = await Promise.all([setRole(a, b.id, "USER"), setRole(b, a.id, "USER")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const remaining = await db().select().from(users).where(eq(users.role, "SUPER_ADMIN"));
    expect(remaining).toHaveLength(1);
  });

  it("answers 404 for an unknown user, 400 for a bad role or id, and changes nothing for the same role", async () => {
    const superAdmin = await createUser(db(), { role: "SUPER_ADMIN" });
    const user = await createUser(db(), { role: "HOST" });
    const unknown = await setRole(superAdmin, "unknownuser0000000000000", "HOST");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");
    for (const role of ["OWNER", "admin", 1, null]) {
      const { status, body } = await setRole(superAdmin, user.id, role);
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_ERROR");
    }
    const extra = await call(changeRole, {
      method: "PATCH",
      token: superAdmin.token,
      body: { role: "USER", email: "x@example.com" },
      params: { id: user.id },
    });
    expect(extra.status).toBe(400);
    expect((await setRole(superAdmin, "not an id!", "USER")).status).toBe(400);

    const same = await setRole(superAdmin, user.id, "HOST");
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual({ id: user.id, email: user.email, role: "HOST" });
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, user.id))).toEqual([]);
  });
});
