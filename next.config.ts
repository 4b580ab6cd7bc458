import type { NextConfig } from "next";
import { DOCUMENT_HEADERS, NO_SNIFF_HEADERS } from "./lib/security-headers";

/** next.config's form of a set of headers. */
const rules = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
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
    // Not under /api/: the API handler sets its headers itself (lib/api/handler.ts).
    return [
      { source: "/((?!api/).*)", headers: rules(NO_SNIFF_HEADERS) },
      { source: "/((?!api/|_next/static/).*)", headers: rules(DOCUMENT_HEADERS) },
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
