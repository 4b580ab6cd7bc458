// PATCH /api/admin/hosts/{id}/payouts – hold or release a host's payouts
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { heldPayouts } from "@/lib/openapi/responses/payouts";
import { userIdParams } from "@/lib/schemas/admin-users";
import { holdPayoutsBody } from "@/lib/schemas/payouts";
import { holdHostPayouts } from "@/lib/server/admin/payouts/hold-payouts";

const patch = route(
  {
    auth: "admin",
    tag: "Admin: payouts",
    summary: "Hold or release a host's payouts",
    description:
      "Held (a reason required), the payout job starts none for the host; a payout in flight finishes. Audited. A host without a host profile: 404.",
    params: userIdParams,
    body: holdPayoutsBody,
    responses: { 200: { description: "Whether they are held", schema: dataOf(heldPayouts) } },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, params: { id }, body, db }) =>
    json(await holdHostPayouts(db, { ...body, actorId: caller.userId, hostId: id })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ PATCH: patch });
