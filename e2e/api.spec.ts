// The HTTP plumbing of the real server: health, JSON 404s, body limits, cookie sessions.
import { expect, test } from "@playwright/test";
import { PASSWORD } from "./test-data";

test.describe("API plumbing over HTTP", () => {
  test("health reports the app and its database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: { status: "ok", database: "ok" } });
  });

  for (const method of ["GET", "POST", "DELETE"] as const) {
    test(`an unknown /api path answers ${method} with a JSON 404`, async ({ request }) => {
      const response = await request.fetch("/api/no/such/endpoint", { method });
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toEqual({
        error: { code: "NOT_FOUND", message: expect.any(String) },
      });
    });
  }

  test("malformed JSON is a 400 VALIDATION_ERROR", async ({ request }) => {
    const response = await request.post("/api/auth/login", {
      headers: { "content-type": "application/json" },
      data: Buffer.from('{"email": '),
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { field: "body", constraint: "json" },
    });
  });

  test("a body over 1 MB is a 413 PAYLOAD_TOO_LARGE", async ({ request }) => {
    const response = await request.post("/api/auth/register", {
      headers: { "content-type": "application/json" },
      data: JSON.stringify({ email: "big@example.com", password: "x".repeat(1_100_000) }),
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  test("a demo account signs in, the cookie session works, and logout ends it", async ({
    request,
  }) => {
    const login = await request.post("/api/auth/login", {
      data: { email: "Guest@Example.com", password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { data } = await login.json();
    expect(data.user).toMatchObject({ email: "guest@example.com", role: "USER" });

    const viaCookie = await request.get("/api/auth/me");
    expect(viaCookie.status()).toBe(200);
    const viaBearer = await request.get("/api/auth/me", {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect((await viaBearer.json()).data.id).toBe(data.user.id);

    const refreshed = await request.post("/api/auth/refresh");
    expect(refreshed.status()).toBe(200);

    const logout = await request.post("/api/auth/logout");
    expect(logout.status()).toBe(200);
    expect((await request.get("/api/auth/me")).status()).toBe(401);
    expect((await request.post("/api/auth/refresh")).status()).toBe(401);
  });

  test("the demo admin accounts carry their roles", async ({ request }) => {
    for (const [email, role] of [
      ["admin@example.com", "ADMIN"],
      ["superadmin@example.com", "SUPER_ADMIN"],
    ]) {
      const response = await request.post("/api/auth/login", {
        data: { email, password: PASSWORD },
      });
      expect((await response.json()).data.user.role).toBe(role);
    }
  });
});

test.describe("security headers", () => {
  for (const path of ["/", "/api/health", "/api/listings?limit=1"]) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("API answers may load nothing", async ({ request }) => {
    const csp = (await request.get("/api/health")).headers()["content-security-policy"];
    expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test("pages allow only scripts carrying this response's nonce", async ({ request }) => {
    const nonces = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request.get("/listings");
      const csp = response.headers()["content-security-policy"] ?? "";
      const scriptSource = csp.split("; ").find((directive) => directive.startsWith("script-src"));
      const nonce = scriptSource?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
      expect(scriptSource).toContain("'strict-dynamic'");
      expect(scriptSource).not.toContain("unsafe-inline");
      expect(nonce).toBeTruthy();
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        if (!script.includes('type="application/ld+json"'))
          expect(script).toContain(`nonce="${nonce}"`);
      }
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("pages run under the policy without a single violation", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ["/", "/listings", "/sign-in"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Next's inline bootstrap scripts ran (they fill __next_f), so hydration could happen.
      expect(await page.evaluate(() => Array.isArray(Reflect.get(self, "__next_f")))).toBe(true);
      expect(await page.evaluate(() => Reflect.get(window, "cspViolations"))).toEqual([]);
    }
  });

  test("API responses carry a request id", async ({ request }) => {
    const response = await request.get("/api/health", {
      headers: { "x-request-id": "e2e-request-0001" },
    });
    expect(response.headers()["x-request-id"]).toBe("e2e-request-0001");
  });
});

test.describe("API reference", () => {
  test("/docs/api leads to every operation of /api/openapi.json, reachable from the footer", async ({
    page,
    request,
  }) => {
    const openapi = await (await request.get("/api/openapi.json")).json();
    expect(openapi.openapi).toBe("3.1.0");
    const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "API for developers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();

    // A page per group of operations, each listed on the overview.
    const groupList = page.getByRole("region", { name: "Operations by group" });
    const groups = await groupList
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(groups).toHaveLength(openapi.tags.length);
    const shown: string[] = [];
    for (const group of groups) {
      await page.goto(group);
      const headings = await page.getByRole("heading", { level: 3 }).allInnerTexts();
      shown.push(
        ...headings
          .map((text) => text.replace(/\s+/g, " ").trim())
          .filter((text) => /^(GET|POST|PUT|PATCH|DELETE) \/api\//.test(text)),
      );
    }
    expect(shown.sort()).toEqual(operations.sort());
  });

  test("an operation's links reach its tag's page, the named schema and the credential", async ({
    page,
  }) => {
    await page.goto("/docs/api");
    const nav = page.getByRole("navigation", { name: "Endpoints" });
    await nav.getByRole("link", { name: "GET /api/bookings/{reference}", exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/bookings#/);
    await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
    const card = page.getByRole("article", { name: "GET /api/bookings/{reference}", exact: true });
    await expect(card).toBeInViewport();

    await card.locator('a[href^="/docs/api/schemas#"]').first().click();
    await expect(page).toHaveURL(/\/docs\/api\/schemas#schema-\w+$/);
    const schema = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect(page.locator(`[id="${schema}"]`)).toBeInViewport();

    await page.goBack();
    await card.getByRole("link", { name: "bearerAuth" }).click();
    await expect(page).toHaveURL(/\/docs\/api#auth-bearerAuth$/);
    await expect(page.locator("#auth-bearerAuth")).toBeInViewport();
    expect(await page.request.get("/docs/api/no-such-group").then((r) => r.status())).toBe(404);
  });
});

test.describe("search engines", () => {
  test("robots.txt keeps private areas out and names the sitemap", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the sitemap lists published listings and destinations, not drafts", async ({ request }) => {
    const { data } = await (await request.get("/api/listings?limit=1")).json();
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/listings/${data[0].slug}</loc>`);
    expect(sitemap).toContain("/destinations/");
    expect(sitemap).not.toContain("/admin");
  });

  test("a listing page carries JSON-LD and Open Graph data", async ({ page, request }) => {
    const { data } = await (await request.get("/api/listings?limit=1")).json();
    await page.goto(`/listings/${data[0].slug}`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      name: data[0].title,
      offers: { price: data[0].priceGHS, priceCurrency: "GHS" },
      address: { addressCountry: "GH", addressRegion: data[0].region },
    });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      data[0].title,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);
  });
});
