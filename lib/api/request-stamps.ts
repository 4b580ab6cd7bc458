// What the app's own HTTP server tells the route handlers about a request, in headers it
// writes itself (lib/api/request-gate.ts): who the client is, and the method a request really
// used when Next.js could not route it. Each stamp carries a key random per process, so a
// client cannot forge one: a header it sends is overwritten, and a forged key never matches.
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** Who sent a request: the address its rate limits count, and whether it came over HTTPS. */
export interface Client {
  address: string;
  https: boolean;
}

const UNKNOWN_CLIENT: Client = { address: "unknown", https: false };
/** "<key> <http|https> <address>" */
const CLIENT_HEADER = "x-akwaaba-client";
/** "<key> <method>": the method of a request the gate handed to Next.js as OPTIONS. */
const METHOD_HEADER = "x-akwaaba-unroutable-method";
const keySymbol = Symbol.for("akwaaba.stampKey");
type StampGlobals = typeof globalThis & { [keySymbol]?: string };

function stampKey(): string {
  const store = globalThis as StampGlobals;
  store[keySymbol] ??= randomBytes(16).toString("hex");
  return store[keySymbol];
}

function stamped(headers: Headers, name: string): string[] | null {
  const [key, ...fields] = headers.get(name)?.split(" ") ?? [];
  return key === stampKey() ? fields : null;
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

/** The header that names the client (written by the gate; tests name their clients with it). */
export function clientStampHeader(client: Client): Record<string, string> {
  return { [CLIENT_HEADER]: `${stampKey()} ${client.https ? "https" : "http"} ${client.address}` };
}

export function unroutableMethodStampHeader(method: string): Record<string, string> {
  return { [METHOD_HEADER]: `${stampKey()} ${method}` };
}

/** The client the server stamped on the request; a missing or forged stamp is unknown. */
export function clientOf(headers: Headers): Client {
  const [protocol, address] = stamped(headers, CLIENT_HEADER) ?? [];
  if (!address) return UNKNOWN_CLIENT;
  return { address, https: protocol === "https" };
}

/** The method a request really used, when Next.js could not route it (TRACE); else null. */
export function unroutableMethodOf(headers: Headers): string | null {
  return stamped(headers, METHOD_HEADER)?.[0] ?? null;
}
