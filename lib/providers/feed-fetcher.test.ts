import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type CalendarFeedStub, startCalendarFeedStub } from "@/tests/stubs/calendar-feed-stub";
import { airbnbFeed, bookingComFeed } from "@/tests/stubs/channel-feeds";
import { createFeedFetcher, type FeedFetcherOptions, type FeedFetchResult } from "./feed-fetcher";

const KB = 1024;
const MB = 1024 * KB;

const AIRBNB = airbnbFeed([
  { start: "2026-12-04", end: "2026-12-07" },
  { start: "2026-12-24", end: "2026-12-26", summary: "Airbnb (Not available)" },
]);

let stub: CalendarFeedStub;

function fetcher(options: Partial<FeedFetcherOptions> = {}) {
  return createFeedFetcher({
    timeoutMs: 5000,
    maxBytes: 2 * MB,
    allowedHosts: [stub.host],
    ...options,
  });
}

const fetchFeed = (url: string, options: Partial<FeedFetcherOptions> = {}) =>
  fetcher(options)({ url, etag: null, lastModified: null });

async function timed(result: Promise<FeedFetchResult>) {
  const started = performance.now();
  return { result: await result, seconds: (performance.now() - started) / 1000 };
}

beforeAll(async () => {
  stub = await startCalendarFeedStub();
});

afterEach(() => {
  for (const path of ["/airbnb.ics", "/old.ics", "/loop.ics", "/away.ics"]) {
    stub.setBehaviour(path, null);
    stub.removeFeed(path);
  }
  stub.requests.length = 0;
});

afterAll(async () => {
  await stub.close();
});

describe("a feed served", () => {
  it("is fetched as text with its validators, asked for as a calendar", async () => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    const result = await fetchFeed(`${stub.url}/airbnb.ics?s=secret`);
    expect(result).toEqual({
      kind: "fetched",
      text: AIRBNB,
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      lastModified: expect.stringMatching(/GMT$/),
    });
    const [sent] = stub.requests;
    expect(sent?.method).toBe("GET");
    expect(sent?.path).toBe("/airbnb.ics?s=secret");
    expect(sent?.headers).toMatchObject({
      accept: "text/calendar, */*;q=0.1",
      "accept-encoding": "identity",
      "user-agent": "Akwaaba-Calendar-Sync/1.0",
    });
    expect(sent?.headers["if-none-match"]).toBeUndefined();
    expect(sent?.headers["if-modified-since"]).toBeUndefined();
  });

  it("is decoded as UTF-8, a byte-order mark dropped", async () => {
    const text = bookingComFeed([
      { start: "2027-01-10", end: "2027-01-12", summary: "Fermé – Kofi" },
    ]);
    stub.setFeed("/airbnb.ics", `\uFEFF${text}`);
    const result = await fetchFeed(`${stub.url}/airbnb.ics`);
    expect(result.kind === "fetched" && result.text).toBe(text);
  });

  it("is unchanged when the server answers 304 to the validators sent", async () => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    const first = await fetchFeed(`${stub.url}/airbnb.ics`);
    if (first.kind !== "fetched") throw new Error(`fetched expected, got ${first.kind}`);
    const { etag, lastModified } = first;
    const again = await fetcher()({ url: `${stub.url}/airbnb.ics`, etag, lastModified });
    expect(again).toEqual({ kind: "unchanged" });
    expect(stub.requests[1]?.headers).toMatchObject({
      "if-none-match": etag,
      "if-modified-since": lastModified,
    });

    stub.setFeed("/airbnb.ics", airbnbFeed([{ start: "2027-02-01", end: "2027-02-03" }]));
    const changed = await fetcher()({ url: `${stub.url}/airbnb.ics`, etag, lastModified });
    expect(changed).toMatchObject({ kind: "fetched", text: expect.stringContaining("20270201") });
  });
});

