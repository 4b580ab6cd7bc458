/**
 * The Content-Security-Policy of a page: scripts only with this response's nonce (and what
 * they load, through 'strict-dynamic'), so an injected inline script never runs. Styles keep
 * 'unsafe-inline' because React and next/image write style attributes, which nonces cannot
 * cover. `unsafe-eval` only in development, for Next's dev overlay.
 */
export function pageContentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
