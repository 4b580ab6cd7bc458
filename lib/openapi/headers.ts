import type { HeaderObject, Reference } from "./types";

const integer = { type: "integer" } as const;

export const HEADERS = {
  "X-Request-Id": {
    description: "The request's id: the client's X-Request-Id when well-formed, else a new one.",
    schema: { type: "string" },
  },
  "X-RateLimit-Limit": { description: "Requests allowed in the window.", schema: integer },
  "X-RateLimit-Remaining": { description: "Requests left in the window.", schema: integer },
  "X-RateLimit-Reset": { description: "When the window resets, in Unix seconds.", schema: integer },
  "Retry-After": { description: "Seconds to wait before trying again.", schema: integer },
  Location: { description: "Where to go next.", schema: { type: "string", format: "uri" } },
} satisfies Record<string, HeaderObject>;

export type HeaderName = keyof typeof HEADERS;

export const RATE_LIMIT_HEADER_NAMES: HeaderName[] = [
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
];

/** References to the shared headers; every answer carries X-Request-Id. */
export function headerRefs(names: HeaderName[]): Record<string, Reference> {
  return Object.fromEntries(
    ["X-Request-Id", ...names].map((name) => [name, { $ref: `#/components/headers/${name}` }]),
  );
}
