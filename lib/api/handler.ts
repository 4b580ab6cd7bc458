import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { principalOf } from "@/lib/api/guards";
import { logger } from "@/lib/platform/logger";
import { API_HEADERS } from "@/lib/security-headers";
import { RateLimitedError } from "../errors";
import type { RateLimitDecision } from "../rate-limit/limiter";
import { refuseForgedRequest } from "./csrf";
import { toErrorResponse } from "./errors";
import { countRequest, rateLimitHeaders, retryAfterSeconds } from "./rate-limit";

export interface RouteContext<Params> {
  params: Promise<Params>;
}

export type Handler<Params> = (
  request: NextRequest,
  context: RouteContext<Params>,
) => Promise<Response>;

/** A request id a client or proxy may pass on; anything else is replaced by a fresh one. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const API_HEADER_ENTRIES = Object.entries(API_HEADERS);

function requestIdOf(request: NextRequest): string {
  const given = request.headers.get("x-request-id");
  return given && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Wraps a route handler: cookie-authenticated writes must be same-origin (CSRF), requests are
 * rate-limited (429 with Retry-After; X-RateLimit-* on every limited answer), every thrown
 * error becomes the interface's error response, every response carries an `X-Request-Id` and
 * the security headers, and every request is logged as one JSON line. Handlers
 * themselves only parse, authorize, call one service and respond.
 */
export function handler<Params = Record<string, never>>(handle: Handler<Params>): Handler<Params> {
  return async (request, context) => {
    const started = performance.now();
    const requestId = requestIdOf(request);
    let response: Response;
    let limit: RateLimitDecision | null = null;
    try {
      refuseForgedRequest(request);
      limit = await countRequest(request);
      if (limit && !limit.allowed) throw new RateLimitedError(retryAfterSeconds(limit));
      response = await handle(request, context);
    } catch (error) {
      response = toErrorResponse(error, requestId);
    }
    for (const [name, value] of API_HEADER_ENTRIES) response.headers.set(name, value);
    response.headers.set("x-request-id", requestId);
    if (limit) {
      for (const [name, value] of Object.entries(rateLimitHeaders(limit)))
        response.headers.set(name, value);
    }
    logger.info("request", {
      requestId,
      method: request.method,
      path: request.nextUrl.pathname,
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: principalOf(request)?.userId ?? null,
    });
    return response;
  };
}
