// What the hosting pages read besides the host API (issue 18): the admin's review queue and
// the host a public listing page names.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, hostProfiles, listings, users } from "@/db/schema";
import { recordAudit } from "@/lib/server/admin/audit";
import { listReviewQueue } from "@/lib/server/admin/listings/review-queue";
import { getListingHost } from "@/lib/server/catalog/listing-host";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";

const { db } = setupTestDatabase();

async function hostWithProfile(displayName: string, since: Date) {
  const user = await createUser(db(), { role: "HOST" });
  await db()
    .insert(hostProfiles)
    .values({ userId: user.id, displayName, phone: "+233208881234", createdAt: since });
  return user;
}

describe("the review queue", () => {
  it("lists the listings waiting for review, longest waiting first, with their host's name", async () => {
    const named = await hostWithProfile("Kofi's Rooms", new Date("2026-03-02T10:00:00Z"));
    const unnamed = await createUser(db(), { role: "HOST" });
    const late = await createListing(db(), { status: "PENDING_REVIEW", hostId: unnamed.id });
    const early = await createListing(db(), { status: "PENDING_REVIEW", hostId: named.id });
    await createListing(db(), { status: "DRAFT", hostId: named.id });
    await createListing(db(), { status: "PUBLISHED", hostId: named.id });
    // Submitted in the other order from their making: the audit trail says when.
    for (const [listing, at] of [
      [late, "2026-05-02T09:00:00Z"],
      [early, "2026-05-01T09:00:00Z"],
    ] as const) {
      await recordAudit(db(), {
        actorId: named.id,
        action: "listing.submit",
        entityType: "listing",
        entityId: listing.id,
        before: { status: "DRAFT" },
        after: { status: "PENDING_REVIEW" },
      });
      await db()
        .update(auditLog)
        .set({ createdAt: new Date(at) })
        .where(eq(auditLog.entityId, listing.id));
    }

    const queue = await listReviewQueue(db(), { limit: 10 });
    expect(queue.total).toBe(2);
    expect(queue.items.map((item) => item.id)).toEqual([early.id, late.id]);
    expect(queue.items[0]).toMatchObject({
      title: early.title,
      hostName: "Kofi's Rooms",
      submittedAt: new Date("2026-05-01T09:00:00Z"),
    });
    expect(queue.items[1]?.hostName).toMatch(/^First\d+ Last\d+$/);

    const first = await listReviewQueue(db(), { limit: 1 });
    expect(first).toMatchObject({ total: 2, items: [{ id: early.id }] });
  });
});

describe("a listing's host", () => {
  it("is named by their host profile and hosting since the profile was made", async () => {
    const since = new Date("2025-11-20T08:00:00Z");
    const host = await hostWithProfile("Ama", since);
    const listing = await createListing(db(), { hostId: host.id });
    expect(await getListingHost(db(), { listingId: listing.id })).toEqual({ name: "Ama", since });
  });

  it("without a profile, is named by the account's first name since the account was made", async () => {
    const host = await createUser(db(), { role: "HOST" });
    const listing = await createListing(db(), { hostId: host.id });
    const [account] = await db().select().from(users).where(eq(users.id, host.id));
    expect(await getListingHost(db(), { listingId: listing.id })).toEqual({
      name: expect.stringMatching(/^First\d+$/),
      since: account?.createdAt,
    });
  });

  it("is nobody for a listing without a host", async () => {
    const listing = await createListing(db());
    await db().update(listings).set({ hostId: null }).where(eq(listings.id, listing.id));
    expect(await getListingHost(db(), { listingId: listing.id })).toBeNull();
  });
});
