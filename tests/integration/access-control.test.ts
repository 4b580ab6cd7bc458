// Every endpoint, walked by every kind of caller its declaration (`auth`) decides on: nobody,
// a bad credential, a USER, a HOST, an ADMIN, a SUPER_ADMIN, the scheduler and the payment
// provider. The table is read from the route declarations, so a new route is in it at once.
// Authorization comes before any input is read, so every call here is made without a body and
// with well-formed path parameters that name nothing: an allowed caller gets past
// authorization to a 400 or 404, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "@/lib/api/route";
import type { Role } from "@/lib/enums";
import { resetConfigForTests } from "@/lib/platform/config";
import { setupTestDatabase } from "../helpers/database";
import { type DeclaredEndpoint, declaredEndpoints, labelOf } from "../helpers/declared-endpoints";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { validParamsOf } from "../helpers/schema-inputs";

const { db } = setupTestDatabase();
const CRON_SECRET = "cron-secret-for-the-access-table-0123";

type Caller =
  | "nobody"
  | "a malformed token"
  | "a Basic header"
  | "USER"
  | "HOST"
  | "ADMIN"
  | "SUPER_ADMIN"
  | "the scheduler"
  | "a wrong cron secret"
  | "an unsigned event";

const ROLES: Role[] = ["USER", "HOST", "ADMIN", "SUPER_ADMIN"];
const NO_CREDENTIAL: Caller[] = ["nobody", "a malformed token", "a Basic header"];

/** Who each kind of endpoint refuses (401 or 403) and whom it lets past authorization. */
const RULES: Record<Auth, { unauthorized: Caller[]; forbidden: Caller[]; allowed: Caller[] }> = {
  public: { unauthorized: [], forbidden: [], allowed: ["nobody", ...ROLES] },
  // Anyone reaches the handler, which checks the refresh token presented (401 without one).
  refresh: { unauthorized: [], forbidden: [], allowed: ["nobody", ...ROLES] },
  user: { unauthorized: NO_CREDENTIAL, forbidden: [], allowed: ROLES },
  host: {
    unauthorized: NO_CREDENTIAL,
    forbidden: ["USER", "ADMIN", "SUPER_ADMIN"],
    allowed: ["HOST"],
  },
  admin: {
    unauthorized: NO_CREDENTIAL,
    forbidden: ["USER", "HOST"],
    allowed: ["ADMIN", "SUPER_ADMIN"],
  },
  super_admin: {
    unauthorized: NO_CREDENTIAL,
    forbidden: ["USER", "HOST", "ADMIN"],
    allowed: ["SUPER_ADMIN"],
  },
  cron: {
    unauthorized: [...NO_CREDENTIAL, "a wrong cron secret", "ADMIN"],
    forbidden: [],
    allowed: ["the scheduler"],
  },
  provider: { unauthorized: ["an unsigned event"], forbidden: [], allowed: [] },
};

const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  process.env.CRON_SECRET = CRON_SECRET;
  resetConfigForTests();
  for (const role of ROLES) tokens[role] = (await createUser(db(), { role })).token;
});
afterAll(() => {
  delete process.env.CRON_SECRET;
  resetConfigForTests();
});

function headersOf(caller: Caller): Record<string, string> {
  switch (caller) {
    case "nobody":
    case "an unsigned event":
      return {};
    case "a malformed token":
      return { authorization: "Bearer not-a-jwt" };
    case "a Basic header":
      return { authorization: "Basic YWRtaW46YWRtaW4=" };
    case "the scheduler":
      return { authorization: `Bearer ${CRON_SECRET}` };
    case "a wrong cron secret":
      return { authorization: `Bearer ${CRON_SECRET.replace(/.$/, "x")}` };
    default:
      return { authorization: `Bearer ${tokens[caller]}` };
  }
}

/** Path parameters that are well formed and name no record. */
function paramsOf({ declaration }: DeclaredEndpoint): Record<string, string> {
  return declaration.params ? validParamsOf(declaration.params) : {};
}

function send(endpoint: DeclaredEndpoint, caller: Caller) {
  const params = paramsOf(endpoint);
  return call(endpoint.handler as Parameters<typeof call>[0], {
    method: endpoint.method,
    path: endpoint.route.replace(/\[(\w+)\]/g, (_, name: string) => params[name] ?? ""),
    params,
    headers: headersOf(caller),
  });
}

const ENDPOINTS = await declaredEndpoints();

describe.each(ENDPOINTS.map((endpoint) => [labelOf(endpoint), endpoint] as const))(
  "%s",
  (_, endpoint) => {
    const rule = RULES[endpoint.declaration.auth];

    it.each(rule.unauthorized)("answers 401 to %s", async (caller) => {
      const { status, body } = await send(endpoint, caller);
      expect(status, JSON.stringify(body)).toBe(401);
      if (endpoint.declaration.auth === "provider")
        expect(body).toEqual({ error: expect.any(String) });
      else expect(body.error.code).toBe("UNAUTHORIZED");
    });

    it.each(rule.forbidden)("answers 403 FORBIDDEN to a %s", async (caller) => {
      const { status, body } = await send(endpoint, caller);
      expect(status, JSON.stringify(body)).toBe(403);
      expect(body.error).toMatchObject({ code: "FORBIDDEN", message: expect.any(String) });
    });

    it.each(rule.allowed)("lets %s past authorization", async (caller) => {
      const { status, body } = await send(endpoint, caller);
      const refusals = endpoint.declaration.auth === "refresh" ? [403] : [401, 403];
      expect(refusals, JSON.stringify(body)).not.toContain(status);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
    });
  },
);

/**
 * The interface's rules by path, which no declaration may loosen: the table above only proves
 * that each endpoint does what it declares. A new public endpoint is a decision: add it here.
 */
const AUTH_BY_PATH: Array<[RegExp, Auth[]]> = [
  [/^\/api\/admin\//, ["admin", "super_admin"]],
  // Becoming a host is for any signed-in user; everything else under /api/host is a host's.
  [/^POST \/api\/host\/profile$/, ["user"]],
  // A review's reply is the listing's host's or an admin's: the service checks which.
  [/^POST \/api\/host\/reviews\/\[id\]\/reply$/, ["user"]],
  [/^\/api\/host\//, ["host"]],
  [/^\/api\/cron\//, ["cron"]],
  [/^\/api\/webhooks\//, ["provider"]],
  [/^\/api\/auth\/(refresh|logout)$/, ["refresh"]],
  [
    /^GET \/api\/(listings|listings\/featured|listings\/search|listings\/\[slug\]|listings\/\[slug\]\/availability|listings\/\[slug\]\/reviews|destinations|health|openapi\.json|calendars\/\[file\])$|^POST \/api\/auth\/(login|register)$/,
    ["public"],
  ],
];

describe("the rules by path", () => {
  it("keep admin, cron, webhook and session paths to their callers, and everything else signed in", () => {
    for (const endpoint of ENDPOINTS) {
      const label = labelOf(endpoint);
      const rule = AUTH_BY_PATH.find(([path]) => path.test(endpoint.route) || path.test(label));
      expect(rule?.[1] ?? ["user"], label).toContain(endpoint.declaration.auth);
    }
  });
});

describe("the table", () => {
  it("walks every kind of caller for every kind of endpoint that refuses someone", () => {
    for (const endpoint of ENDPOINTS) {
      const rule = RULES[endpoint.declaration.auth];
      const walked = rule.unauthorized.length + rule.forbidden.length + rule.allowed.length;
      expect(walked, labelOf(endpoint)).toBeGreaterThan(0);
    }
  });
});
