// GET /api/bookings/{reference}/cancellation – the refund the user would get by cancelling now
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { cancellationPreview as preview } from "@/lib/openapi/responses/bookings";
import { dataOf } from "@/lib/openapi/responses/common";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { cancellationPreview } from "@/lib/server/bookings/cancellation-preview";

const get = route(
  {
    auth: "user",
    tag: "Bookings",
    summary: "Preview a cancellation",
    description:
      "Whether cancelling now is allowed and the refund it would bring; changes nothing.",
    params: bookingReferenceParams,
    responses: { 200: { description: "The preview", schema: dataOf(preview) } },
    errors: ["FORBIDDEN", "NOT_FOUND"],
  },
  async ({ caller, params: { reference }, db }) =>
    json(await cancellationPreview(db, { userId: caller.userId, reference })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
