// Every admin route, walked with no credential, a USER, a HOST, an ADMIN and a SUPER_ADMIN:
// 401 UNAUTHORIZED without (or with a bad) credential, 403 FORBIDDEN for USER and HOST, and
// administrators get past authorization. The last test fails when a route file under
// app/api/admin exports a method this table does not list.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as auditLogRoute from "@/app/api/admin/audit-log/route";
import * as bookingCancelRoute from "@/app/api/admin/bookings/[reference]/cancel/route";
import * as bookingRoute from "@/app/api/admin/bookings/[reference]/route";
import * as bookingsRoute from "@/app/api/admin/bookings/route";
import * as blockedNightsRoute from "@/app/api/admin/listings/[id]/blocked-nights/route";
import * as calendarRoute from "@/app/api/admin/listings/[id]/calendar/route";
import * as imageRoute from "@/app/api/admin/listings/[id]/images/[imageId]/route";
import * as imageOrderRoute from "@/app/api/admin/listings/[id]/images/order/route";
import * as imagesRoute from "@/app/api/admin/listings/[id]/images/route";
import * as listingRoute from "@/app/api/admin/listings/[id]/route";
import * as listingsRoute from "@/app/api/admin/listings/route";
import * as outboxRoute from "@/app/api/admin/outbox/route";
import * as statsRoute from "@/app/api/admin/stats/route";
import * as roleRoute from "@/app/api/admin/users/[id]/role/route";
import * as usersRoute from "@/app/api/admin/users/route";
import * as webhookEventsRoute from "@/app/api/admin/webhook-events/route";
import { day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { routeMethods } from "../helpers/route-files";

const { db } = setupTestDatabase();

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

interface AdminRoute {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  handler: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A well-formed body, so only authorization can refuse the call. */
  body?: unknown;
  multipart?: boolean;
}

// Unknown but well-formed identifiers: an administrator's call ends in 404 or a validation
// answer, never changing anything.
const LISTING = "nosuchlisting000000000000";
const IMAGE = "nosuchimage00000000000000";
const USER = "nosuchuser000000000000000";
const REFERENCE = "BK-ZZZZZZZZ";

const ROUTES: AdminRoute[] = [
  { method: "GET", path: "/api/admin/bookings", handler: bookingsRoute.GET },
  {
    method: "GET",
    path: "/api/admin/bookings/[reference]",
    handler: bookingRoute.GET,
    params: { reference: REFERENCE },
  },
  {
    method: "PATCH",
    path: "/api/admin/bookings/[reference]",
    handler: bookingRoute.PATCH,
    params: { reference: REFERENCE },
    body: { status: "CONFIRMED", note: "access check" },
  },
  {
    method: "POST",
    path: "/api/admin/bookings/[reference]/cancel",
    handler: bookingCancelRoute.POST,
    params: { reference: REFERENCE },
    body: { reason: "access check", refundFull: true },
  },
  { method: "GET", path: "/api/admin/users", handler: usersRoute.GET },
  {
    method: "PATCH",
    path: "/api/admin/users/[id]/role",
    handler: roleRoute.PATCH,
    params: { id: USER },
    body: { role: "HOST" },
  },
  { method: "GET", path: "/api/admin/stats", handler: statsRoute.GET },
  { method: "GET", path: "/api/admin/audit-log", handler: auditLogRoute.GET },
  { method: "GET", path: "/api/admin/outbox", handler: outboxRoute.GET },
  { method: "GET", path: "/api/admin/webhook-events", handler: webhookEventsRoute.GET },
  { method: "GET", path: "/api/admin/listings", handler: listingsRoute.GET },
  {
    method: "POST",
    path: "/api/admin/listings",
    handler: listingsRoute.POST,
    body: { title: "Access check" },
  },
  {
    method: "GET",
    path: "/api/admin/listings/[id]",
    handler: listingRoute.GET,
    params: { id: LISTING },
  },
  {
    method: "PATCH",
    path: "/api/admin/listings/[id]",
    handler: listingRoute.PATCH,
    params: { id: LISTING },
    body: { title: "Access check" },
  },
  {
    method: "DELETE",
    path: "/api/admin/listings/[id]",
    handler: listingRoute.DELETE,
    params: { id: LISTING },
  },
  {
    method: "GET",
    path: "/api/admin/listings/[id]/images",
    handler: imagesRoute.GET,
    params: { id: LISTING },
  },
  {
    method: "POST",
    path: "/api/admin/listings/[id]/images",
    handler: imagesRoute.POST,
    params: { id: LISTING },
    multipart: true,
  },
  {
    method: "PUT",
    path: "/api/admin/listings/[id]/images/order",
    handler: imageOrderRoute.PUT,
    params: { id: LISTING },
    body: { imageIds: [IMAGE] },
  },
  {
    method: "PATCH",
    path: "/api/admin/listings/[id]/images/[imageId]",
    handler: imageRoute.PATCH,
    params: { id: LISTING, imageId: IMAGE },
    body: { alt: "Access check" },
  },
  {
    method: "DELETE",
    path: "/api/admin/listings/[id]/images/[imageId]",
    handler: imageRoute.DELETE,
    params: { id: LISTING, imageId: IMAGE },
  },
  {
    method: "GET",
    path: "/api/admin/listings/[id]/calendar",
    handler: calendarRoute.GET,
    params: { id: LISTING },
    query: { from: day(1), to: day(31) },
  },
  {
    method: "POST",
    path: "/api/admin/listings/[id]/blocked-nights",
    handler: blockedNightsRoute.POST,
    params: { id: LISTING },
    body: { from: day(10), to: day(12), reason: "MAINTENANCE" },
  },
  {
    method: "DELETE",
    path: "/api/admin/listings/[id]/blocked-nights",
    handler: blockedNightsRoute.DELETE,
    params: { id: LISTING },
    body: { from: day(10), to: day(12) },
  },
];

/** A one-pixel PNG, as a browser would upload it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function send(
  route: AdminRoute,
  credential: { token?: string; headers?: Record<string, string> },
) {
  const handler = route.handler as Handler;
  const urlPath = route.path.replace(/\[(\w+)\]/g, (_, name: string) => route.params?.[name] ?? "");
  if (route.multipart) {
    const form = new FormData();
    form.append("files[]", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "pixel.png");
    const headers = new Headers(credential.headers);
    if (credential.token) headers.set("authorization", `Bearer ${credential.token}`);
    const response = await handler(
      new NextRequest(new URL(urlPath, "http://localhost:3000"), {
        method: route.method,
        headers,
        body: form,
      }),
      { params: Promise.resolve(route.params ?? {}) },
    );
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  return call(handler, {
    method: route.method,
    path: urlPath,
    query: route.query,
    body: route.body,
    params: route.params ?? {},
    token: credential.token,
    headers: credential.headers,
  });
}

const tokens: Record<"USER" | "HOST" | "ADMIN" | "SUPER_ADMIN", string> = {
  USER: "",
  HOST: "",
  ADMIN: "",
  SUPER_ADMIN: "",
};

beforeAll(async () => {
  for (const role of ["USER", "HOST", "ADMIN", "SUPER_ADMIN"] as const) {
    tokens[role] = (await createUser(db(), { role })).token;
  }
});

const label = (route: AdminRoute) => `${route.method} ${route.path}`;

describe.each(ROUTES.map((route) => [label(route), route] as const))("%s", (_, route) => {
  it("answers 401 UNAUTHORIZED without a credential or with a bad one", async () => {
    for (const credential of [
      {},
      { token: "not-a-jwt" },
      { headers: { authorization: "Basic YWRtaW46YWRtaW4=" } },
    ]) {
      const { status, body } = await send(route, credential);
      expect(status).toBe(401);
      expect(body.error.code).toBe("UNAUTHORIZED");
    }
  });

  it.each(["USER", "HOST"] as const)("answers 403 FORBIDDEN to a %s", async (role) => {
    const { status, body } = await send(route, { token: tokens[role] });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ code: "FORBIDDEN", message: expect.any(String) });
  });

  it.each(["ADMIN", "SUPER_ADMIN"] as const)("lets an %s past authorization", async (role) => {
    const { status, body } = await send(route, { token: tokens[role] });
    expect([401, 403]).not.toContain(status);
    expect(status).toBeLessThan(500);
    if (status >= 400) expect(body.error.code).toEqual(expect.any(String));
  });
});

describe("the table above", () => {
  it("lists every method of every route under app/api/admin", async () => {
    expect(await routeMethods("admin")).toEqual(ROUTES.map(label).sort());
  });
});
