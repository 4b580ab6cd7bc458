// A page Next.js renders per request (signed in, dated, or any page the page cache does not
// store) gets the same loader as a stored page (scripts-after-first-paint.ts), moved as the
// page streams, so its first frame, too, waits for none of the framework's scripts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { StringDecoder } from "node:string_decoder";
import { ROUTER_HEADERS } from "./page-cache";
import { bytesOf, callbackIn } from "./response-chunks";
import { scriptMover } from "./scripts-after-first-paint";

type Write = ServerResponse["write"];
type End = ServerResponse["end"];
/** `write` and `end` without their overloads, to hand on whatever they were called with. */
type AnyArguments = (this: ServerResponse, ...args: unknown[]) => unknown;

/** A GET for a page's HTML document: not the API, not a static file, not a router request. */
function isDocumentRequest(request: IncomingMessage): boolean {
  if (request.method !== "GET" || process.env.NODE_ENV !== "production") return false;
  const pathname = (request.url ?? "/").split("?", 1)[0] ?? "/";
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/_next/")) {
    return false;
  }
  return !ROUTER_HEADERS.some((name) => request.headers[name] !== undefined);
}

/**
 * Moves the scripts of the HTML this response writes. Next.js's compression replaces the
 * response's `write` and `end` with its own, which hand the compressed bytes to the ones they
 * replaced; so only the outermost `write` and `end` move scripts, on the page's own HTML,
 * and every one installed later is wrapped in turn.
 */
export function moveScriptsAsStreamed(request: IncomingMessage, response: ServerResponse): void {
  if (!isDocumentRequest(request)) return;
  const decoder = new StringDecoder("utf8");
  const mover = scriptMover();
  let isHtml: boolean | null = null;
  const movesScripts = () => {
    if (isHtml !== null) return isHtml;
    const type = String(response.getHeader("content-type") ?? "");
    // A length set for the HTML as rendered would not fit it once moved.
    const hasLength = response.hasHeader("content-length");
    isHtml = type.startsWith("text/html") && !(hasLength && response.headersSent);
    if (isHtml && hasLength) response.removeHeader("content-length");
    return isHtml;
  };

  let outermostWrite: Write;
  let outermostEnd: End;
  const wrapWrite = (write: Write): Write => {
    const wrapped = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      const handOn = write as AnyArguments;
      if (wrapped !== outermostWrite || chunk == null || !movesScripts()) {
        return handOn.call(this, chunk, ...rest);
      }
      const html = Buffer.from(mover.pass(decoder.write(bytesOf(chunk, rest[0]))));
      const callback = callbackIn(rest);
      return callback ? handOn.call(this, html, callback) : handOn.call(this, html);
    } as Write;
    return wrapped;
  };
  const wrapEnd = (end: End): End => {
    const wrapped = function (this: ServerResponse, ...args: unknown[]) {
      const handOn = end as AnyArguments;
      if (wrapped !== outermostEnd || !movesScripts()) return handOn.apply(this, args);
      const [chunk, encoding] = args;
      const last =
        typeof chunk === "function" || chunk == null ? "" : decoder.write(bytesOf(chunk, encoding));
      const html = Buffer.from(mover.pass(last + decoder.end()) + mover.end());
      const callback = callbackIn(args);
      return callback ? handOn.call(this, html, callback) : handOn.call(this, html);
    } as End;
    return wrapped;
  };

  outermostWrite = wrapWrite(response.write);
  outermostEnd = wrapEnd(response.end);
  Object.defineProperties(response, {
    write: {
      configurable: true,
      get: () => outermostWrite,
      set: (write: Write) => {
        outermostWrite = wrapWrite(write);
      },
    },
    end: {
      configurable: true,
      get: () => outermostEnd,
      set: (end: End) => {
        outermostEnd = wrapEnd(end);
      },
    },
  });
}
