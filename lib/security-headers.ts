// The security headers, for next.config.ts's rules (pages, static files, images) and for the API
// handler (lib/api/handler.ts), which sets them on every API answer itself: the rules' path
// matching cost every API request about 16 µs (docs/decisions.md, "The API's headers in code").

/** Every answer: a script or stylesheet served under another type is refused, not sniffed. */
export const NO_SNIFF_HEADERS = { "X-Content-Type-Options": "nosniff" } as const;

/**
 * Read from documents (and API answers) only, so not repeated on each of a page's scripts and
 * stylesheets (about 250 bytes each over HTTP/1.1; decisions.md, "Phones"). Browsers ignore
 * HSTS on plain HTTP (and so on localhost); it binds only over HTTPS, from any answer, and the
 * page always comes before its files.
 */
export const DOCUMENT_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;

/** Every API answer's. Pages get a per-request nonce-based policy from proxy.ts instead. */
export const API_HEADERS = {
  ...NO_SNIFF_HEADERS,
  ...DOCUMENT_HEADERS,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
} as const;
