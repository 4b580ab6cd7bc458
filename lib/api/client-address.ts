import { randomBytes } from "node:crypto";
import { type IncomingMessage, Server } from "node:http";

/** Who sent a request: the address its rate limits count, and whether it came over HTTPS. */
export interface Client {
  address: string;
  https: boolean;
}

const UNKNOWN_CLIENT: Client = { address: "unknown", https: false };

/**
 * The header the app's HTTP server writes on every request it accepts, whatever the entry
 * point (`npm start`, the standalone `server.js`): "<key> <http|https> <address>". The key is
 * random per process, so a client cannot forge the header: one it sends is overwritten, and a
 * forged key never matches.
 */
const STAMP_HEADER = "x-akwaaba-client";
const keySymbol = Symbol.for("akwaaba.clientStampKey");
const installedSymbol = Symbol.for("akwaaba.clientStampInstalled");
type StampGlobals = typeof globalThis & { [keySymbol]?: string; [installedSymbol]?: boolean };

function stampKey(): string {
  const store = globalThis as StampGlobals;
  store[keySymbol] ??= randomBytes(16).toString("hex");
  return store[keySymbol];
}

function lastEntry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(",") : header;
  return value?.split(",").at(-1)?.trim() || undefined;
}

/**
 * The client of a request as the socket saw it. Behind our own proxy (TRUST_PROXY) the proxy's
 * X-Forwarded-For and X-Forwarded-Proto describe it instead: their last entries are the ones
 * our proxy wrote; earlier ones came from the client and could name anyone.
 */
export function clientOfConnection(request: IncomingMessage, trustProxy: boolean): Client {
  const socket = request.socket as IncomingMessage["socket"] & { encrypted?: boolean };
  const peer: Client = {
    address: socket.remoteAddress ?? UNKNOWN_CLIENT.address,
    https: socket.encrypted === true,
  };
  if (!trustProxy) return peer;
  const proto = lastEntry(request.headers["x-forwarded-proto"]);
  return {
    address: lastEntry(request.headers["x-forwarded-for"]) ?? peer.address,
    https: proto ? proto === "https" : peer.https,
  };
}

/** The header value that tells the app who the client is (also how tests name a client). */
export function clientStamp(client: Client): string {
  return `${stampKey()} ${client.https ? "https" : "http"} ${client.address}`;
}

export function clientStampHeader(client: Client): Record<string, string> {
  return { [STAMP_HEADER]: clientStamp(client) };
}

/**
 * Stamps every request any HTTP server of this process receives, before Next.js sees it.
 * Requests accepted before this ran (Next listens first, then loads the app) carry no valid
 * stamp and count as one unknown client.
 */
export function installClientStamp(trustProxy: boolean): void {
  const store = globalThis as StampGlobals;
  if (store[installedSymbol]) return;
  store[installedSymbol] = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function stampedEmit(this: Server, event: string, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      request.headers[STAMP_HEADER] = clientStamp(clientOfConnection(request, trustProxy));
    }
    return emit.apply(this, [event, ...args] as Parameters<Server["emit"]>);
  } as Server["emit"];
}

/** The client the server stamped on the request; a missing or forged stamp is unknown. */
export function clientOf(headers: Headers): Client {
  const [key, protocol, address] = headers.get(STAMP_HEADER)?.split(" ") ?? [];
  if (key !== stampKey() || !address) return UNKNOWN_CLIENT;
  return { address, https: protocol === "https" };
}
