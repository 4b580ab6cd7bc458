// A local stand-in for api.resend.com's POST /emails: records each call (with its
// Idempotency-Key header), answers `{ id }`, and can be told to fail the next calls or to hold
// its answers. Like Resend, it sends a message once per idempotency key: the same key with the
// same payload gets the first answer again, with another payload 409 invalid_idempotent_request.
import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { isDeepStrictEqual } from "node:util";
import { type RecordedRequest, type StubServer, startStubServer } from "./stub-server";

export type { RecordedRequest } from "./stub-server";

export interface ResendStub extends StubServer {
  apiKey: string;
  /** The e-mails accepted (one per idempotency key, as Resend keeps them). */
  accepted: Array<{ id: string; idempotencyKey: string | undefined; body: unknown }>;
  /** The next `count` calls fail with `status` (500 by default). */
  failNext(count: number, status?: number): void;
  /** While on, a message is accepted but the answer never leaves (the sender waits). */
  holdAnswers(on: boolean): void;
}

export interface ResendStubOptions {
  apiKey?: string;
  /** Answers each call this late (a slow Resend). */
  answerAfterMs?: number;
}

export async function startResendStub(options: ResendStubOptions = {}): Promise<ResendStub> {
  const apiKey = options.apiKey ?? "re_stub_0123456789";
  const accepted: ResendStub["accepted"] = [];
  const byKey = new Map<string, { id: string; body: unknown }>();
  let failures = 0;
  let failureStatus = 500;
  let holding = false;

  const server = await startStubServer(async (request: RecordedRequest) => {
    await delay(options.answerAfterMs ?? 0);
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return {
        status: 401,
        body: { statusCode: 401, name: "missing_api_key", message: "Missing API key" },
      };
    }
    if (request.method !== "POST" || request.path !== "/emails") {
      return { status: 404, body: { statusCode: 404, name: "not_found", message: "Not found" } };
    }
    if (failures > 0) {
      failures--;
      return {
        status: failureStatus,
        body: {
          statusCode: failureStatus,
          name: "internal_server_error",
          message: "Resend stub told to fail",
        },
      };
    }
    const header = request.headers["idempotency-key"];
    const key = Array.isArray(header) ? header[0] : header;
    const known = key ? byKey.get(key) : undefined;
    if (known && !isDeepStrictEqual(known.body, request.body)) {
      return {
        status: 409,
        body: {
          statusCode: 409,
          name: "invalid_idempotent_request",
          message: "Same idempotency key used with a different request payload.",
        },
      };
    }
    if (known) return { status: 200, body: { id: known.id } };
    const id = randomUUID();
    if (key) byKey.set(key, { id, body: request.body });
    accepted.push({ id, idempotencyKey: key, body: request.body });
    return holding ? "hang" : { status: 200, body: { id } };
  });

  return {
    ...server,
    apiKey,
    accepted,
    failNext(count, status = 500) {
      failures = count;
      failureStatus = status;
    },
    holdAnswers(on) {
      holding = on;
    },
  };
}
