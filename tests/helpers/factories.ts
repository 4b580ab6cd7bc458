import type { Database } from "@/db/client";
import {
  amenities,
  blockedNights,
  bookings,
  listingAmenities,
  listingImages,
  listings,
  profiles,
  users,
} from "@/db/schema";
import { signAccessToken } from "@/lib/auth/access-token";
import { daysBetween } from "@/lib/dates";
import type { BookingStatus, ListingType, PriceUnit, Role } from "@/lib/enums";
import { createId } from "@/lib/ids";
import { config } from "@/lib/platform/config";
import { computePrice } from "@/lib/pricing";
import { generateBookingReference } from "@/lib/references";
import { occupy } from "@/lib/server/bookings/occupancy";

type ListingInsert = typeof listings.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

/** A user with a profile and a valid access token for it. Password hashing is skipped. */
export async function createUser(db: Database, options: { role?: Role; email?: string } = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user${n}.${createId()}@example.com`,
      passwordHash: "not-a-real-hash",
      role: options.role ?? "USER",
    })
    .returning();
  if (!user) throw new Error("user not created");
  await db
    .insert(profiles)
    .values({ userId: user.id, firstName: `First${n}`, lastName: `Last${n}` });
  const token = await signAccessToken({ userId: user.id, role: user.role }, config().authSecret);
  return { ...user, token };
}

/** The placeholder of a factory listing's primary image (its second image has none). */
export const TEST_PLACEHOLDER =
  "data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==";

/** A published listing (unless told otherwise) with two images. */
export async function createListing(
  db: Database,
  overrides: Partial<ListingInsert> & { amenityIds?: string[] } = {},
) {
  const n = next();
  const { amenityIds = [], ...values } = overrides;
  const title = values.title ?? `Test Listing ${n}`;
  const [listing] = await db
    .insert(listings)
    .values({
      type: "ACCOMMODATION",
      status: "PUBLISHED",
      title,
      slug: `test-listing-${n}-${createId().slice(0, 6)}`,
      description: "A quiet test listing.",
      region: "Greater Accra",
      city: "Accra",
      area: "Osu",
      address: "1 Test Street",
      priceGhs: "500.00",
      maxGuests: 4,
      bedrooms: 2,
      bathrooms: 1,
      publishedAt: values.status && values.status !== "PUBLISHED" ? null : new Date(),
      ...values,
    })
    .returning();
  if (!listing) throw new Error("listing not created");
  await db.insert(listingImages).values([
    {
      listingId: listing.id,
      url: `/images/test/${n}-a.webp`,
      publicId: `test/${n}-a`,
      alt: "Front",
      placeholder: TEST_PLACEHOLDER,
      isPrimary: true,
      order: 0,
    },
    {
      listingId: listing.id,
      url: `/images/test/${n}-b.webp`,
      publicId: `test/${n}-b`,
      alt: "Room",
      order: 1,
    },
  ]);
  if (amenityIds.length > 0) {
    await db
      .insert(listingAmenities)
      .values(amenityIds.map((amenityId) => ({ listingId: listing.id, amenityId })));
  }
  return listing;
}

export async function createAmenity(db: Database, name: string, category = "Essentials") {
  const [amenity] = await db
    .insert(amenities)
    .values({ name: `${name} ${next()}`, icon: "star", category })
    .returning();
  if (!amenity) throw new Error("amenity not created");
  return amenity;
}

/**
 * A booking holding its nights (or, for an activity or experience, its spots at a start), as
 * booking creation leaves it (status and hold adjustable).
 */
export async function createBooking(
  db: Database,
  input: {
    listing: { id: string; priceGhs: string; type?: ListingType; priceUnit?: PriceUnit };
    userId: string;
    checkIn: string;
    checkOut: string;
    startTime?: string | null;
    adults?: number;
    children?: number;
    status?: BookingStatus;
    holdExpiresAt?: Date | null;
  },
) {
  const adults = input.adults ?? 1;
  const children = input.children ?? 0;
  const price = computePrice(input.listing.priceGhs, {
    type: input.listing.type ?? "ACCOMMODATION",
    unit: input.listing.priceUnit ?? "PER_NIGHT",
    nights: daysBetween(input.checkIn, input.checkOut),
    participants: adults + children,
  });
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        reference: generateBookingReference(),
        userId: input.userId,
        listingId: input.listing.id,
        status: input.status ?? "PENDING",
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        startTime: input.startTime ?? null,
        nights: price.nights,
        adults,
        children,
        pricePerNight: price.pricePerNight,
        subtotal: price.subtotal,
        serviceFee: price.serviceFee,
        taxes: price.taxes,
        total: price.total,
        guestName: "Test Guest",
        guestEmail: "guest@example.com",
        guestPhone: "+233201234567",
        holdExpiresAt:
          input.holdExpiresAt === undefined
            ? new Date(Date.now() + 30 * 60_000)
            : input.holdExpiresAt,
      })
      .returning();
    if (!booking) throw new Error("booking not created");
    // As the app leaves them: cancelling frees the nights.
    if (booking.status !== "CANCELLED") {
      await occupy(tx, {
        listingId: input.listing.id,
        bookingId: booking.id,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        startTime: booking.startTime,
        participants: adults + children,
        holdExpiresAt: booking.status === "PENDING" ? booking.holdExpiresAt : null,
      });
    }
    return booking;
  });
}

/** Admin-blocked nights. */
export async function blockNights(db: Database, listingId: string, nights: string[]) {
  await db
    .insert(blockedNights)
    .values(nights.map((night) => ({ listingId, night, reason: "MAINTENANCE" as const })));
}
