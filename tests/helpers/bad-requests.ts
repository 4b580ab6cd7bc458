// Describing an endpoint's inputs, and generating requests to it that break exactly one part
// (a path parameter, a query field, the body, or the credential) while the rest stays valid.
import fc from "fast-check";
import { expect } from "vitest";
import { z } from "zod";
import { ACCESS_COOKIE } from "@/lib/api/cookies";
import { statusOf } from "@/lib/api/errors";
import { MAX_JSON_DEPTH } from "@/lib/api/parse";
import { ERROR_CODES } from "@/lib/errors";
import { SANDBOX_SECRET_KEY } from "@/lib/providers/sandbox";
import {
  type BodyKind,
  badSegment,
  HOSTILE_KEYS,
  headerJunk,
  invalidJson,
  invalidQuery,
  legalExtreme,
  nested,
  notAnObject,
  notJson,
  overOneMegabyte,
  type QueryKind,
} from "./hostile-inputs";
import { type CallResult, call } from "./http";

export type Method = "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Access = "public" | "user" | "host" | "admin" | "cron";

/** A JSON body: each field's kind, whether it must be present, and a valid body. */
export interface JsonBody {
  fields: Record<string, { kind: BodyKind; required?: boolean }>;
  valid: () => Record<string, unknown>;
  /** Unknown fields are refused (`z.strictObject`) rather than dropped. */
  strict: boolean;
}

/** Any other body (form posts, uploads): a valid one and the bad ones. */
export interface CustomBody {
  valid: () => Pick<Attempt, "body" | "headers">;
  bad: fc.Arbitrary<Pick<Attempt, "broken" | "body" | "headers">>;
}

export interface Endpoint {
  method: Method;
  route: string;
  handler: unknown;
  access: Access;
  params?: () => Record<string, string>;
  /** Query fields; those with a `valid` value are sent with every request. */
  query?: Record<string, { kind: QueryKind; valid?: string }>;
  body?: JsonBody | CustomBody;
  /** Bad requests written out in full, for routes the parts above do not describe. */
  attempts?: fc.Arbitrary<Attempt>;
  /** Answers a bad signature with 401 `{ error: string }` (interface §5.6), not the error shape. */
  signed?: boolean;
}

export type Credential =
  | { kind: "valid" | "none" | "forged" | "wrong-role" | "cross-site" }
  | { kind: "header"; value: string };

export interface Attempt {
  /** Which part of the request was broken: shown in fast-check's counterexample. */
  broken: string;
  credential: Credential;
  params: Record<string, string | string[]>;
  query: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Tokens {
  user: string;
  /** The host of the fixture listing. */
  host: string;
  admin: string;
  /** A well-formed access token signed with another key. */
  forged: string;
}

const isJsonBody = (body: JsonBody | CustomBody): body is JsonBody => "fields" in body;

export const isWrite = (endpoint: Pick<Endpoint, "method">) =>
  !["GET", "HEAD", "OPTIONS"].includes(endpoint.method);

/** The valid request every bad one departs from. */
function baseline(endpoint: Endpoint): Attempt {
  const query: Record<string, string> = {};
  for (const [name, field] of Object.entries(endpoint.query ?? {})) {
    if (field.valid !== undefined) query[name] = field.valid;
  }
  const body = endpoint.body
    ? isJsonBody(endpoint.body)
      ? { body: endpoint.body.valid() }
      : endpoint.body.valid()
    : {};
  return {
    broken: "nothing",
    credential: { kind: endpoint.access === "cron" ? "none" : "valid" },
    params: endpoint.params?.() ?? {},
    query,
    ...body,
  };
}

function jsonBodyBreakers(body: JsonBody) {
  const valid = body.valid();
  const names = Object.keys(body.fields);
  const extraKeys = fc.dictionary(
    fc.constantFrom(...HOSTILE_KEYS.filter((key) => !names.includes(key))),
    fc.jsonValue(),
    { maxKeys: 2 },
  );
  const required = names.filter((name) => body.fields[name]?.required);
  const raw = (broken: string) => (text: string) => ({ broken, body: text });
  const breakers = [
    ...Object.entries(body.fields).map(([name, { kind }]) =>
      fc.tuple(invalidJson(kind), extraKeys).map(([value, extra]) => ({
        broken: `body.${name}`,
        body: { ...valid, ...extra, [name]: value },
      })),
    ),
    notJson.map(raw("body: not JSON")),
    notAnObject.map(raw("body: not an object")),
    overOneMegabyte.map(raw("body: over 1 MB")),
    fc.integer({ min: MAX_JSON_DEPTH + 1, max: 20_000 }).map((depth) => ({
      broken: "body: nested too deep",
      body: JSON.stringify({ ...valid, deep: "@" }).replace('"@"', nested(depth)),
    })),
    fc
      .constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; b=x",
        "",
      )
      .map((type) => ({
        broken: "body: not declared JSON",
        body: JSON.stringify(valid),
        headers: { "content-type": type },
      })),
    fc.integer({ min: 1024 * 1024 + 1, max: 2 ** 40 }).map((length) => ({
      broken: "body: declared over 1 MB",
      body: valid,
      headers: { "content-length": String(length) },
    })),
  ];
  if (required.length > 0) {
    breakers.push(
      fc.constantFrom(...required).map((name) => {
        const { [name]: _, ...rest } = valid;
        return { broken: `body.${name}: missing`, body: rest };
      }),
    );
  }
  if (body.strict) {
    breakers.push(
      fc
        .tuple(
          fc.constantFrom(...HOSTILE_KEYS.filter((key) => !names.includes(key))),
          fc.jsonValue(),
        )
        .map(([key, value]) => ({
          broken: `body.${key}: unknown`,
          body: { ...valid, [key]: value },
        })),
    );
  }
  return breakers;
}

