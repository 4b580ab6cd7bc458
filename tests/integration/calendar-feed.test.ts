// A stay's iCal feed (issue 20, export): booked, held and blocked nights as all-day events that
// round-trip through the parser the import uses, no guest data, answered 304 when unchanged;
// its address read and rotated by the listing's host or an admin; none for an activity.
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as readAdminFeed } from "@/app/api/admin/listings/[id]/calendar-feed/route";
import { GET as feedRoute } from "@/app/api/calendars/[file]/route";
import {
  GET as readHostFeed,
  POST as rotateHostFeed,
} from "@/app/api/host/listings/[id]/calendar-feed/route";
import { listings } from "@/db/schema";
import { day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { blockNights, createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

async function stayWithNights() {
  const host = await createUser(db(), { role: "HOST" });
  const guest = await createUser(db());
  const listing = await createListing(db(), { hostId: host.id, title: "Labadi Beach Villa" });
  await createBooking(db(), {
    listing,
    userId: guest.id,
    checkIn: day(10),
    checkOut: day(13),
    status: "CONFIRMED",
    holdExpiresAt: null,
  });
  await createBooking(db(), { listing, userId: guest.id, checkIn: day(20), checkOut: day(21) });
  await blockNights(db(), listing.id, [day(30), day(31)]);
  const [row] = await db()
    .select({ token: listings.calendarToken })
    .from(listings)
    .where(eq(listings.id, listing.id));
  return { host, listing, token: row?.token ?? "" };
}

const fetchFeed = (token: string, headers: Record<string, string> = {}) =>
  feedRoute(
    new NextRequest(`http://localhost:3000/api/calendars/${token}.ics`, {
      headers,
    }),
    { params: Promise.resolve({ file: `${token}.ics` }) },
  );

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return [event.startDate.toString(), event.endDate.toString(), event.summary];
  });
}

describe("a stay's calendar feed", () => {
  it("gives every booked, held and blocked night as all-day events, without guest data", async () => {
    const { token } = await stayWithNights();
    const response = await fetchFeed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(eventsOf(text)).toEqual([
      [day(10), day(13), "Reserved"],
      [day(20), day(21), "Reserved"],
      [day(30), day(32), "Not available"],
    ]);
    for (const personal of ["Test Guest", "guest@example.com", "+233", "BK-"]) {
      expect(text).not.toContain(personal);
    }
    expect(text).toContain("X-WR-CALNAME:Akwaaba · Labadi Beach Villa");
  });

  it("answers 304 to the ETag it gave while nothing changed, and a new feed once it did", async () => {
    const { listing, token } = await stayWithNights();
    const first = await fetchFeed(token);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("last-modified")).toMatch(/GMT$/);
    const again = await fetchFeed(token, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await blockNights(db(), listing.id, [day(40)]);
    const changed = await fetchFeed(token, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("is 404 for an unknown or malformed token, an activity and an archived stay", async () => {
    const unknown = await fetchFeed("0".repeat(32));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("NOT_FOUND");
    expect((await fetchFeed("not-a-token")).status).toBe(404);
    const activity = await createListing(db(), {
      type: "ACTIVITY",
      startTimes: ["09:00"],
      durationHours: 2,
    });
    const archived = await createListing(db(), { status: "ARCHIVED" });
    for (const listing of [activity, archived]) {
      expect((await fetchFeed(listing.calendarToken)).status).toBe(404);
    }
  });
});

describe("the feed's address", () => {
  it("is read by the listing's host and an admin, and rotated: the old one stops answering", async () => {
    const { host, listing, token } = await stayWithNights();
    const admin = await createUser(db(), { role: "ADMIN" });
    const params = { id: listing.id };
    const read = await call(readHostFeed, { token: host.token, params });
    expect(read.body.data.url).toBe(`http://localhost:3000/api/calendars/${token}.ics`);
    expect((await call(readAdminFeed, { token: admin.token, params })).body.data.url).toBe(
      read.body.data.url,
    );
    const rotated = await call(rotateHostFeed, { token: host.token, params });
    expect(rotated.status).toBe(200);
    const fresh = /\/api\/calendars\/([a-f0-9]+)\.ics$/.exec(rotated.body.data.url)?.[1] ?? "";
    expect(fresh).toHaveLength(48);
    expect((await fetchFeed(token)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it("is 404 for an activity", async () => {
    const host = await createUser(db(), { role: "HOST" });
    const activity = await createListing(db(), {
      hostId: host.id,
      type: "ACTIVITY",
      startTimes: ["09:00"],
      durationHours: 2,
    });
    const answer = await call(readHostFeed, { token: host.token, params: { id: activity.id } });
    expect(answer.status).toBe(404);
  });
});
