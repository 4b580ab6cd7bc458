// POST …/listings/{id}/blocked-nights – block nights [from, to) with a reason
// DELETE …/listings/{id}/blocked-nights – unblock the blocked nights of [from, to)
import { EDITORS, type EditorKind } from "@/lib/api/listing-editor";
import { created, json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { blockedNights, unblockedNights } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { blockNightsBody, listingIdPath, unblockNightsBody } from "@/lib/schemas/admin-listings";
import { blockNights, unblockNights } from "@/lib/server/admin/calendar/block-nights";

export function blockedNightsRoutes(kind: EditorKind) {
  const editor = EDITORS[kind];
  const post = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Block nights",
      description: `Blocks every night of [from, to), not in the past. Fails as a whole when any night is held, booked or blocked.${editor.scope}`,
      params: listingIdPath,
      body: blockNightsBody,
      responses: { 201: { description: "The nights blocked", schema: dataOf(blockedNights) } },
      errors: ["NOT_FOUND", "DATES_UNAVAILABLE"],
    },
    async ({ caller, params: { id }, body, db }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return created(await blockNights(db, { ...body, actorId: caller.userId, listingId: id }));
    },
  );

  const remove = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Unblock nights",
      description: `Removes the blocks of [from, to); nights of bookings are never touched.${editor.scope}`,
      params: listingIdPath,
      body: unblockNightsBody,
      responses: { 200: { description: "The nights unblocked", schema: dataOf(unblockedNights) } },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id }, body, db }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(await unblockNights(db, { ...body, actorId: caller.userId, listingId: id }));
    },
  );

  return { POST: post, DELETE: remove };
}
