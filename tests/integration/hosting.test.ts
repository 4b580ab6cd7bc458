// Hosts run their own listings (issue 18): becoming a host, writing a listing, sending it for
// review, an admin's decision, and no host able to read or touch another host's listing.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as review } from "@/app/api/admin/listings/[id]/review/route";
import { PATCH as adminPatch } from "@/app/api/admin/listings/[id]/route";
import {
  POST as blockNights,
  DELETE as unblockNights,
} from "@/app/api/host/listings/[id]/blocked-nights/route";
import { GET as calendarOf } from "@/app/api/host/listings/[id]/calendar/route";
import {
  PATCH as changeImage,
  DELETE as deleteImage,
} from "@/app/api/host/listings/[id]/images/[imageId]/route";
import { PUT as orderImages } from "@/app/api/host/listings/[id]/images/order/route";
import { GET as listImages } from "@/app/api/host/listings/[id]/images/route";
import {
  PATCH as changeListing,
  GET as readListing,
  DELETE as removeListing,
} from "@/app/api/host/listings/[id]/route";
import { POST as submit } from "@/app/api/host/listings/[id]/submit/route";
import { POST as createListingRoute, GET as listListings } from "@/app/api/host/listings/route";
import { POST as becomeHost, GET as readProfile } from "@/app/api/host/profile/route";
import { GET as publicListing } from "@/app/api/listings/[slug]/route";
import { auditLog, hostProfiles, listingImages, listings, users } from "@/db/schema";
import { day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createAmenity, createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

const PROFILE = { displayName: "Kofi Agyeman", phone: "+233208881234", bio: "Rooms in Osu." };

/** A signed-in user who became a host through the API. */
async function newHost() {
  const user = await createUser(db());
  const answer = await call(becomeHost, { token: user.token, body: PROFILE });
  expect(answer.status).toBe(201);
  return user;
}

const draft = {
  type: "ACCOMMODATION",
  title: "Garden Room in Osu",
  description: "A quiet garden room in Osu, a short walk from Oxford Street and the sea.",
  region: "Greater Accra",
  city: "Accra",
  priceGHS: 420,
  maxGuests: 2,
};

async function hostDraft(token: string, body: Record<string, unknown> = {}) {
  const answer = await call(createListingRoute, { token, body: { ...draft, ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; slug: string };
}

/** Gives the listing what review needs besides its fields: three photos. */
async function addPhotos(listingId: string, photos = 3) {
  await db()
    .insert(listingImages)
    .values(
      Array.from({ length: photos }, (_, order) => ({
        listingId,
        url: `/images/test/${listingId}-${order}.webp`,
        publicId: `test/${listingId}-${order}`,
        isPrimary: order === 0,
        order,
      })),
    );
}

async function readyDraft(token: string) {
  const amenity = await createAmenity(db(), "Garden");
  const listing = await hostDraft(token, {
    address: "4 Oxford Street",
    latitude: 5.556,
    longitude: -0.182,
    amenityIds: [amenity.id],
  });
  await addPhotos(listing.id);
  return listing;
}

describe("becoming a host", () => {
  it("gives a user the HOST role and a profile, and lets a host change the profile", async () => {
    const user = await createUser(db());
    const first = await call(becomeHost, { token: user.token, body: PROFILE });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      role: "HOST",
      profile: { ...PROFILE, createdAt: expect.any(String) },
    });
    const [account] = await db().select().from(users).where(eq(users.id, user.id));
    expect(account?.role).toBe("HOST");
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "user.become_host")));
    expect(audited).toMatchObject({ before: { role: "USER" }, after: { role: "HOST" } });

    const again = await call(becomeHost, {
      token: user.token,
      body: { ...PROFILE, bio: "Rooms in Osu and Labone." },
    });
    expect(again.status).toBe(200);
    const read = await call(readProfile, { token: user.token });
    expect(read.body.data.profile.bio).toBe("Rooms in Osu and Labone.");
  });

  it.each([
    ["a phone that is not Ghanaian", { phone: "0208881234" }, "phone"],
    ["a one-letter name", { displayName: "K" }, "displayName"],
  ])("refuses %s", async (_case, change, field) => {
    const user = await createUser(db());
    const answer = await call(becomeHost, { token: user.token, body: { ...PROFILE, ...change } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.field).toBe(field);
    expect(
      (await db().select().from(hostProfiles).where(eq(hostProfiles.userId, user.id))).length,
    ).toBe(0);
  });

  it("refuses an administrator, who keeps their role", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    const answer = await call(becomeHost, { token: admin.token, body: PROFILE });
    expect(answer.status).toBe(403);
    const [account] = await db().select().from(users).where(eq(users.id, admin.id));
    expect(account?.role).toBe("ADMIN");
  });

  it("opens the host routes to the HOST role however it was given; the profile adds details", async () => {
    const host = await createUser(db(), { role: "HOST" });
    expect((await call(listListings, { token: host.token })).status).toBe(200);
    const profile = await call(readProfile, { token: host.token });
    expect(profile.status).toBe(404);
  });
});

