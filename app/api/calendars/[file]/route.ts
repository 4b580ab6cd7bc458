// GET /api/calendars/{token}.ics – a stay's booked, held and blocked nights as an iCal feed
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { calendarFileParams } from "@/lib/schemas/calendars";
import { listingFeed } from "@/lib/server/calendars/listing-feed";

const get = route(
  {
    auth: "public",
    tag: "Calendars",
    summary: "A stay's calendar feed",
    description:
      "text/calendar (RFC 5545) for Airbnb, Booking.com and calendar apps: every booked, held and blocked night of the next two years (and the past month) as all-day events with stable UIDs and no guest data. The token is the secret: its host or an admin can rotate it. An ETag comes with it; a request with If-None-Match of the current one is answered 304 with no body. Activities and experiences have no feed (404).",
    params: calendarFileParams,
    lookup: "Calendar",
    responses: {
      200: { description: "The feed", text: "text/calendar" },
      304: { description: "Unchanged since the ETag sent" },
    },
  },
  async ({ request, params: { file }, db }) => {
    const feed = await listingFeed(db, { token: file.slice(0, -".ics".length) });
    const headers = {
      ETag: feed.etag,
      "Last-Modified": feed.lastModified.toUTCString(),
      "Cache-Control": "private, no-cache",
    };
    const known = request.headers.get("if-none-match");
    if (known?.split(/\s*,\s*/).includes(feed.etag)) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(feed.body, {
      headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8" },
    });
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
