import type { MetadataRoute } from "next";
import { config } from "@/lib/platform/config";

export const dynamic = "force-dynamic";

/** Public catalogue pages are indexable; accounts, bookings, checkout and admin are not. */
export default function robots(): MetadataRoute.Robots {
  const base = config().appUrl;
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/admin",
        "/host",
        "/become-a-host",
        "/account",
        "/trips",
        "/book/",
        "/checkout/",
        "/sandbox/",
        "/favorites",
      ],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
