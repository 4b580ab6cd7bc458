// The calendar sync's HTTP client for hosts' feeds (Airbnb, Booking.com exports): a conditional
// GET with one deadline, a size limit and redirects followed by hand. It uses node:http rather
// than fetch so that the address actually connected to is checked: a host name is resolved here
// and refused when any of its addresses is private or local, which defeats DNS rebinding.
import { promises as dns, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { checkFeedAddress, isPublicAddress } from "../feed-address";

export interface FeedFetchRequest {
  url: string;
  etag: string | null;
  lastModified: string | null;
}

/** Unchanged is a 304 to our conditional GET; a failure's error is a short sentence for the host. */
export type FeedFetchResult =
  | { kind: "unchanged" }
  | { kind: "fetched"; text: string; etag: string | null; lastModified: string | null }
  | { kind: "failed"; error: string };

export interface FeedFetcherOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Hosts (host:port) fetched whatever their address: the tests' local stub. */
  allowedHosts: readonly string[];
  maxRedirects?: number;
  /** Every address of a host name; dns.lookup unless a test stands in for the DNS. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export type FeedFetcher = (request: FeedFetchRequest) => Promise<FeedFetchResult>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A refusal already worded for the host. */
class FeedFailure extends Error {}

const resolveWithDns = (hostname: string) => dns.lookup(hostname, { all: true });

function sizeOf(bytes: number): string {
  const [unit, name] = bytes >= 1024 * 1024 ? [1024 * 1024, "MB"] : [1024, "KB"];
  return `${Number((bytes / unit).toFixed(1))} ${name}`;
}

function guardedLookup(
  resolve: (hostname: string) => Promise<LookupAddress[]>,
  checked: boolean,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const [first] = addresses;
        if (!first) {
          callback(
            Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }),
            "",
          );
        } else if (checked && !addresses.every(({ address }) => isPublicAddress(address))) {
          callback(
            new FeedFailure("The address is refused: its name leads to a private or local address"),
            "",
          );
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

function get(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
  lookup: LookupFunction,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    // A connection of its own (agent: false): a pooled one would skip the lookup's check.
    const request = client.request(url, { headers, signal, lookup, agent: false }, resolve);
    request.on("error", reject);
    request.end();
  });
}

async function readText(response: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) throw new FeedFailure(`The feed is larger than ${sizeOf(maxBytes)}`);
    chunks.push(chunk);
  }
  // TextDecoder, unlike Buffer#toString, drops a byte-order mark.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function sentenceFor(error: unknown): string {
  if (error instanceof FeedFailure) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code) return `Could not connect: ${code}`;
  return `Could not fetch the feed: ${error instanceof Error ? error.message : String(error)}`;
}

export function createFeedFetcher(options: FeedFetcherOptions): FeedFetcher {
  const { timeoutMs, maxBytes, allowedHosts, maxRedirects = 3, resolve = resolveWithDns } = options;

  function allowed(address: string): URL {
    const check = checkFeedAddress(address, { allowedHosts });
    if (!check.ok) throw new FeedFailure(`The address is refused: ${check.reason}`);
    return check.url;
  }

  async function follow(request: FeedFetchRequest, signal: AbortSignal): Promise<FeedFetchResult> {
    const headers: Record<string, string> = {
      Accept: "text/calendar, */*;q=0.1",
      "Accept-Encoding": "identity",
      "User-Agent": "Akwaaba-Calendar-Sync/1.0",
    };
    if (request.etag) headers["If-None-Match"] = request.etag;
    if (request.lastModified) headers["If-Modified-Since"] = request.lastModified;

    let url = allowed(request.url);
    for (let redirects = 0; ; redirects++) {
      const lookup = guardedLookup(resolve, !allowedHosts.includes(url.host));
      const response = await get(url, headers, signal, lookup);
      try {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          if (redirects === maxRedirects) {
            throw new FeedFailure(`The feed redirected more than ${maxRedirects} times`);
          }
          const location = response.headers.location;
          if (!location || !URL.canParse(location, url)) {
            throw new FeedFailure("The feed redirected to no valid address");
          }
          url = allowed(new URL(location, url).href);
          continue;
        }
        if (status === 304) return { kind: "unchanged" };
        if (status !== 200) throw new FeedFailure(`The feed answered HTTP ${status}`);
        if (Number(response.headers["content-length"]) > maxBytes) {
          throw new FeedFailure(`The feed is larger than ${sizeOf(maxBytes)}`);
        }
        return {
          kind: "fetched",
          text: await readText(response, maxBytes),
          etag: response.headers.etag ?? null,
          lastModified: response.headers["last-modified"] ?? null,
        };
      } finally {
        response.destroy();
      }
    }
  }

  return async (request) => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await follow(request, signal);
    } catch (error) {
      if (signal.aborted) return { kind: "failed", error: `Timed out after ${timeoutMs / 1000} s` };
      return { kind: "failed", error: sentenceFor(error) };
    }
  };
}