describe("a failure", () => {
  it.each([404, 500, 204])("HTTP %i is failed with the status", async (status) => {
    stub.setBehaviour("/airbnb.ics", { status });
    expect(await fetchFeed(`${stub.url}/airbnb.ics`)).toEqual({
      kind: "failed",
      error: `The feed answered HTTP ${status}`,
    });
  });

  it("a feed removed is failed as 404", async () => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    stub.removeFeed("/airbnb.ics");
    expect(await fetchFeed(`${stub.url}/airbnb.ics`)).toEqual({
      kind: "failed",
      error: "The feed answered HTTP 404",
    });
  });

  it("a closed port is failed with the connection's error", async () => {
    const gone = await startCalendarFeedStub();
    await gone.close();
    const result = await fetchFeed(`${gone.url}/airbnb.ics`, { allowedHosts: [gone.host] });
    expect(result).toEqual({ kind: "failed", error: "Could not connect: ECONNREFUSED" });
  });
});

describe("the deadline", () => {
  it("ends a request the server never answers", async () => {
    stub.setBehaviour("/airbnb.ics", "hang");
    const { result, seconds } = await timed(
      fetchFeed(`${stub.url}/airbnb.ics`, { timeoutMs: 300 }),
    );
    expect(result).toEqual({ kind: "failed", error: "Timed out after 0.3 s" });
    expect(seconds).toBeLessThan(2);
  });

  it("covers the whole body: bytes trickling in do not extend it", async () => {
    stub.setBehaviour("/airbnb.ics", "slow");
    const { result, seconds } = await timed(
      fetchFeed(`${stub.url}/airbnb.ics`, { timeoutMs: 1200 }),
    );
    expect(result).toEqual({ kind: "failed", error: "Timed out after 1.2 s" });
    expect(seconds).toBeLessThan(2.5);
    expect(stub.requests[0]?.sentBytes).toBeGreaterThan("BEGIN:VCALENDAR\r\n".length);
  });
});

describe("the size limit", () => {
  it("stops reading an endless chunked body once past the limit", async () => {
    stub.setBehaviour("/airbnb.ics", { huge: 50 * MB });
    const { result, seconds } = await timed(
      fetchFeed(`${stub.url}/airbnb.ics`, { maxBytes: 64 * KB }),
    );
    expect(result).toEqual({ kind: "failed", error: "The feed is larger than 64 KB" });
    expect(seconds).toBeLessThan(2);
    // Socket buffers take a few MB at most; reading the whole body would have taken all 50.
    expect(stub.requests[0]?.sentBytes).toBeLessThan(25 * MB);
  });

  it("refuses a Content-Length over the limit before any of the body", async () => {
    stub.setBehaviour("/airbnb.ics", { declaredLength: 10 * MB });
    expect(await fetchFeed(`${stub.url}/airbnb.ics`)).toEqual({
      kind: "failed",
      error: "The feed is larger than 2 MB",
    });
  });

  it("takes a feed of exactly the limit", async () => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    const size = Buffer.byteLength(AIRBNB);
    const exact = await fetchFeed(`${stub.url}/airbnb.ics`, { maxBytes: size });
    expect(exact.kind).toBe("fetched");
    const under = await fetchFeed(`${stub.url}/airbnb.ics`, { maxBytes: size - 1 });
    expect(under.kind).toBe("failed");
  });
});

