import { config } from "@/lib/server/config";

const ABSOLUTE = /^https?:\/\//i;

/** Stored image paths like `/images/x.webp` become absolute on APP_URL; http(s) URLs stay. */
export function absoluteUrl(pathOrUrl: string): string {
  if (ABSOLUTE.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return `${config().appUrl}${path}`;
}
