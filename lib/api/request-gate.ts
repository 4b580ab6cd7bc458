// The app's front door, in front of Next.js under every entry point (npm start and the
// standalone server.js): it stamps who each request comes from, answers in the error shape
// the API requests Next.js itself would answer with a bare 500, answers anonymous visits
// to the public catalogue pages from the page cache (page-cache.ts), and has the other pages'
// framework scripts wait for their first paint (streamed-page-scripts.ts).
import { randomUUID } from "node:crypto";
import { type IncomingMessage, Server, type ServerResponse } from "node:http";
import { logger } from "@/lib/platform/logger";
import { API_HEADERS } from "@/lib/security-headers";
import { errorBody } from "./errors";
import { answerFromPageCache } from "./page-cache";
import {
  clientOfConnection,
  clientStampHeader,
  unroutableMethodStampHeader,
} from "./request-stamps";
import { moveScriptsAsStreamed } from "./streamed-page-scripts";

/** The methods Next.js routes; any other (TRACE, PROPFIND…) makes it throw. */
const ROUTABLE_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const installedSymbol = Symbol.for("akwaaba.requestGateInstalled");

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

function hasValidEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function refuseMalformedPath(request: IncomingMessage, response: ServerResponse): void {
  const requestId = randomUUID();
  response.writeHead(400, {
    ...API_HEADERS,
    "content-type": "application/json",
    "cache-control": "no-store",
    "x-request-id": requestId,
  });
  response.end(
    JSON.stringify(
      errorBody("VALIDATION_ERROR", "The path is not valid percent-encoding", {
        field: "path",
        constraint: "encoding",
      }),
    ),
  );
  logger.info("request", { requestId, method: request.method, status: 400, malformedPath: true });
}

/**
 * Looks at each request before Next.js does: stamps its client; answers an /api path with
 * malformed percent-encoding itself (400 in the error shape; Next.js throws on it); and hands
 * an /api request whose method Next.js cannot route to it as OPTIONS, stamped with the real
 * method, so the route answers 405 with its Allow header (lib/api/route-methods.ts).
 */
export function handleAtGate(
  request: IncomingMessage,
  response: ServerResponse,
  trustProxy: boolean,
): boolean {
  Object.assign(request.headers, clientStampHeader(clientOfConnection(request, trustProxy)));
  const pathname = (request.url ?? "/").split("?", 1)[0] ?? "/";
  if (!isApiPath(pathname)) return false;
  if (!hasValidEncoding(pathname)) {
    refuseMalformedPath(request, response);
    return true;
  }
  const method = request.method ?? "GET";
  if (!ROUTABLE_METHODS.has(method)) {
    Object.assign(request.headers, unroutableMethodStampHeader(method));
    request.method = "OPTIONS";
  }
  return false;
}

/**
 * Installs the gate on every HTTP server of this process. Requests accepted before this ran
 * (Next.js listens first, then loads the app) pass ungated and count as one unknown client.
 */
export function installRequestGate(trustProxy: boolean): void {
  const store = globalThis as Record<symbol, unknown>;
  if (store[installedSymbol]) return;
  store[installedSymbol] = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function gatedEmit(this: Server, event: string, ...args: unknown[]) {
    const forward = () => emit.apply(this, [event, ...args] as Parameters<Server["emit"]>);
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (handleAtGate(request, response, trustProxy)) return true;
      if (answerFromPageCache(request, response, forward)) return true;
      moveScriptsAsStreamed(request, response);
    }
    return forward();
  } as Server["emit"];
}
