// Verified reviews (issue 21) over the real routes: only the guest of a completed stay writes
// one, once, within 14 days; the listing's rating follows every review, hide and show; the
// host (or an admin) replies once; readers see a first name and a month, never contact data.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as moderate } from "@/app/api/admin/reviews/[id]/route";
import { GET as adminList } from "@/app/api/admin/reviews/route";
import { POST as writeReview } from "@/app/api/bookings/[reference]/review/route";
import { POST as reply } from "@/app/api/host/reviews/[id]/reply/route";
import { GET as hostList } from "@/app/api/host/reviews/route";
import { GET as readReviews } from "@/app/api/listings/[slug]/reviews/route";
import { GET as listingDetail } from "@/app/api/listings/[slug]/route";
import { GET as listListings } from "@/app/api/listings/route";
import { auditLog, bookings, emailOutbox, listings } from "@/db/schema";
import { runMaintenanceNow } from "@/lib/api/maintenance-run";
import type { BookingStatus } from "@/lib/enums";
import { day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

const REVIEW = {
  rating: 5,
  cleanliness: 5,
  accuracy: 4,
  location: 5,
  value: 4,
  text: "Spotless rooms, a warm welcome and the sea at the door.",
};

type Stay = Awaited<ReturnType<typeof createListing>>;

/** A guest's one-night stay of `listing` that checked out `daysAgo` days ago, in `status`. */
async function stayOf(
  listing: Stay,
  { daysAgo = 2, status = "COMPLETED" }: { daysAgo?: number; status?: BookingStatus } = {},
) {
  const guest = await createUser(db());
  const booking = await createBooking(db(), {
    listing,
    userId: guest.id,
    checkIn: day(-daysAgo - 1),
    checkOut: day(-daysAgo),
    status,
    holdExpiresAt: null,
  });
  return { guest, booking };
}

const review = (token: string | undefined, reference: string, body: object = REVIEW) =>
  call(writeReview, {
    token,
    params: { reference },
    body,
    path: `/api/bookings/${reference}/review`,
  });

describe("writing a review", () => {
  it("lets the guest of a completed stay review it once, moving the listing's rating", async () => {
    const listing = await createListing(db());
    const { guest, booking } = await stayOf(listing);
    const written = await review(guest.token, booking.reference);
    expect(written.status).toBe(201);
    expect(written.body.data).toMatchObject({
      ...REVIEW,
      listing: { ratingAverage: 5, ratingCount: 1 },
    });
    const twice = await review(guest.token, booking.reference);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("ALREADY_REVIEWED");
    const second = await stayOf(listing, { daysAgo: 3 });
    await review(second.guest.token, second.booking.reference, { ...REVIEW, rating: 4 });
    const third = await stayOf(listing, { daysAgo: 4 });
    await review(third.guest.token, third.booking.reference, { ...REVIEW, rating: 4 });
    const [row] = await db().select().from(listings).where(eq(listings.id, listing.id));
    // (5 + 4 + 4) / 3 = 4.33…
    expect(row).toMatchObject({ ratingCount: 3, ratingSum: 13, ratingAverage: 4.3 });
  });

  it.each([
    [
      "a confirmed stay not yet over",
      { daysAgo: -2, status: "CONFIRMED" as const },
      "REVIEW_NOT_ALLOWED",
    ],
    ["a cancelled booking", { daysAgo: 2, status: "CANCELLED" as const }, "REVIEW_NOT_ALLOWED"],
    ["a stay that checked out 15 days ago", { daysAgo: 15 }, "REVIEW_NOT_ALLOWED"],
  ])("refuses %s with 409 %s", async (_what, stay, code) => {
    const listing = await createListing(db());
    const { guest, booking } = await stayOf(listing, stay);
    const answer = await review(guest.token, booking.reference);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe(code);
  });

  it("is open through the 14th day after check-out", async () => {
    const listing = await createListing(db());
    const { guest, booking } = await stayOf(listing, { daysAgo: 14 });
    expect((await review(guest.token, booking.reference)).status).toBe(201);
  });

  it("refuses another account (403), the anonymous (401), an unknown booking (404) and bad ratings (400)", async () => {
    const listing = await createListing(db());
    const { guest, booking } = await stayOf(listing);
    const stranger = await createUser(db());
    expect((await review(stranger.token, booking.reference)).status).toBe(403);
    expect((await review(undefined, booking.reference)).status).toBe(401);
    expect((await review(guest.token, "BK-ZZZZZZZZ")).status).toBe(404);
    for (const body of [
      { ...REVIEW, rating: 6 },
      { ...REVIEW, value: 0 },
      { ...REVIEW, accuracy: 4.5 },
      { ...REVIEW, text: "Too short to say." },
      { ...REVIEW, text: "x".repeat(2001) },
    ]) {
      const answer = await review(guest.token, booking.reference, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_ERROR");
    }
    const [row] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.ratingCount).toBe(0);
  });
});

describe("reading reviews", () => {
  it("shows them newest first with a first name and the month of the stay, never contact data", async () => {
    const listing = await createListing(db());
    const first = await stayOf(listing, { daysAgo: 5 });
    await review(first.guest.token, first.booking.reference, {
      ...REVIEW,
      rating: 3,
      cleanliness: 2,
    });
    const second = await stayOf(listing);
    await review(second.guest.token, second.booking.reference);
    const answer = await call(readReviews, { params: { slug: listing.slug }, query: { limit: 1 } });
    expect(answer.status).toBe(200);
    expect(answer.body.pagination).toMatchObject({ total: 2, limit: 1 });
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({
      rating: 5,
      reviewer: { firstName: expect.stringMatching(/^First\d+$/) },
      stayMonth: second.booking.checkIn.slice(0, 7),
      reply: null,
    });
    expect(answer.body.summary).toEqual({
      ratingAverage: 4,
      ratingCount: 2,
      subRatings: { cleanliness: 3.5, accuracy: 4, location: 5, value: 4 },
    });
    const text = JSON.stringify(answer.body);
    for (const personal of ["guest@example.com", "+233", "Test Guest", first.booking.reference]) {
      expect(text).not.toContain(personal);
    }
  });

  it("carries the rating on summaries and the listing, sorts by it and filters on minRating", async () => {
    const city = `Review Town ${Date.now()}`;
    const [good, fair, unrated] = [
      await createListing(db(), { city }),
      await createListing(db(), { city }),
      await createListing(db(), { city }),
    ];
    for (const [listing, rating] of [
      [good, 5],
      [fair, 3],
    ] as const) {
      const { guest, booking } = await stayOf(listing);
      await review(guest.token, booking.reference, { ...REVIEW, rating });
    }
    const ids = async (query: Record<string, string>) =>
      (await call(listListings, { query: { city, ...query } })).body.data.map(
        (listing: { id: string }) => listing.id,
      );
    expect(await ids({ sort: "rating" })).toEqual([good.id, fair.id, unrated.id]);
    expect(await ids({ minRating: "4.5" })).toEqual([good.id]);
    expect(await ids({ minRating: "3" })).toHaveLength(2);
    const summaries = (await call(listListings, { query: { city, sort: "rating" } })).body.data;
    expect(
      summaries.map((one: { ratingAverage: number | null; ratingCount: number }) => [
        one.ratingAverage,
        one.ratingCount,
      ]),
    ).toEqual([
      [5, 1],
      [3, 1],
      [null, 0],
    ]);
    const detail = await call(listingDetail, { params: { slug: good.slug } });
    expect(detail.body.data).toMatchObject({ ratingAverage: 5, ratingCount: 1 });
    for (const minRating of ["0", "6", "4.55", "five"]) {
      expect((await call(listListings, { query: { minRating } })).status, minRating).toBe(400);
    }
  });
});

describe("replies and moderation", () => {
  it("lets the listing's host reply once and an admin hide and show, the rating following", async () => {
    const host = await createUser(db(), { role: "HOST" });
    const listing = await createListing(db(), { hostId: host.id });
    const low = await stayOf(listing, { daysAgo: 3 });
    const lowReview = await review(low.guest.token, low.booking.reference, {
      ...REVIEW,
      rating: 1,
    });
    const high = await stayOf(listing);
    await review(high.guest.token, high.booking.reference);
    const id = lowReview.body.data.id as string;
    const other = await createUser(db(), { role: "HOST" });
    const answer = (token: string, text = "Thank you, we have fixed the shower.") =>
      call(reply, { token, params: { id }, body: { text } });
    expect((await answer(other.token)).status).toBe(403);
    expect((await answer(low.guest.token)).status).toBe(403);
    const replied = await answer(host.token);
    expect(replied.status).toBe(201);
    expect((await answer(host.token, "Again")).body.error.code).toBe("ALREADY_REPLIED");
    const shown = await call(readReviews, { params: { slug: listing.slug } });
    expect(shown.body.data.find((one: { id: string }) => one.id === id).reply.text).toBe(
      "Thank you, we have fixed the shower.",
    );
    const mine = await call(hostList, { token: host.token });
    expect(mine.body.data.map((one: { id: string }) => one.id)).toContain(id);
    expect((await call(hostList, { token: other.token })).body.data).toEqual([]);

    const admin = await createUser(db(), { role: "ADMIN" });
    const hide = await call(moderate, {
      token: admin.token,
      method: "PATCH",
      params: { id },
      body: { hidden: true, reason: "Names a member of staff" },
    });
    expect(hide.status).toBe(200);
    const rating = async () =>
      (await db().select().from(listings).where(eq(listings.id, listing.id)))[0];
    expect(await rating()).toMatchObject({ ratingCount: 1, ratingAverage: 5 });
    const after = await call(readReviews, { params: { slug: listing.slug } });
    expect(after.body.data.map((one: { id: string }) => one.id)).not.toContain(id);
    const hidden = await call(adminList, { token: admin.token, query: { hidden: "true" } });
    expect(hidden.body.data.find((one: { id: string }) => one.id === id)).toMatchObject({
      hidden: true,
      hiddenReason: "Names a member of staff",
    });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(["review.hide", "review.reply"]);
    await call(moderate, {
      token: admin.token,
      method: "PATCH",
      params: { id },
      body: { hidden: false },
    });
    expect(await rating()).toMatchObject({ ratingCount: 2, ratingSum: 6, ratingAverage: 3 });
    expect(
      (
        await call(moderate, {
          token: host.token,
          method: "PATCH",
          params: { id },
          body: { hidden: false },
        })
      ).status,
    ).toBe(403);
    const missingReason = await call(moderate, {
      token: admin.token,
      method: "PATCH",
      params: { id },
      body: { hidden: true },
    });
    expect(missingReason.status).toBe(400);
  });

  it("lets an admin reply for a listing without a host", async () => {
    const listing = await createListing(db());
    const { guest, booking } = await stayOf(listing);
    const written = await review(guest.token, booking.reference);
    const admin = await createUser(db(), { role: "ADMIN" });
    const answer = await call(reply, {
      token: admin.token,
      params: { id: written.body.data.id },
      body: { text: "Thank you for staying with us." },
    });
    expect(answer.status).toBe(201);
  });
});

describe("the invitation", () => {
  it("is queued once when the job completes a stay", async () => {
    const listing = await createListing(db());
    const { guest, booking } = await stayOf(listing, { daysAgo: 1, status: "CONFIRMED" });
    await runMaintenanceNow(db());
    await runMaintenanceNow(db());
    const [completed] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(completed?.status).toBe("COMPLETED");
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `review-invitation/${booking.id}`));
    expect(mail).toHaveLength(1);
    // Not settled by a payment here: the account's address (as every booking e-mail).
    expect(mail[0]?.toAddress).toBe(guest.email);
    expect(mail[0]?.text).toContain(`/trips/${booking.reference}#review`);
  });
});
