import { and, inArray, isNull, sql } from "drizzle-orm";
import { addDays, nightsOf, todayUtc } from "../../lib/dates";
import { listingSlug } from "../../lib/slug";
import type { DbOrTx } from "../client";
import { blockedNights, listingAmenities, listingImages, listings } from "../schema";
import { ADMIN_BLOCKS, BOOKING_PLANS } from "./booking-plans";
import { daysBefore } from "./clock";
import { LISTINGS } from "./listings";
import { SCENE_PLACEHOLDERS } from "./scene-placeholders";
import { SCENES, type SceneName, sceneUrl } from "./scenes";
import { requireId } from "./seed-accounts";
import type { ListingSeed } from "./types";

export interface SeededListing {
  id: string;
  seed: ListingSeed;
}

export interface SeededListings {
  /** Every seeded listing by its data key. */
  byKey: Map<string, SeededListing>;
  created: number;
  images: number;
  blockedNights: number;
}

const CONFIRMED_ONCE = new Set(["CONFIRMED", "COMPLETED", "NO_SHOW"]);

/** Seeded bookings that were confirmed, per listing key: they count in `bookingCount`. */
function confirmedBookingsByListing(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const plan of BOOKING_PLANS) {
    if (CONFIRMED_ONCE.has(plan.status)) {
      counts.set(plan.listing, (counts.get(plan.listing) ?? 0) + 1);
    }
  }
  return counts;
}

function publishedAt(seed: ListingSeed, createdAt: Date): Date | null {
  if (seed.status === "DRAFT" || seed.status === "PENDING_REVIEW") return null;
  return new Date(createdAt.getTime() + 2 * 86_400_000);
}

export async function seedListings(
  db: DbOrTx,
  now: Date,
  hostId: string,
  adminId: string,
  amenityIds: Map<string, string>,
): Promise<SeededListings> {
  const confirmed = confirmedBookingsByListing();
  const slugs = new Map(LISTINGS.map((l) => [listingSlug(l.title, l.city), l]));
  if (slugs.size !== LISTINGS.length) throw new Error("Seed listings have colliding slugs");

  const values = LISTINGS.map((seed) => {
    const createdAt = daysBefore(now, seed.ageDays);
    const published = publishedAt(seed, createdAt);
    return {
      type: seed.type,
      status: seed.status,
      title: seed.title,
      slug: listingSlug(seed.title, seed.city),
      description: seed.description,
      highlights: seed.highlights,
      region: seed.region,
      city: seed.city,
      area: seed.area,
      address: seed.address,
      latitude: seed.latitude,
      longitude: seed.longitude,
      priceGhs: seed.priceGhs,
      priceUnit: seed.priceUnit,
      propertyType: seed.propertyType,
      bedrooms: seed.bedrooms,
      bathrooms: seed.bathrooms,
      maxGuests: seed.maxGuests,
      checkInTime: seed.checkInTime,
      checkOutTime: seed.checkOutTime,
      startTimes: seed.startTimes,
      durationDays: seed.durationDays,
      durationHours: seed.durationHours,
      featured: seed.featured,
      viewCount: seed.viewCount,
      bookingCount: seed.pastBookings + (confirmed.get(seed.key) ?? 0),
      hostId,
      createdAt,
      updatedAt: published ?? createdAt,
      publishedAt: published,
    };
  });
  const inserted = await db
    .insert(listings)
    .values(values)
    .onConflictDoNothing({ target: listings.slug })
    .returning({ id: listings.id, slug: listings.slug });

  const rows = await db
    .select({ id: listings.id, slug: listings.slug })
    .from(listings)
    .where(inArray(listings.slug, [...slugs.keys()]));
  const byKey = new Map<string, SeededListing>();
  for (const row of rows) {
    const seed = slugs.get(row.slug);
    if (seed) byKey.set(seed.key, { id: row.id, seed });
  }

  // Images, amenities and admin blocks only for listings created now: an existing listing
  // keeps whatever admins have made of it.
  const fresh = inserted.flatMap((row) => {
    const seed = slugs.get(row.slug);
    return seed ? [{ id: row.id, seed }] : [];
  });
  await fillScenePlaceholders(db);
  if (fresh.length === 0) return { byKey, created: 0, images: 0, blockedNights: 0 };

  const images = fresh.flatMap(({ id, seed }) =>
    seed.images.map((scene, order) => ({
      listingId: id,
      url: sceneUrl(scene),
      publicId: `seed/${scene}`,
      alt: SCENES[scene],
      placeholder: SCENE_PLACEHOLDERS[scene],
      isPrimary: order === 0,
      order,
      createdAt: daysBefore(now, seed.ageDays),
    })),
  );
  await db.insert(listingImages).values(images);

  await db
    .insert(listingAmenities)
    .values(
      fresh.flatMap(({ id, seed }) =>
        seed.amenities.map((name) => ({ listingId: id, amenityId: requireId(amenityIds, name) })),
      ),
    );

  const freshIds = new Map(fresh.map(({ id, seed }) => [seed.key, id]));
  const today = todayUtc(now);
  const blocks = ADMIN_BLOCKS.flatMap((block) => {
    const listingId = freshIds.get(block.listing);
    if (!listingId) return [];
    const from = addDays(today, block.fromDay);
    return nightsOf(from, addDays(from, block.nights)).map((night) => ({
      listingId,
      night,
      reason: block.reason,
      note: block.note,
      createdById: adminId,
      createdAt: now,
    }));
  });
  if (blocks.length > 0) await db.insert(blockedNights).values(blocks).onConflictDoNothing();

  return { byKey, created: fresh.length, images: images.length, blockedNights: blocks.length };
}

/**
 * The demo pictures of a database seeded before images had placeholders get theirs (only
 * where none is stored: one statement, nothing else about the image changes).
 */
async function fillScenePlaceholders(db: DbOrTx): Promise<void> {
  const scenes = Object.keys(SCENE_PLACEHOLDERS) as SceneName[];
  const byUrl = sql.join(
    scenes.map((scene) => sql`when ${sceneUrl(scene)} then ${SCENE_PLACEHOLDERS[scene]}`),
    sql` `,
  );
  await db
    .update(listingImages)
    .set({ placeholder: sql`case ${listingImages.url} ${byUrl} end` })
    .where(
      and(isNull(listingImages.placeholder), inArray(listingImages.url, scenes.map(sceneUrl))),
    );
}
