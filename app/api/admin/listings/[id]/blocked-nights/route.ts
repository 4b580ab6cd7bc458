// POST /api/admin/listings/{id}/blocked-nights – block nights [from, to) with a reason
// DELETE /api/admin/listings/{id}/blocked-nights – unblock the admin-blocked nights of [from, to)
import { created, json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { blockedNights, unblockedNights } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { blockNightsBody, listingIdPath, unblockNightsBody } from "@/lib/schemas/admin-listings";
import { blockNights, unblockNights } from "@/lib/server/admin/calendar/block-nights";

const post = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "Block nights",
    description:
      "Blocks every night of [from, to), not in the past. Fails as a whole when any night is held, booked or blocked.",
    params: listingIdPath,
    body: blockNightsBody,
    responses: { 201: { description: "The nights blocked", schema: dataOf(blockedNights) } },
    errors: ["NOT_FOUND", "DATES_UNAVAILABLE"],
  },
  async ({ caller, params: { id }, body, db }) =>
    created(await blockNights(db, { ...body, actorId: caller.userId, listingId: id })),
);

const remove = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "Unblock nights",
    description: "Removes the admin blocks of [from, to); nights of bookings are never touched.",
    params: listingIdPath,
    body: unblockNightsBody,
    responses: { 200: { description: "The nights unblocked", schema: dataOf(unblockedNights) } },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, params: { id }, body, db }) =>
    json(await unblockNights(db, { ...body, actorId: caller.userId, listingId: id })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: post,
  DELETE: remove,
});
