// A local stand-in for the channels' feed servers (Airbnb, Booking.com): serves calendar texts
// at paths with a strong ETag and a Last-Modified, answers 304 to a matching If-None-Match, and
// can be told to misbehave on a path. Records every request and the body bytes it sent back.
import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pipeline, Readable } from "node:stream";

export type FeedBehaviour =
  /** Headers, then a byte every 500 ms, forever. */
  | "slow"
  /** No answer at all. */
  | "hang"
  /** A calendar of that many bytes (to the next whole event), chunked, without Content-Length. */
  | { huge: number }
  /** Headers announcing a body of that many bytes, then nothing. */
  | { declaredLength: number }
  | { status: number }
  /** 302 to the location. */
  | { redirect: string };

export interface FeedStubRequest {
  method: string;
  /** With the query. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Body bytes sent back so far. */
  sentBytes: number;
}

export interface CalendarFeedStub {
  /** http://127.0.0.1:port */
  url: string;
  /** 127.0.0.1:port, for the fetcher's allowedHosts. */
  host: string;
  requests: FeedStubRequest[];
  /** Publishes or replaces the feed at a path (without the query). */
  setFeed(path: string, text: string): void;
  removeFeed(path: string): void;
  /** Overrides the feed at a path until set to null. */
  setBehaviour(path: string, behaviour: FeedBehaviour | null): void;
  close(): Promise<void>;
}

interface Feed {
  body: Buffer;
  etag: string;
  lastModified: string;
}

const CALENDAR = "text/calendar; charset=utf-8";

const HUGE_EVENT = Buffer.from(
  [
    "BEGIN:VEVENT",
    "DTSTAMP:20261120T101500Z",
    "DTSTART;VALUE=DATE:20261204",
    "DTEND;VALUE=DATE:20261207",
    "SUMMARY:Reserved",
    "UID:1418fb94e984-2a8e3b0ab1fc1e1d1a8a6e2c6a4ac1b2@airbnb.com",
    "END:VEVENT",
    "",
  ].join("\r\n"),
);

function* hugeCalendar(bytes: number): Generator<Buffer> {
  yield Buffer.from(
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\n",
  );
  const chunk = Buffer.concat(Array.from({ length: 64 }, () => HUGE_EVENT));
  for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
  yield Buffer.from("END:VCALENDAR\r\n");
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** On a free port, or on `wanted` (the browser tests name it to the app beforehand). */
export async function startCalendarFeedStub(wanted = 0): Promise<CalendarFeedStub> {
  const feeds = new Map<string, Feed>();
  const behaviours = new Map<string, FeedBehaviour>();
  const requests: FeedStubRequest[] = [];

  function answer(record: FeedStubRequest, response: ServerResponse): void {
    const path = new URL(record.path, "http://stub").pathname;
    const behaviour = behaviours.get(path);
    const send = (body: Buffer | string) => {
      record.sentBytes += Buffer.byteLength(body);
      return body;
    };
    if (behaviour === "hang") return;
    if (behaviour === "slow") {
      response.writeHead(200, { "content-type": CALENDAR });
      response.write(send("BEGIN:VCALENDAR\r\n"));
      const trickle = setInterval(() => response.write(send(" ")), 500);
      response.on("close", () => clearInterval(trickle));
      return;
    }
    if (behaviour && "huge" in behaviour) {
      response.writeHead(200, { "content-type": CALENDAR });
      const body = Readable.from(hugeCalendar(behaviour.huge)).on("data", send);
      pipeline(body, response, () => {});
      return;
    }
    if (behaviour && "declaredLength" in behaviour) {
      response.writeHead(200, {
        "content-type": CALENDAR,
        "content-length": String(behaviour.declaredLength),
      });
      response.flushHeaders();
      return;
    }
    if (behaviour && "status" in behaviour) {
      response.writeHead(behaviour.status, { "content-type": "text/plain" });
      response.end(send(`HTTP ${behaviour.status}`));
      return;
    }
    if (behaviour && "redirect" in behaviour) {
      response.writeHead(302, { location: behaviour.redirect });
      response.end();
      return;
    }
    const feed = feeds.get(path);
    if (!feed) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end(send("Not found"));
      return;
    }
    const validators = { etag: feed.etag, "last-modified": feed.lastModified };
    if (matches(record.headers["if-none-match"], feed.etag)) {
      response.writeHead(304, validators);
      response.end();
      return;
    }
    response.writeHead(200, {
      ...validators,
      "content-type": CALENDAR,
      "content-length": String(feed.body.length),
    });
    response.end(send(feed.body));
  }

  const server = createServer((incoming, response) => {
    const record: FeedStubRequest = {
      method: incoming.method ?? "GET",
      path: incoming.url ?? "/",
      headers: incoming.headers,
      sentBytes: 0,
    };
    requests.push(record);
    incoming.resume();
    answer(record, response);
  });
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    setFeed(path, text) {
      if (feeds.get(path)?.body.toString("utf8") === text) return;
      feeds.set(path, {
        body: Buffer.from(text, "utf8"),
        etag: `"${createHash("sha256").update(text).digest("hex").slice(0, 32)}"`,
        lastModified: new Date().toUTCString(),
      });
    },
    removeFeed(path) {
      feeds.delete(path);
    },
    setBehaviour(path, behaviour) {
      if (behaviour === null) behaviours.delete(path);
      else behaviours.set(path, behaviour);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
