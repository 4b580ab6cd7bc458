import { and, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listings } from "@/db/schema";
import type { ListingStatus, ListingType } from "@/lib/enums";
import type { PageRequest } from "@/lib/pagination";

export interface AdminListingFilters {
  status?: ListingStatus;
  type?: ListingType;
  featured?: boolean;
  search?: string;
  /** One host's listings only, the counts by status included (the host's own list). */
  hostId?: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface ListAdminListingsParams {
  filters: AdminListingFilters;
  page: PageRequest;
}

/**
 * Listings in every status for the admin table (or one host's list), with counts by status
 * over all of them (all of the host's).
 */
export async function listAdminListings(db: DbOrTx, { filters, page }: ListAdminListingsParams) {
  const owner = filters.hostId === undefined ? undefined : eq(listings.hostId, filters.hostId);
  const conditions: SQL[] = owner ? [owner] : [];
  if (filters.status) conditions.push(eq(listings.status, filters.status));
  if (filters.type) conditions.push(eq(listings.type, filters.type));
  if (filters.featured !== undefined) conditions.push(eq(listings.featured, filters.featured));
  if (filters.search) conditions.push(ilike(listings.title, `%${escapeLike(filters.search)}%`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals], [stats]] = await Promise.all([
    db
      .select({
        id: listings.id,
        title: listings.title,
        slug: listings.slug,
        status: listings.status,
        type: listings.type,
        region: listings.region,
        city: listings.city,
        priceGHS: listings.priceGhs,
        featured: listings.featured,
        viewCount: listings.viewCount,
        bookingCount: listings.bookingCount,
        createdAt: listings.createdAt,
        publishedAt: listings.publishedAt,
      })
      .from(listings)
      .where(where)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(listings).where(where),
    db
      .select({
        total: count(),
        published: sql<number>`count(*) filter (where ${listings.status} = 'PUBLISHED')`.mapWith(
          Number,
        ),
        draft: sql<number>`count(*) filter (where ${listings.status} = 'DRAFT')`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${listings.status} = 'PENDING_REVIEW')`.mapWith(
          Number,
        ),
        archived: sql<number>`count(*) filter (where ${listings.status} = 'ARCHIVED')`.mapWith(
          Number,
        ),
      })
      .from(listings)
      .where(owner),
  ]);
  return {
    items: rows,
    total: totals?.total ?? 0,
    stats: stats ?? { total: 0, published: 0, draft: 0, pending: 0, archived: 0 },
  };
}
