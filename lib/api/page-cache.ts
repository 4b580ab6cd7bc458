// Anonymous visits to the public catalogue pages (home, /listings, a listing) answered from a
// process-wide cache at the HTTP server, in front of Next.js (lib/api/request-gate.ts), under
// npm start and the standalone server.js alike. Each answer carries a fresh CSP nonce: the
// stored page is cut at the nonce it was rendered with (decisions.md, "Performance (issue 22)").
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { ACCESS_COOKIE } from "@/lib/api/cookies";
import { listingViews } from "@/lib/api/listing-views";
import { bytesOf, callbackIn } from "@/lib/api/response-chunks";
import { scriptsAfterFirstPaint } from "@/lib/api/scripts-after-first-paint";
import { newNonce } from "@/lib/content-security-policy";
import { config } from "@/lib/platform/config";
import {
  cachedPage,
  pageWrites,
  renderingPage,
  type StoredPage,
  storePage,
} from "@/lib/server/cache/page-responses";
import { SESSION_MARKER_COOKIE } from "@/lib/session-marker";

const compress = promisify(gzip);

/** "/", "/listings" and "/listings/<slug>". */
const CATALOGUE_PAGE = /^\/(?:listings(?:\/(?<slug>[^/]+))?)?$/;
/** Dates make a list depend on bookings, which no listing write announces (as the catalogue cache). */
const DATE_PARAMS = /[?&](?:checkIn|checkOut)=/;
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:${ACCESS_COOKIE}|${SESSION_MARKER_COOKIE})=`);
/** The headers of Next's client navigations and actions: answers other than the HTML document. */
export const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
];
/** Headers of one answer, not of the page. */
const NOT_STORED = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "cache-control",
  "content-security-policy",
]);

interface Render {
  listingId: string | null;
}
const renderKey = Symbol.for("akwaaba.pageRender");
type GlobalWithRender = typeof globalThis & { [renderKey]?: AsyncLocalStorage<Render> };

function renders(): AsyncLocalStorage<Render> {
  const store = globalThis as GlobalWithRender;
  store[renderKey] ??= new AsyncLocalStorage<Render>();
  return store[renderKey];
}

/** A listing page being rendered for the cache names its listing, whose views hits count. */
export function noteRenderedListing(listingId: string): void {
  const render = renders().getStore();
  if (render) render.listingId = listingId;
}

/** The cache key of a request the page cache may answer, or null. */
function cacheKey(request: IncomingMessage): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (process.env.NODE_ENV !== "production" || config().CATALOG_CACHE_SECONDS === 0) return null;
  const url = request.url ?? "/";
  const pathname = url.split("?", 1)[0] ?? "/";
  if (!CATALOGUE_PAGE.test(pathname) || DATE_PARAMS.test(url)) return null;
  const { headers } = request;
  if (SESSION_COOKIE.test(headers.cookie ?? "")) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  return url;
}

/**
 * Answers a cacheable request from the cache, or lets Next.js render it (`render`) and stores
 * the answer. Returns false for any other request, untouched.
 */
export function answerFromPageCache(
  request: IncomingMessage,
  response: ServerResponse,
  render: () => void,
): boolean {
  const key = cacheKey(request);
  if (key === null) return false;
  const page = cachedPage(key);
  if (page) {
    if (page.listingId) listingViews().record(page.listingId);
    void send(request, response, page, "HIT");
    return true;
  }
  if (request.method !== "GET") return false;
  const acceptEncoding = request.headers["accept-encoding"];
  // Rendered uncompressed, so the stored body can be cut at its nonce.
  delete request.headers["accept-encoding"];
  const writesBefore = pageWrites();
  const state: Render = { listingId: null };
  const rendered = renderingPage(key);
  response.once("close", rendered);
  capture(response, (status, chunks) => {
    rendered();
    request.headers["accept-encoding"] = acceptEncoding;
    const fresh = storable(response, status, Buffer.concat(chunks), state.listingId);
    if (!fresh) {
      response.statusCode = status;
      response.end(Buffer.concat(chunks));
      return;
    }
    storePage(key, fresh, {
      maxAgeSeconds: config().CATALOG_CACHE_SECONDS,
      writesBefore,
    });
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    void send(request, response, fresh, "MISS");
  });
  renders().run(state, render);
  return true;
}

/** Holds back what Next.js writes until it ends, then hands it over. */
function capture(response: ServerResponse, ended: (status: number, chunks: Buffer[]) => void) {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(bytesOf(chunk, encoding));
  };
  const held = response as unknown as Record<string, unknown>;
  held.writeHead = (status: number, ...rest: unknown[]) => {
    response.statusCode = status;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (headers) {
      const pairs = Array.isArray(headers) ? pairsOf(headers) : Object.entries(headers);
      for (const [name, value] of pairs) response.setHeader(name, value as string | string[]);
    }
    return response;
  };
  held.flushHeaders = () => {};
  held.write = (chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    callbackIn(rest)?.();
    return true;
  };
  held.end = (chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    for (const name of ["writeHead", "flushHeaders", "write", "end"]) delete held[name];
    ended(response.statusCode, chunks);
    callbackIn([chunk, ...rest])?.();
    return response;
  };
}

function pairsOf(flat: unknown[]): [string, unknown][] {
  const pairs: [string, unknown][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([String(flat[i]), flat[i + 1]]);
  return pairs;
}

/** The answer as a stored page, when it is one: a 200 HTML page with a nonce and no cookie. */
function storable(
  response: ServerResponse,
  status: number,
  body: Buffer,
  listingId: string | null,
): StoredPage | null {
  const policy = String(response.getHeader("content-security-policy") ?? "");
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const type = String(response.getHeader("content-type") ?? "");
  if (status !== 200 || !nonce || !type.startsWith("text/html")) return null;
  if (response.hasHeader("set-cookie")) return null;
  const headers: StoredPage["headers"] = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (!NOT_STORED.has(name) && value !== undefined) headers[name] = headerValue(value);
  }
  return {
    status,
    headers,
    bodyParts: split(Buffer.from(scriptsAfterFirstPaint(body.toString("utf8"))), nonce),
    policyParts: policy.split(nonce),
    listingId,
  };
}

function headerValue(value: OutgoingHttpHeaders[string]): string | string[] {
  return Array.isArray(value) ? value : String(value);
}

function split(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, start)) {
    parts.push(body.subarray(start, at));
    start = at + nonce.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function joined(parts: Buffer[], nonce: string): Buffer {
  const glue = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
}

/** A stored page with a fresh nonce, public for shared caches, compressed when accepted. */
async function send(
  request: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
  cache: "HIT" | "MISS",
) {
  const nonce = newNonce();
  const seconds = config().CATALOG_CACHE_SECONDS;
  const plain = joined(page.bodyParts, nonce);
  const gzipped = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  const body = gzipped ? await compress(plain) : plain;
  const vary = String(page.headers.vary ?? "");
  response.writeHead(page.status, {
    ...page.headers,
    vary: /accept-encoding/i.test(vary)
      ? vary
      : [vary, "Accept-Encoding"].filter(Boolean).join(", "),
    "content-security-policy": page.policyParts.join(nonce),
    "cache-control": `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`,
    "x-cache": cache,
    "content-length": body.length,
    ...(gzipped ? { "content-encoding": "gzip" } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
