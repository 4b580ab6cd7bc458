// The build's scripts and stylesheets in Brotli, for scripts/server.mjs: a GET or HEAD of
// `/_next/static/…` from a client that accepts `br` gets the `.br` that
// scripts/compress-static.mjs wrote beside the file (about 15 % smaller than Next's gzip).
// Anything else (no `.br`, no `br`, a path outside .next/static) is left to Next. A range is
// ignored (RFC 9110, 14.2): Next would cut it from the plain file, whose bytes a client resuming
// a Brotli download would splice onto the Brotli ones.
// The answer carries the headers Next gives the same file: next.config.ts's (read from the
// build's routes manifest) and its own for static files.
import { createReadStream, readFileSync, statSync } from "node:fs";
import path from "node:path";

const CONTENT_TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};
const PREFIX = "/_next/static/";

/** Whether an Accept-Encoding header lets the answer be in Brotli (RFC 9110, 12.5.3). */
export function acceptsBrotli(acceptEncoding = "") {
  const weights = new Map();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = weights.get("br") ?? weights.get("*") ?? 0;
  return weight > 0;
}

/**
 * A handler for the build in `distDir`: answers true when it served the request, false
 * when Next should.
 */
export function staticBrotli(distDir) {
  const staticDir = path.join(distDir, "static");
  const manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
  const headerRules = manifest.headers.map((rule) => ({ ...rule, regex: new RegExp(rule.regex) }));

  /** next.config.ts's headers for the path; null when a rule's conditions apply (Next's call). */
  function configuredHeaders(pathname) {
    const headers = {};
    for (const rule of headerRules) {
      if (!rule.regex.test(pathname)) continue;
      if (rule.has || rule.missing) return null;
      for (const { key, value } of rule.headers) headers[key] = value;
    }
    return headers;
  }

  return function serve(request, response) {
    // Cheapest first: this runs before every request the server answers.
    if (!request.url?.startsWith(PREFIX)) return false;
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (!acceptsBrotli(request.headers["accept-encoding"])) return false;
    const pathname = request.url.split("?")[0];
    const contentType = CONTENT_TYPES[path.extname(pathname)];
    if (!contentType) return false;
    let relative;
    try {
      relative = decodeURIComponent(pathname.slice(PREFIX.length));
    } catch {
      return false;
    }
    if (relative.includes("\0")) return false;
    const file = path.resolve(staticDir, relative);
    if (!file.startsWith(staticDir + path.sep)) return false;
    const original = statSync(file, { throwIfNoEntry: false });
    const compressed = statSync(`${file}.br`, { throwIfNoEntry: false });
    if (!original?.isFile() || !compressed?.isFile()) return false;
    const headers = configuredHeaders(pathname);
    if (!headers) return false;

    // The ETag is the `.br`'s own (Next's form: size and time in hex): another representation
    // of the file than the one under Next's ETag.
    const etag = `W/"br-${compressed.size.toString(16)}-${compressed.mtime.getTime().toString(16)}"`;
    response.writeHead(request.headers["if-none-match"] === etag ? 304 : 200, {
      ...headers,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Accept-Ranges": "none",
      "Last-Modified": original.mtime.toUTCString(),
      ETag: etag,
      "Content-Type": contentType,
      "Content-Encoding": "br",
      "Content-Length": compressed.size,
      Vary: "Accept-Encoding",
    });
    if (request.method === "HEAD" || response.statusCode === 304) {
      response.end();
      return true;
    }
    createReadStream(`${file}.br`)
      .on("error", () => response.destroy())
      .pipe(response);
    return true;
  };
}