function credentialBreakers(endpoint: Endpoint): fc.Arbitrary<Credential>[] {
  if (endpoint.access === "public") return [];
  const header = fc
    .tuple(fc.constantFrom("Bearer ", "bearer ", "Basic ", ""), headerJunk)
    .map(([scheme, value]): Credential => ({ kind: "header", value: scheme + value }));
  const kinds: Credential["kind"][] = ["none", "forged"];
  if (endpoint.access !== "user") kinds.push("wrong-role");
  if (isWrite(endpoint)) kinds.push("cross-site");
  return [header, fc.constantFrom(...kinds).map((kind) => ({ kind }) as Credential)];
}

/** Whether the endpoint takes any input that can be broken (params, query, body, credential). */
export function refusable(endpoint: Endpoint): boolean {
  return Boolean(
    endpoint.attempts ||
      endpoint.params ||
      endpoint.query ||
      endpoint.body ||
      endpoint.access !== "public",
  );
}

/** Requests to the endpoint that break one part each: every one must be refused. */
export function badRequests(endpoint: Endpoint): fc.Arbitrary<Attempt> {
  if (endpoint.attempts) return endpoint.attempts;
  const base = baseline(endpoint);
  const variants: fc.Arbitrary<Attempt>[] = [];
  for (const name of Object.keys(base.params)) {
    variants.push(
      badSegment.map((value) => ({
        ...base,
        broken: `params.${name}`,
        params: { ...base.params, [name]: value },
      })),
    );
  }
  for (const [name, field] of Object.entries(endpoint.query ?? {})) {
    variants.push(
      invalidQuery(field.kind).map((value) => ({
        ...base,
        broken: `query.${name}`,
        query: { ...base.query, [name]: value },
      })),
    );
  }
  if (endpoint.body) {
    const bodies = isJsonBody(endpoint.body)
      ? jsonBodyBreakers(endpoint.body)
      : [endpoint.body.bad];
    variants.push(...bodies.map((bad) => bad.map((part) => ({ ...base, ...part }))));
  }
  for (const credential of credentialBreakers(endpoint)) {
    variants.push(
      credential.map((value) => ({ ...base, broken: "credential", credential: value })),
    );
  }
  return fc
    .tuple(fc.oneof(...variants), queryNoise(endpoint))
    .map(([attempt, noise]) => ({ ...attempt, query: { ...noise, ...attempt.query } }));
}

/** Unknown query keys with hostile values, which every endpoint must ignore or refuse. */
function queryNoise(endpoint: Endpoint) {
  const known = Object.keys(endpoint.query ?? {});
  return fc.dictionary(
    fc.constantFrom(...HOSTILE_KEYS.filter((key) => !known.includes(key))),
    fc.string({ unit: "binary", maxLength: 40 }),
    { maxKeys: 3 },
  );
}

/**
 * Reads taking a query, or no input at all, also get valid requests with legal but extreme
 * values. Reads by path alone are left out: a valid one may count a view.
 */