describe("redirects", () => {
  it("are followed to another allowed path, relative to the current address", async () => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    stub.setBehaviour("/old.ics", { redirect: "airbnb.ics" });
    const result = await fetchFeed(`${stub.url}/old.ics`);
    expect(result).toMatchObject({ kind: "fetched", text: AIRBNB });
    expect(stub.requests.map((request) => request.path)).toEqual(["/old.ics", "/airbnb.ics"]);
  });

  it("to a local address not allowed are refused before they are followed", async () => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    // localhost reaches the stub too, but only 127.0.0.1:port is allowed.
    const port = new URL(stub.url).port;
    stub.setBehaviour("/old.ics", { redirect: `http://localhost:${port}/airbnb.ics` });
    expect(await fetchFeed(`${stub.url}/old.ics`)).toEqual({
      kind: "failed",
      error: "The address is refused: a local address",
    });
    expect(stub.requests.map((request) => request.path)).toEqual(["/old.ics"]);
  });

  it("beyond maxRedirects are failed", async () => {
    stub.setBehaviour("/loop.ics", { redirect: "/loop.ics" });
    expect(await fetchFeed(`${stub.url}/loop.ics`)).toEqual({
      kind: "failed",
      error: "The feed redirected more than 3 times",
    });
    expect(stub.requests).toHaveLength(4);
    expect(await fetchFeed(`${stub.url}/loop.ics`, { maxRedirects: 0 })).toMatchObject({
      kind: "failed",
    });
    expect(stub.requests).toHaveLength(5);
  });

  it("to no valid address are failed", async () => {
    stub.setBehaviour("/old.ics", { redirect: "http://[oops/" });
    expect(await fetchFeed(`${stub.url}/old.ics`)).toEqual({
      kind: "failed",
      error: "The feed redirected to no valid address",
    });
  });
});

describe("addresses refused", () => {
  it.each([
    [
      "a loopback address not allowed",
      "http://127.0.0.1:PORT/airbnb.ics",
      "a private or local address",
    ],
    ["localhost", "http://localhost:PORT/airbnb.ics", "a local address"],
    [
      "credentials",
      "http://user:secret@127.0.0.1:PORT/airbnb.ics",
      "no credentials in the address",
    ],
    ["another scheme", "file:///etc/passwd", "only http and https feeds"],
    ["not an address", "airbnb.ics", "not an address"],
  ])("%s, with no request made", async (_, address, reason) => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    const url = address.replace("PORT", new URL(stub.url).port);
    expect(await fetchFeed(url, { allowedHosts: [] })).toEqual({
      kind: "failed",
      error: `The address is refused: ${reason}`,
    });
    expect(stub.requests).toEqual([]);
  });
});

describe("a host name's resolved addresses", () => {
  const name = () => `feeds.example:${new URL(stub.url).port}`;
  const resolvingTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("are what the request connects to", async () => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    const result = await fetchFeed(`http://${name()}/airbnb.ics`, {
      allowedHosts: [name()],
      resolve: resolvingTo("127.0.0.1"),
    });
    expect(result).toMatchObject({ kind: "fetched", text: AIRBNB });
    expect(stub.requests[0]?.headers.host).toBe(name());
  });

  it.each([
    ["a loopback address", ["127.0.0.1"]],
    ["one private address among public ones", ["93.184.216.34", "127.0.0.1"]],
    ["a mapped loopback address", ["::ffff:127.0.0.1"]],
  ])("refuse a name that leads to %s, with no request made", async (_, addresses) => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    const result = await fetchFeed(`http://${name()}/airbnb.ics`, {
      allowedHosts: [],
      resolve: resolvingTo(...addresses),
    });
    expect(result).toEqual({
      kind: "failed",
      error: "The address is refused: its name leads to a private or local address",
    });
    expect(stub.requests).toEqual([]);
  });

  it("come from the DNS by default", async () => {
    stub.setFeed("/airbnb.ics", AIRBNB);
    const host = `localhost:${new URL(stub.url).port}`;
    const result = await fetchFeed(`http://${host}/airbnb.ics`, { allowedHosts: [host] });
    expect(result).toMatchObject({ kind: "fetched", text: AIRBNB });
  });

  it("none at all is failed as a name not found", async () => {
    const result = await fetchFeed(`http://${name()}/airbnb.ics`, {
      allowedHosts: [name()],
      resolve: resolvingTo(),
    });
    expect(result).toEqual({ kind: "failed", error: "Could not connect: ENOTFOUND" });
  });
});
