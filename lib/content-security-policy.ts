/** A page answer's nonce: random, never sent twice. */
export function newNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString("base64");
}

/**
 * The Content-Security-Policy of a page: scripts only with this response's nonce (and what
 * they load, through 'strict-dynamic'), so an injected inline script never runs. Styles keep
 * 'unsafe-inline' because React and next/image write style attributes, which nonces cannot
 * cover. `unsafe-eval` only in development, for Next's dev overlay. Images also from the map's
 * tile server (`tileSource`, lib/map-tiles.ts), named even when `https:` covers it, so a
 * plain-http tile server on a private network works too.
 */
export function pageContentSecurityPolicy(
  nonce: string,
  development: boolean,
  tileSource: string | null = null,
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${tileSource ? ` ${tileSource}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
