// Pages get a per-request nonce-based policy from proxy.ts; this one is for API answers.
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

// Every answer: a script or stylesheet served under another type is refused, not sniffed.
const noSniff = [{ key: "X-Content-Type-Options", value: "nosniff" }];

// Read from documents (and API answers) only, so not repeated on each of a page's scripts and
// stylesheets (about 250 bytes each over HTTP/1.1; decisions.md, "Phones").
const documentHeaders = [
  // Browsers ignore HSTS on plain HTTP (and so on localhost); it binds only over HTTPS, from
  // any answer, and the page always comes before its files.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A self-contained server bundle in .next/standalone for container images (docs/deploy.md).
  output: "standalone",
  outputFileTracingExcludes: { "*": ["tests/**", "e2e/**", "docs/**", ".data/**"] },
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
  images: {
    // Our own images are requested by path (lib/image-src.ts); Cloudinary's by URL.
    remotePatterns: [{ protocol: "https", hostname: "res.cloudinary.com" }],
    // Cards and galleries never render wider than a 1920 px screen; seed photos are 1200 px.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [96, 128, 256, 384],
    minimumCacheTTL: 86400,
  },
  async headers() {
    return [
      { source: "/:path*", headers: noSniff },
      { source: "/((?!_next/static/).*)", headers: documentHeaders },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: apiContentSecurityPolicy }],
      },
      {
        source: "/images/:path*",
        headers: [
          { key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" },
        ],
      },
    ];
  },
};

export default nextConfig;
