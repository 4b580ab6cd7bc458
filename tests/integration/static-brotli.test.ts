// The build's scripts and stylesheets in Brotli (issue 22, item 6): `npm start` (the real
// production server, scripts/server.mjs) answers a client that accepts `br` with the `.br`
// written at build time, byte for byte the file once decompressed, with every header Next
// gives the same file; other clients get Next's own answer; no path leaves .next/static.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppInstance, startAppInstance } from "../helpers/app-instance";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decompressed. */
  body: Buffer;
}

/** A request sent as written: no decompression, and the path is not normalised. */
function raw(
  app: AppInstance,
  rawPath: string,
  headers: Record<string, string>,
  method = "GET",
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${app.url}/`, { method, path: rawPath, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

const distDir = path.resolve(".next");
/** Beside .next/static, under a name that starts like it: a naive prefix check lets it out. */
const escapeProbe = path.join(distDir, "static-escape-probe.js");
const PROBE = "window.escaped = true;";
/**
 * Headers only a document reads (next.config.ts): each would be sent again with every one of a
 * page's scripts, about 250 bytes a script over HTTP/1.1 (decisions.md, "Phones").
 */
const DOCUMENT_ONLY = [
  "strict-transport-security",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
];
/** Headers Next gives a static file, which the Brotli answer must give alike. */
const SAME_AS_NEXT = ["x-content-type-options", "cache-control", "content-type", "last-modified"];

let app: AppInstance;
let script: string;
let stylesheet: string;

beforeAll(async () => {
  app = await startAppInstance({
    DATABASE_URL: undefined,
    AUTH_SECRET: process.env.AUTH_SECRET ?? "",
    SEED_DEMO_DATA: "false",
    PAYSTACK_SECRET_KEY: undefined,
    PAYMENTS_SANDBOX: "true",
  });
  writeFileSync(escapeProbe, PROBE);
  writeFileSync(`${escapeProbe}.br`, brotliCompressSync(PROBE));
  const home = await (await fetch(`${app.url}/`)).text();
  const asset = (pattern: RegExp) => {
    const found = pattern.exec(home)?.[0];
    if (!found) throw new Error(`no ${pattern} on the home page`);
    return found;
  };
  script = asset(/\/_next\/static\/[^"]+\.js/);
  stylesheet = asset(/\/_next\/static\/[^"]+\.css/);
}, 600_000);

afterAll(async () => {
  rmSync(escapeProbe, { force: true });
  rmSync(`${escapeProbe}.br`, { force: true });
  await app?.stop();
}, 60_000);

const onDisk = (asset: string) =>
  readFileSync(path.join(distDir, "static", asset.slice("/_next/static/".length)));

describe("/_next/static in Brotli", () => {
  it("gives a client that accepts br the file in Brotli, with Next's headers", async () => {
    for (const asset of [script, stylesheet]) {
      const brotli = await raw(app, asset, { "accept-encoding": "gzip, deflate, br" });
      const next = await raw(app, asset, { "accept-encoding": "gzip" });
      expect(brotli.status).toBe(200);
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(brotli.body).equals(onDisk(asset))).toBe(true);
      expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
      expect(brotli.headers.vary).toBe("Accept-Encoding");
      expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(brotli.headers["content-type"]).toBe(
        asset.endsWith(".js") ? "application/javascript; charset=UTF-8" : "text/css; charset=UTF-8",
      );
      for (const header of SAME_AS_NEXT) {
        expect(next.headers[header], header).toBeDefined();
        expect(brotli.headers[header], header).toBe(next.headers[header]);
      }
      expect(brotli.headers.etag).not.toBe(next.headers.etag);
    }
  });

  it("sends a static file without the headers only a document reads, and a page with them", async () => {
    for (const asset of [script, stylesheet])
      for (const acceptEncoding of ["br", "gzip"]) {
        const answer = await raw(app, asset, { "accept-encoding": acceptEncoding });
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
        for (const header of DOCUMENT_ONLY)
          expect(answer.headers[header], `${asset} ${acceptEncoding} ${header}`).toBeUndefined();
      }
    const page = await raw(app, "/", { "accept-encoding": "br" });
    for (const header of [...DOCUMENT_ONLY, "x-content-type-options"])
      expect(page.headers[header], header).toBeDefined();
  });

  it("answers HEAD with the Brotli answer's headers and no body", async () => {
    const head = await raw(app, script, { "accept-encoding": "br" }, "HEAD");
    const get = await raw(app, script, { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it("answers a repeated request whose ETag matches with 304", async () => {
    const first = await raw(app, script, { "accept-encoding": "br" });
    const again = await raw(app, script, {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answers a range from a client that accepts br with the whole Brotli file, never Next's plain bytes", async () => {
    const whole = await raw(app, script, { "accept-encoding": "br" });
    // A phone resuming a cut-off Brotli download: bytes 100 onwards, if the file is unchanged.
    const resumed = await raw(app, script, {
      "accept-encoding": "br",
      range: "bytes=100-",
      "if-range": String(whole.headers["last-modified"]),
    });
    expect(resumed.status).toBe(200);
    expect(resumed.headers["content-encoding"]).toBe("br");
    expect(resumed.headers["content-range"]).toBeUndefined();
    expect(resumed.body.equals(whole.body)).toBe(true);
    expect(whole.headers["accept-ranges"]).toBe("none");
  });

  it("leaves a client without br (or refusing it) to Next: gzip or none, the same bytes", async () => {
    const file = onDisk(script);
    for (const acceptEncoding of ["gzip, deflate", "br;q=0, gzip", "identity"]) {
      const answer = await raw(app, script, { "accept-encoding": acceptEncoding });
      expect(answer.status).toBe(200);
      const encoding = answer.headers["content-encoding"];
      expect([undefined, "gzip"]).toContain(encoding);
      expect((encoding === "gzip" ? gunzipSync(answer.body) : answer.body).equals(file)).toBe(true);
    }
  });

  it("serves nothing from outside .next/static", async () => {
    for (const outside of [
      "/_next/static/../static-escape-probe.js",
      "/_next/static/%2e%2e/static-escape-probe.js",
      "/_next/static/chunks/..%2f..%2fstatic-escape-probe.js",
    ]) {
      const answer = await raw(app, outside, { "accept-encoding": "br" });
      expect(answer.headers["content-encoding"], outside).toBeUndefined();
      expect(answer.body.includes("escaped"), outside).toBe(false);
    }
  });
});
