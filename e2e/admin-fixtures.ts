import { type APIRequestContext, expect } from "@playwright/test";
import { isoDay, PNG, unique } from "./test-data";

// What the dashboard's browser tests make through the API: accounts to sign in with, their own
// listings (published with an image, so bookings on them never collide with other specs), and
// guests with bookings.

export async function signIn(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const response = await request.post("/api/auth/login", { data: account });
  expect(response.status()).toBe(200);
}

export interface CreatedListing {
  id: string;
  slug: string;
  title: string;
}

/** A DRAFT listing made through the admin API: a cottage, unless `fields` say otherwise. */
export async function draftListing(
  admin: APIRequestContext,
  title: string,
  priceGHS = 450,
  fields: Record<string, unknown> = {},
): Promise<CreatedListing> {
  const response = await admin.post("/api/admin/listings", {
    data: {
      type: "ACCOMMODATION",
      title,
      description: "A quiet test cottage by the lagoon, made by the admin e2e suite.",
      region: "Central",
      city: "Elmina",
      priceGHS,
      maxGuests: 4,
      bedrooms: 2,
      bathrooms: 1,
      propertyType: "HOUSE",
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  const { id, slug } = (await response.json()).data;
  return { id, slug, title };
}

/** A PUBLISHED listing (draft + one image + publish), for bookings nobody else makes. */
export async function publishedListing(
  admin: APIRequestContext,
  title: string,
  priceGHS = 450,
  fields: Record<string, unknown> = {},
): Promise<CreatedListing> {
  const listing = await draftListing(admin, title, priceGHS, fields);
  const upload = await admin.post(`/api/admin/listings/${listing.id}/images`, {
    multipart: { "files[]": { name: "front.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const publish = await admin.patch(`/api/admin/listings/${listing.id}`, {
    data: { status: "PUBLISHED" },
  });
  expect(publish.status()).toBe(200);
  return { ...listing, slug: (await publish.json()).data.slug };
}

/**
 * A new guest (in `guest`, a request context of its own) with a PENDING three-night booking on
 * the listing, 20 to 80 days ahead.
 */
export async function pendingBooking(
  guest: APIRequestContext,
  listing: CreatedListing,
  email = `ama.${unique()}@example.com`,
) {
  const registered = await guest.post("/api/auth/register", {
    data: { email, password: "jollof-and-kelewele-26", firstName: "Abena", lastName: "Tetteh" },
  });
  expect(registered.status()).toBe(201);
  const start = 20 + Math.floor(Math.random() * 60);
  const created = await guest.post("/api/bookings", {
    data: {
      listingId: listing.id,
      checkIn: isoDay(start),
      checkOut: isoDay(start + 3),
      adults: 2,
      children: 0,
      guestName: "Abena Tetteh",
      guestEmail: email,
      guestPhone: "+233201234567",
    },
  });
  expect(created.status()).toBe(201);
  const { booking, paymentUrl } = (await created.json()).data;
  return {
    email,
    reference: booking.reference as string,
    total: booking.total as string,
    checkIn: booking.checkIn as string,
    checkOut: booking.checkOut as string,
    paymentUrl: paymentUrl as string,
  };
}
