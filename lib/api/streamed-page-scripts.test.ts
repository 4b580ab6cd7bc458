import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint";
import { moveScriptsAsStreamed } from "./streamed-page-scripts";

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
/** The compression Next.js's server installs on every answer (router-server.js). */
const compression = createRequire(import.meta.url)(
  "next/dist/compiled/compression",
) as () => Middleware;

const NONCE = "bm9uY2U";
const script = (src: string) => `<script src="${src}" async="" nonce="${NONCE}"></script>`;
// "—" and "é" are several bytes each in UTF-8: pieces cut through them must be put together.
const PAGE = `<!DOCTYPE html><html><head>${script("/a.js")}${script("/b.js")}</head><body><main><img src="/hero.webp"/><p>Akwaaba — café by the lagoon</p></main><script nonce="${NONCE}">self.__next_f.push([1,"x"])</script></body></html>`;
const MOVED = scriptsAfterFirstPaint(PAGE);

/** The page's bytes in pieces cut inside tags and inside a character, as a stream may. */
function pieces(): Buffer[] {
  const bytes = Buffer.from(PAGE);
  const cuts = [30, bytes.indexOf("—") + 1, bytes.indexOf("</body>") + 3, bytes.length];
  return cuts.map((end, i) => bytes.subarray(i === 0 ? 0 : cuts[i - 1], end));
}

/**
 * Answers as Next.js does: the hook first (the request gate), then Next's compression, which
 * replaces `write` and `end`; headers flushed before the first piece, each piece written,
 * then `end()`. `?type=` and `?length` change the answer's headers.
 */
function nextLikeAnswer(request: IncomingMessage, response: ServerResponse) {
  moveScriptsAsStreamed(request, response);
  compression()(request, response, () => {});
  const url = new URL(request.url ?? "/", "http://localhost");
  response.setHeader("content-type", url.searchParams.get("type") ?? "text/html; charset=utf-8");
  if (url.searchParams.has("length")) {
    response.setHeader("content-length", Buffer.byteLength(PAGE));
    response.end(PAGE);
    return;
  }
  response.flushHeaders();
  for (const piece of pieces()) response.write(piece);
  response.end();
}

let server: Server;
let base: string;

beforeAll(async () => {
  vi.stubEnv("NODE_ENV", "production");
  server = createServer(nextLikeAnswer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

async function fetched(path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, init);
  return { response, body: await response.text() };
}

describe("a page Next.js renders per request", () => {
  it.each([
    ["compressed", "gzip"],
    ["not compressed", "identity"],
  ])("has its scripts moved as it streams, %s", async (_what, encoding) => {
    const { response, body } = await fetched("/trips", {
      headers: { "accept-encoding": encoding },
    });
    expect(response.headers.get("content-encoding")).toBe(encoding === "gzip" ? "gzip" : null);
    expect(body).toBe(MOVED);
    expect(body).toContain("Akwaaba — café");
    expect(body).toContain('var sources=["/a.js","/b.js"]');
  });

  it("drops a length set for the HTML as rendered", async () => {
    const { response, body } = await fetched("/sign-in?length", {
      headers: { "accept-encoding": "identity" },
    });
    expect(response.headers.get("content-length")).not.toBe(String(Buffer.byteLength(PAGE)));
    expect(body).toBe(MOVED);
  });
});

describe("what is left as Next.js wrote it", () => {
  it.each([
    ["an API answer", "/api/listings", {}],
    ["a static file", "/_next/static/chunks/app.js", {}],
    ["a client navigation's answer", "/trips", { rsc: "1" }],
    ["an answer that is not HTML", "/trips?type=text/x-component", {}],
  ])("%s", async (_what, path, headers) => {
    const { body } = await fetched(path, { headers });
    expect(body).toBe(PAGE);
  });

  it("a POST", async () => {
    const { body } = await fetched("/trips", { method: "POST" });
    expect(body).toBe(PAGE);
  });

  it("every page outside production (next dev's scripts stay as they are)", async () => {
    vi.stubEnv("NODE_ENV", "development");
    try {
      expect((await fetched("/trips")).body).toBe(PAGE);
    } finally {
      vi.stubEnv("NODE_ENV", "production");
    }
  });
});
