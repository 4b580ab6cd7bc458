// The "another HOST" column of the access table: every host endpoint that names a record in
// its path, called by a second host with input that is otherwise valid, on the first host's
// listing, image or booking, is 403 FORBIDDEN and changes nothing. The table is read from
// the route declarations, so a new host route naming a record is in it at once.

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, listingImages } from "@/db/schema";
import { imageFiles, isBodyReader } from "@/lib/api/bodies";
import { day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { snapshotDatabase } from "../helpers/database-snapshot";
import { type DeclaredEndpoint, declaredEndpoints, labelOf } from "../helpers/declared-endpoints";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { validInputOf } from "../helpers/schema-inputs";

const { db } = setupTestDatabase();

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const endpoints = (await declaredEndpoints()).filter(
  (endpoint) => endpoint.declaration.auth === "host" && endpoint.declaration.params,
);

let records: Record<string, string>;
let otherHost: string;

beforeAll(async () => {
  const owner = await createUser(db(), { role: "HOST" });
  otherHost = (await createUser(db(), { role: "HOST" })).token;
  const guest = await createUser(db());
  const listing = await createListing(db(), { hostId: owner.id });
  const [image] = await db()
    .select({ id: listingImages.id })
    .from(listingImages)
    .where(eq(listingImages.listingId, listing.id));
  const booking = await createBooking(db(), {
    listing,
    userId: guest.id,
    checkIn: day(20),
    checkOut: day(22),
    status: "CONFIRMED",
    holdExpiresAt: null,
  });
  const [feed] = await db()
    .insert(calendarFeeds)
    .values({
      listingId: listing.id,
      name: "Airbnb",
      url: "https://www.airbnb.com/calendar/ical/1.ics",
    })
    .returning({ id: calendarFeeds.id });
  records = {
    id: listing.id,
    imageId: image?.id ?? "",
    reference: booking.reference,
    feedId: feed?.id ?? "",
  };
});

function bodyOf({ declaration, method, route }: DeclaredEndpoint) {
  const { body } = declaration;
  if (!body) return undefined;
  if (body === imageFiles) {
    const form = new FormData();
    form.append("files[]", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "a.png");
    return form;
  }
  return validInputOf(isBodyReader(body) ? body.schema : body, `${method} ${route}`);
}

describe("another host's records", () => {
  it("has host routes naming a listing, an image, an imported calendar and a booking", () => {
    const names = new Set(
      endpoints.flatMap((endpoint) => Object.keys(endpoint.declaration.params?.shape ?? {})),
    );
    expect([...names].sort()).toEqual(["feedId", "id", "imageId", "reference"]);
  });

  it.each(endpoints.map((endpoint) => [labelOf(endpoint), endpoint] as const))(
    "%s: 403 FORBIDDEN, nothing changed",
    async (_, endpoint) => {
      const { declaration, method, handler } = endpoint;
      const params = Object.fromEntries(
        Object.keys(declaration.params?.shape ?? {}).map((name) => [name, records[name]]),
      );
      const query = declaration.query
        ? (validInputOf(declaration.query, labelOf(endpoint)) as Record<string, string>)
        : undefined;
      const before = await snapshotDatabase(db());
      const answer = await call(handler as Parameters<typeof call>[0], {
        method,
        token: otherHost,
        params,
        query,
        body: bodyOf(endpoint),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.error.code).toBe("FORBIDDEN");
      expect(await snapshotDatabase(db())).toEqual(before);
    },
  );
});
