import { eq } from "drizzle-orm";
import { SignJWT, UnsecuredJWT } from "jose";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { POST as register } from "@/app/api/auth/register/route";
import { refreshTokens, users } from "@/db/schema";
import { requireAdmin, requireSuperAdmin, requireUser } from "@/lib/api/guards";
import { signAccessToken } from "@/lib/auth/access-token";
import type { Role } from "@/lib/enums";
import { config } from "@/lib/platform/config";
import { setupTestDatabase } from "../helpers/database";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

let counter = 0;
function newAccount() {
  counter += 1;
  return {
    email: `ama.${counter}.${Date.now()}@example.com`,
    password: "Correct-Horse-9",
    firstName: "Ama",
    lastName: "Mensah",
  };
}

async function registered() {
  const account = newAccount();
  const result = await call(register, { body: account });
  expect(result.status).toBe(201);
  return { account, result };
}

describe("POST /api/auth/register", () => {
  it("creates a USER with a profile, returns an access token and sets httpOnly cookies", async () => {
    const account = newAccount();
    const { status, body, rawSetCookies } = await call(register, { body: account });
    expect(status).toBe(201);
    expect(body.data.user).toEqual({
      id: expect.any(String),
      email: account.email,
      role: "USER",
      profile: { firstName: "Ama", lastName: "Mensah", avatarUrl: null },
    });
    expect(body.data.expiresIn).toBe(900);
    expect(body.data.accessToken.split(".")).toHaveLength(3);
    const access = rawSetCookies.find((cookie) => cookie.startsWith("akwaaba_access="));
    const refreshCookie = rawSetCookies.find((cookie) => cookie.startsWith("akwaaba_refresh="));
    expect(access).toMatch(/HttpOnly/i);
    expect(access).toMatch(/SameSite=Lax/i);
    expect(access).not.toMatch(/Secure/i);
    expect(refreshCookie).toMatch(/HttpOnly/i);
    expect(refreshCookie).toMatch(/Path=\/api\/auth/i);
    // The marker the page's scripts read: no secret, the whole site, as long as the refresh.
    const marker = rawSetCookies.find((cookie) => cookie.startsWith("akwaaba_session="));
    expect(marker).toMatch(/^akwaaba_session=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).toMatch(/Path=\/(;|$)/i);
    expect(marker?.match(/Expires=([^;]+)/i)?.[1]).toBe(
      refreshCookie?.match(/Expires=([^;]+)/i)?.[1],
    );
  });

  it("stores a salted scrypt hash, never the password", async () => {
    const { account, result } = await registered();
    const [row] = await db().select().from(users).where(eq(users.id, result.body.data.user.id));
    expect(row?.passwordHash).toMatch(
      new RegExp(`^scrypt\\$${config().PASSWORD_HASH_COST}\\$8\\$1\\$`),
    );
    expect(row?.passwordHash).not.toContain(account.password);
  });

  it.each([
    ["a most common password", "password"],
    ["digits in a row", "12345678"],
    ["eight spaces", "        "],
    ["a common password dressed up", "P@ssw0rd123"],
    ["the site's own name", "Akwaaba2026!"],
    ["the account's own e-mail", "EMAIL"],
    ["the account's own name", "AmaMensah"],
  ])(
    "refuses %s with 400 password weak, a helpful message and no account",
    async (_case, password) => {
      const account = newAccount();
      const chosen = password === "EMAIL" ? account.email : password;
      const { status, body } = await call(register, { body: { ...account, password: chosen } });
      expect(status).toBe(400);
      expect(body.error).toMatchObject({
        code: "VALIDATION_ERROR",
        message: expect.stringMatching(/^This password is too easy to guess\. .+/),
        details: { field: "password", constraint: "weak" },
      });
      expect(await db().select().from(users).where(eq(users.email, account.email))).toEqual([]);
    },
  );

  it.each(["Correct-Horse-9", "jollof-and-kelewele-26", "Tr0ub4dor&3"])(
    "accepts a password hard to guess: %s",
    async (password) => {
      expect((await call(register, { body: { ...newAccount(), password } })).status).toBe(201);
    },
  );

  it("judges a very long password by its first 64 characters, quickly", async () => {
    const started = performance.now();
    const { status } = await call(register, {
      body: { ...newAccount(), password: `${"1234567890".repeat(12)}12345678` },
    });
    expect(status).toBe(400);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses an e-mail already taken, compared case-insensitively", async () => {
    const { account } = await registered();
    const again = await call(register, {
      body: { ...account, email: account.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("EMAIL_TAKEN");
  });

  it.each([
    [{ email: "not-an-email" }, "email", "email"],
    [{ password: "short" }, "password", "min"],
    [{ password: "x".repeat(129) }, "password", "max"],
    [{ firstName: "" }, "firstName", "min"],
    [{ lastName: undefined }, "lastName", "required"],
    [{ role: "ADMIN" }, "role", "unknown_field"],
  ])("answers %j with 400 VALIDATION_ERROR on %s (%s)", async (override, field, constraint) => {
    const { status, body } = await call(register, { body: { ...newAccount(), ...override } });
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.details).toMatchObject({ field, constraint });
  });

  it("answers malformed JSON with 400 VALIDATION_ERROR", async () => {
    const { status, body } = await call(register, { body: '{"email": "a@b.c",' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { field: "body", constraint: "json" },
    });
  });

  it("answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE", async () => {
    const huge = JSON.stringify({ ...newAccount(), firstName: "x".repeat(1024 * 1024) });
    const { status, body } = await call(register, { body: huge });
    expect(status).toBe(413);
    expect(body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, whatever the e-mail's case", async () => {
    const { account } = await registered();
    const { status, body } = await call(login, {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(status).toBe(200);
    expect(body.data.user.email).toBe(account.email);
    expect(body.data.accessToken).toEqual(expect.any(String));
  });

  it.each([
    ["a wrong password", (email: string) => ({ email, password: "Wrong-Password-1" })],
    ["an unknown e-mail", () => ({ email: "nobody@example.com", password: "Correct-Horse-9" })],
  ])("answers %s with 401 INVALID_CREDENTIALS", async (_case, body) => {
    const { account } = await registered();
    const result = await call(login, { body: body(account.email) });
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe("INVALID_CREDENTIALS");
    expect(result.setCookies.size).toBe(0);
  });
});

describe("GET /api/auth/me and the guards", () => {
  it("accepts the access token as Bearer header or as cookie", async () => {
    const { result } = await registered();
    const token = result.body.data.accessToken;
    const byHeader = await call(me, { token });
    const byCookie = await call(me, { cookies: { akwaaba_access: token } });
    expect(byHeader.status).toBe(200);
    expect(byCookie.status).toBe(200);
    expect(byHeader.body.data).toEqual(result.body.data.user);
    expect(byCookie.body.data).toEqual(result.body.data.user);
  });

  it("answers 401 UNAUTHORIZED without a credential", async () => {
    const { status, body } = await call(me);
    expect(status).toBe(401);
    expect(body.error.code).toBe("UNAUTHORIZED");
  });

  it.each([
    [
      "a tampered payload",
      async (token: string) => {
        const [header, payload, signature] = token.split(".");
        const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
        const forged = Buffer.from(JSON.stringify({ ...claims, role: "SUPER_ADMIN" })).toString(
          "base64url",
        );
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      "alg: none",
      async (_token: string, userId: string) =>
        new UnsecuredJWT({ role: "SUPER_ADMIN" })
          .setSubject(userId)
          .setIssuer("akwaaba")
          .setAudience("akwaaba-api")
          .setIssuedAt()
          .setExpirationTime("10m")
          .encode(),
    ],
    [
      "another key",
      async (_token: string, userId: string) =>
        signAccessToken({ userId, role: "USER" }, new TextEncoder().encode("x".repeat(48))),
    ],
    [
      "an expired token",
      async (_token: string, userId: string) =>
        new SignJWT({ role: "USER" })
          .setProtectedHeader({ alg: "HS256" })
          .setSubject(userId)
          .setIssuer("akwaaba")
          .setAudience("akwaaba-api")
          .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
          .sign(config().authSecret),
    ],
    [
      "another audience",
      async (_token: string, userId: string) =>
        new SignJWT({ role: "USER" })
          .setProtectedHeader({ alg: "HS256" })
          .setSubject(userId)
          .setIssuer("akwaaba")
          .setAudience("someone-else")
          .setIssuedAt()
          .setExpirationTime("10m")
          .sign(config().authSecret),
    ],
    [
      "HS512 instead of the pinned HS256",
      async (_token: string, userId: string) =>
        new SignJWT({ role: "USER" })
          .setProtectedHeader({ alg: "HS512" })
          .setSubject(userId)
          .setIssuer("akwaaba")
          .setAudience("akwaaba-api")
          .setIssuedAt()
          .setExpirationTime("10m")
          .sign(config().authSecret),
    ],
  ])("refuses %s with 401", async (_case, forge) => {
    const { result } = await registered();
    const token = await forge(result.body.data.accessToken, result.body.data.user.id);
    const { status, body } = await call(me, { token });
    expect(status).toBe(401);
    expect(body.error.code).toBe("UNAUTHORIZED");
  });

  const roles: Array<[Role, boolean, boolean]> = [
    ["USER", false, false],
    ["HOST", false, false],
    ["ADMIN", true, false],
    ["SUPER_ADMIN", true, true],
  ];
  it.each(roles)("%s: admin %s, super admin %s", async (role, admin, superAdmin) => {
    const { id: userId, token } = await createUser(db(), { role });
    const request = () =>
      new NextRequest("http://localhost:3000/api/x", {
        headers: { authorization: `Bearer ${token}` },
      });
    await expect(requireUser(request())).resolves.toEqual({ userId, role });
    const outcome = async (guard: Promise<unknown>) =>
      guard.then(
        () => true,
        (error: { code: string }) => (error.code === "FORBIDDEN" ? false : error.code),
      );
    expect(await outcome(requireAdmin(request()))).toBe(admin);
    expect(await outcome(requireSuperAdmin(request()))).toBe(superAdmin);
  });
});

describe("refresh and logout", () => {
  it("rotates the refresh token on every use (body or cookie)", async () => {
    const { result } = await registered();
    const first = result.setCookies.get("akwaaba_refresh") ?? "";
    const viaBody = await call(refresh, { body: { refreshToken: first } });
    expect(viaBody.status).toBe(200);
    expect(viaBody.body.data).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
    const second = viaBody.setCookies.get("akwaaba_refresh") ?? "";
    expect(second).not.toBe(first);
    const viaCookie = await call(refresh, { method: "POST", cookies: { akwaaba_refresh: second } });
    expect(viaCookie.status).toBe(200);
    const me1 = await call(me, { token: viaCookie.body.data.accessToken });
    expect(me1.body.data.id).toBe(result.body.data.user.id);
  });

  it("revokes the whole family when a rotated token is presented again", async () => {
    const { result } = await registered();
    const first = result.setCookies.get("akwaaba_refresh") ?? "";
    const rotated = await call(refresh, { body: { refreshToken: first } });
    const current = rotated.setCookies.get("akwaaba_refresh") ?? "";

    const reuse = await call(refresh, { body: { refreshToken: first } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe("UNAUTHORIZED");

    const afterTheft = await call(refresh, { body: { refreshToken: current } });
    expect(afterTheft.status).toBe(401);
    const family = await db()
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, result.body.data.user.id));
    expect(family.length).toBe(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it("refuses unknown or missing refresh tokens with 401", async () => {
    expect((await call(refresh, { body: { refreshToken: "made-up" } })).status).toBe(401);
    expect((await call(refresh, { method: "POST" })).status).toBe(401);
  });

  it("logout revokes the refresh token and clears the session cookies and the marker", async () => {
    const { result } = await registered();
    const token = result.setCookies.get("akwaaba_refresh") ?? "";
    const out = await call(logout, { method: "POST", cookies: { akwaaba_refresh: token } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: { success: true } });
    expect(out.setCookies.get("akwaaba_access")).toBe("");
    expect(out.setCookies.get("akwaaba_refresh")).toBe("");
    expect(out.setCookies.get("akwaaba_session")).toBe("");
    expect((await call(refresh, { body: { refreshToken: token } })).status).toBe(401);
  });
});
