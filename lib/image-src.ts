/** Where the image optimizer may fetch remote images from (next.config.ts remotePatterns). */
export const REMOTE_IMAGE_HOSTS = ["res.cloudinary.com"];

/**
 * The `src` for `next/image`: Cloudinary URLs stay absolute, and our own images (served by
 * this app under `/images/` and `/uploads/`, but absolute on APP_URL in API answers) become
 * root-relative, so the optimizer reads them locally whatever the public address is.
 */
export function imageSrc(url: string): string {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  const parsed = new URL(url);
  if (REMOTE_IMAGE_HOSTS.includes(parsed.hostname)) return url;
  return `${parsed.pathname}${parsed.search}`;
}