export function readsExtremes(endpoint: Endpoint): boolean {
  return endpoint.method === "GET" && !endpoint.attempts && !(endpoint.params && !endpoint.query);
}

/** Valid reads with any free text, the largest numbers, and unknown hostile query keys. */
export function extremeReads(endpoint: Endpoint): fc.Arbitrary<Attempt> {
  const base = baseline(endpoint);
  const extremes: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const [name, field] of Object.entries(endpoint.query ?? {})) {
    const extreme = legalExtreme(field.kind);
    if (extreme) extremes[name] = fc.option(extreme, { nil: undefined });
  }
  return fc.tuple(fc.record(extremes), queryNoise(endpoint)).map(([values, noise]) => {
    const query = { ...noise, ...base.query };
    for (const [name, value] of Object.entries(values))
      if (value !== undefined) query[name] = value;
    return { ...base, broken: "nothing (legal extremes)", query };
  });
}

const CROSS_SITE_ORIGIN = "https://evil.example";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A parameter as it appears in the URL (handlers read the raw value from the context). */
const pathSegment = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, "\uFFFD"));

/** Sends an attempt the way a client would: path, query, body, headers, credential. */
export function send(endpoint: Endpoint, attempt: Attempt, tokens: Tokens): Promise<CallResult> {
  const own =
    endpoint.access === "admin"
      ? tokens.admin
      : endpoint.access === "host"
        ? tokens.host
        : tokens.user;
  const headers: Record<string, string> = { ...attempt.headers };
  let token: string | undefined;
  let cookies: Record<string, string> | undefined;
  switch (attempt.credential.kind) {
    case "valid":
      token = endpoint.access === "public" ? undefined : own;
      break;
    case "forged":
      token = tokens.forged;
      break;
    case "wrong-role":
      token = tokens.user;
      break;
    case "cross-site":
      cookies = { [ACCESS_COOKIE]: own };
      headers.origin = CROSS_SITE_ORIGIN;
      break;
    case "header":
      headers.authorization = attempt.credential.value;
      break;
    case "none":
      break;
  }
  const path = endpoint.route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) =>
    [attempt.params[name] ?? ""].flat().map(pathSegment).join("/"),
  );
  return call(endpoint.handler as Parameters<typeof call>[0], {
    method: endpoint.method,
    path,
    query: attempt.query,
    body: attempt.body,
    headers,
    token,
    cookies,
    params: attempt.params,
  });
}

const errorShape = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODES),
    message: z.string().min(1),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** What an answer must never reveal: stack frames, file paths, SQL, driver messages, secrets. */
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /\.(?:ts|js|mjs):\d+/,
  /node_modules|\/work\/|\/tmp\//,
  /\b(?:select\s+[\w*",. ]+\s+from|insert\s+into|delete\s+from|update\s+"?\w+"?\s+set)\b/i,
  /syntax error at or near|violates \w[\w -]* constraint|duplicate key value|invalid input syntax|invalid byte sequence|out of range for type|relation "\w+"/i,
  /pglite|postgres/i,
];

function expectNoLeak(result: CallResult): void {
  const text = JSON.stringify(result.body) ?? "";
  for (const leak of LEAKS) expect(text, "the answer leaks internals").not.toMatch(leak);
  for (const secret of [process.env.AUTH_SECRET, SANDBOX_SECRET_KEY]) {
    if (secret) expect(text, "the answer leaks a secret").not.toContain(secret);
  }
}

/** A 4xx in the interface's error shape (or the webhook's 401 `{ error }`), revealing nothing. */
export function expectRefusal(endpoint: Endpoint, result: CallResult): void {
  expect(result.status, JSON.stringify(result.body)).toBeGreaterThanOrEqual(400);
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
  if (endpoint.signed && result.status === 401) {
    expect(result.body).toEqual({ error: expect.any(String) });
  } else {
    const { error } = errorShape.parse(result.body);
    expect(result.status).toBe(statusOf(error.code));
  }
  expectNoLeak(result);
}

/** Any answer but a 5xx: a JSON object on success, else a refusal as above. */
export function expectAnswered(endpoint: Endpoint, result: CallResult): void {
  if (result.status < 400) {
    expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
    expect(result.body).toBeTypeOf("object");
  } else {
    expectRefusal(endpoint, result);
  }
}

export const label = (endpoint: Pick<Endpoint, "method" | "route">) =>
  `${endpoint.method} ${endpoint.route}`;
