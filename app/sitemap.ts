import type { MetadataRoute } from "next";
import { getDb } from "@/db/client";
import { config } from "@/lib/platform/config";
import { sitemapEntries } from "@/lib/server/catalog/sitemap-entries";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config().appUrl;
  const entries = await sitemapEntries(getDb());
  return [
    { url: `${base}/`, changeFrequency: "daily", priority: 1 },
    { url: `${base}/listings`, changeFrequency: "daily", priority: 0.9 },
    ...entries.destinations.map((destination) => ({
      url: `${base}/destinations/${destination.slug}`,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
    ...entries.listings.map((listing) => ({
      url: `${base}/listings/${listing.slug}`,
      lastModified: listing.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
  ];
}