describe("a host's own listings", () => {
  it("creates a DRAFT the host owns, without the featured flag", async () => {
    const host = await newHost();
    const listing = await hostDraft(host.token);
    const [row] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ status: "DRAFT", hostId: host.id, featured: false });
    const featured = await call(createListingRoute, {
      token: host.token,
      body: { ...draft, featured: true },
    });
    expect(featured.status).toBe(400);
    expect(featured.body.error.details).toMatchObject({ constraint: "unknown_field" });
  });

  it("lists only the host's listings, with counts of the host's only", async () => {
    const [host, other] = [await newHost(), await newHost()];
    const mine = await hostDraft(host.token);
    await hostDraft(other.token);
    await createListing(db());
    const { status, body } = await call(listListings, { token: host.token });
    expect(status).toBe(200);
    expect(body.data.map((item: { id: string }) => item.id)).toEqual([mine.id]);
    expect(body.stats).toEqual({ total: 1, published: 0, draft: 1, pending: 0, archived: 0 });
  });

  it("answers 403 FORBIDDEN to another host on every record, and 404 for none", async () => {
    const [host, other] = [await newHost(), await newHost()];
    const listing = await readyDraft(host.token);
    const params = { id: listing.id };
    const attempts = [
      call(readListing, { token: other.token, params }),
      call(changeListing, { token: other.token, params, body: { title: "Taken over" } }),
      call(submit, { token: other.token, params }),
      call(removeListing, { token: other.token, params }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe("FORBIDDEN");
    }
    const [row] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ title: draft.title, status: "DRAFT" });
    const platform = await createListing(db());
    expect(
      (await call(readListing, { token: host.token, params: { id: platform.id } })).status,
    ).toBe(403);
    const none = await call(readListing, { token: host.token, params: { id: "nosuchlisting" } });
    expect(none.status).toBe(404);
  });

  it("keeps another host's photos and calendar out of reach, and lets the owner edit them", async () => {
    const [host, other] = [await newHost(), await newHost()];
    const listing = await readyDraft(host.token);
    const params = { id: listing.id };
    const photos = await db()
      .select({ id: listingImages.id })
      .from(listingImages)
      .where(eq(listingImages.listingId, listing.id));
    const imageIds = photos.map((photo) => photo.id);
    const [firstImage = ""] = imageIds;
    const range = { from: day(30), to: day(32) };
    const attempts = (token: string) => [
      () => call(listImages, { token, params }),
      () =>
        call(changeImage, {
          method: "PATCH",
          token,
          params: { ...params, imageId: firstImage },
          body: { alt: "Mine" },
        }),
      () =>
        call(orderImages, {
          method: "PUT",
          token,
          params,
          body: { imageIds: imageIds.toReversed() },
        }),
      () => call(blockNights, { token, params, body: { ...range, reason: "OWNER_STAY" } }),
      () => call(calendarOf, { token, params, query: range }),
      () => call(unblockNights, { method: "DELETE", token, params, body: range }),
      () =>
        call(deleteImage, { method: "DELETE", token, params: { ...params, imageId: firstImage } }),
    ];
    for (const attempt of attempts(other.token)) {
      const answer = await attempt();
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.error.code).toBe("FORBIDDEN");
    }
    expect(
      await db().select().from(listingImages).where(eq(listingImages.listingId, listing.id)),
    ).toHaveLength(3);
    const owned = [];
    for (const attempt of attempts(host.token)) owned.push((await attempt()).status);
    expect(owned).toEqual([200, 200, 200, 201, 200, 200, 200]);
  });

  it("lets a host change fields but neither the status nor the featured flag", async () => {
    const host = await newHost();
    const listing = await hostDraft(host.token);
    const params = { id: listing.id };
    const changed = await call(changeListing, {
      token: host.token,
      params,
      body: { title: "Garden Room by the Sea", priceGHS: 450 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      title: "Garden Room by the Sea",
      priceGHS: "450.00",
    });
    for (const body of [{ status: "PUBLISHED" }, { featured: true }]) {
      const refused = await call(changeListing, { token: host.token, params, body });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details).toMatchObject({ constraint: "unknown_field" });
    }
  });

  it("archives a listing without active bookings, and refuses one with them", async () => {
    const host = await newHost();
    const free = await hostDraft(host.token);
    const archived = await call(removeListing, { token: host.token, params: { id: free.id } });
    expect(archived.body.data).toEqual({ id: free.id, status: "ARCHIVED" });
    const booked = await createListing(db(), { hostId: host.id });
    const guest = await createUser(db());
    await createBooking(db(), {
      listing: booked,
      userId: guest.id,
      checkIn: day(10),
      checkOut: day(12),
      status: "CONFIRMED",
    });
    const refused = await call(removeListing, { token: host.token, params: { id: booked.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("LISTING_HAS_ACTIVE_BOOKINGS");
  });
});

describe("review", () => {
  it("says everything a draft still needs before review", async () => {
    const host = await newHost();
    const listing = await hostDraft(host.token, { description: "Too short." });
    await addPhotos(listing.id, 1);
    const { status, body } = await call(submit, { token: host.token, params: { id: listing.id } });
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.details.constraint).toBe("incomplete");
    expect(body.error.details.missing.map((item: { field: string }) => item.field)).toEqual([
      "description",
      "address",
      "location",
      "amenityIds",
      "images",
    ]);
    const [row] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.status).toBe("DRAFT");
  });

  it("sends a ready draft for review once; a rejection returns it with the note, an approval publishes it", async () => {
    const host = await newHost();
    const admin = await createUser(db(), { role: "ADMIN" });
    const listing = await readyDraft(host.token);
    const params = { id: listing.id };
    const sent = await call(submit, { token: host.token, params });
    expect(sent.body.data).toEqual({ id: listing.id, status: "PENDING_REVIEW" });
    const twice = await call(submit, { token: host.token, params });
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe("INVALID_TRANSITION");

    const silent = await call(review, { token: admin.token, params, body: { decision: "REJECT" } });
    expect(silent.status).toBe(400);
    expect(silent.body.error.details).toMatchObject({ field: "note", constraint: "required" });
    const note = "Please add a photo of the bathroom.";
    const rejected = await call(review, {
      token: admin.token,
      params,
      body: { decision: "REJECT", note },
    });
    expect(rejected.body.data).toEqual({ id: listing.id, status: "DRAFT", reviewNote: note });
    const seen = await call(readListing, { token: host.token, params });
    expect(seen.body.data).toMatchObject({ status: "DRAFT", reviewNote: note });

    await call(submit, { token: host.token, params });
    const approved = await call(review, {
      token: admin.token,
      params,
      body: { decision: "APPROVE" },
    });
    expect(approved.body.data).toEqual({ id: listing.id, status: "PUBLISHED", reviewNote: null });
    const [row] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.publishedAt).toBeInstanceOf(Date);
    const shown = await call(publicListing, { params: { slug: listing.slug } });
    expect(shown.status).toBe(200);
    const actions = await db()
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, listing.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: "listing.create", actorId: host.id },
        { action: "listing.submit", actorId: host.id },
        { action: "listing.reject", actorId: admin.id },
        { action: "listing.approve", actorId: admin.id },
      ]),
    );
  });

  it("refuses to review a listing nobody sent for review", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    const listing = await createListing(db());
    const answer = await call(review, {
      token: admin.token,
      params: { id: listing.id },
      body: { decision: "APPROVE" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("INVALID_TRANSITION");
  });

  it("keeps an admin's powers over a host's listing", async () => {
    const host = await newHost();
    const admin = await createUser(db(), { role: "ADMIN" });
    const listing = await hostDraft(host.token);
    const answer = await call(adminPatch, {
      token: admin.token,
      params: { id: listing.id },
      body: { featured: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.featured).toBe(true);
  });
});
