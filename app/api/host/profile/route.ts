// POST /api/host/profile – become a host (the HOST role and a host profile), or change it
// GET /api/host/profile – the caller's host profile
import { created, json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { hostProfile } from "@/lib/openapi/responses/host";
import { becomeHostBody } from "@/lib/schemas/host";
import { becomeHost } from "@/lib/server/host/become-host";
import { getHostProfile } from "@/lib/server/host/get-host-profile";

const post = route(
  {
    auth: "user",
    tag: "Hosting",
    summary: "Become a host",
    description:
      "Gives a signed-in user the HOST role and a host profile (phone: +233 and 9 digits); a host sending it again changes the profile (200). Administrators are refused (403): hosting is done from an account of its own.",
    body: becomeHostBody,
    responses: {
      201: { description: "Now a host", schema: dataOf(hostProfile) },
      200: { description: "The profile changed", schema: dataOf(hostProfile) },
    },
  },
  async ({ caller, body, db }) => {
    const { created: isNew, host } = await becomeHost(db, { ...body, userId: caller.userId });
    return isNew ? created(host) : json(host);
  },
);

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Read your host profile",
    responses: { 200: { description: "The profile", schema: dataOf(hostProfile) } },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, db }) => json(await getHostProfile(db, { hostId: caller.userId })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  POST: post,
});
