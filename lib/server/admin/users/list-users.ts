import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, favorites, profiles, users } from "@/db/schema";
import type { Role } from "@/lib/enums";
import type { PageRequest } from "@/lib/pagination";

export interface AdminUserFilters {
  role?: Role;
  search?: string;
}

export interface AdminUser {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
  profile: { firstName: string; lastName: string; avatarUrl: string | null };
  _count: { bookings: number; favorites: number };
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filterConditions(filters: AdminUserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(profiles.firstName, pattern),
        ilike(profiles.lastName, pattern),
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  return and(...conditions);
}

export interface ListAdminUsersParams {
  filters: AdminUserFilters;
  page: PageRequest;
}

/**
 * GET /api/admin/users: newest first. The page is picked first (a CTE), then its booking and
 * favorite counts come from two grouped subqueries restricted to the page's users — one
 * statement, no query per user.
 */
export async function listAdminUsers(db: DbOrTx, { filters, page }: ListAdminUsersParams) {
  const where = filterConditions(filters);
  const pageOfUsers = db.$with("page_of_users").as(
    db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        avatarUrl: profiles.avatarUrl,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  const pageIds = db.select({ id: pageOfUsers.id }).from(pageOfUsers);
  const bookingCounts = db
    .select({ userId: bookings.userId, total: count().as("bookings_total") })
    .from(bookings)
    .where(inArray(bookings.userId, pageIds))
    .groupBy(bookings.userId)
    .as("booking_counts");
  const favoriteCounts = db
    .select({ userId: favorites.userId, total: count().as("favorites_total") })
    .from(favorites)
    .where(inArray(favorites.userId, pageIds))
    .groupBy(favorites.userId)
    .as("favorite_counts");

  const [rows, [totals]] = await Promise.all([
    db
      .with(pageOfUsers)
      .select({
        id: pageOfUsers.id,
        email: pageOfUsers.email,
        role: pageOfUsers.role,
        createdAt: pageOfUsers.createdAt,
        firstName: pageOfUsers.firstName,
        lastName: pageOfUsers.lastName,
        avatarUrl: pageOfUsers.avatarUrl,
        bookings: sql<number>`coalesce(${bookingCounts.total}, 0)::int`.mapWith(Number),
        favorites: sql<number>`coalesce(${favoriteCounts.total}, 0)::int`.mapWith(Number),
      })
      .from(pageOfUsers)
      .leftJoin(bookingCounts, eq(bookingCounts.userId, pageOfUsers.id))
      .leftJoin(favoriteCounts, eq(favoriteCounts.userId, pageOfUsers.id))
      .orderBy(desc(pageOfUsers.createdAt), desc(pageOfUsers.id)),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where),
  ]);
  const items: AdminUser[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt,
    profile: {
      firstName: row.firstName ?? "",
      lastName: row.lastName ?? "",
      avatarUrl: row.avatarUrl ?? null,
    },
    _count: { bookings: row.bookings, favorites: row.favorites },
  }));
  return { items, total: totals?.total ?? 0 };
}
