const ABSOLUTE = /^https?:\/\//i;

/** Stored image paths like `/images/x.webp` become absolute on the app's URL; http(s) URLs stay. */
export function absoluteUrl(appUrl: string, pathOrUrl: string): string {
  if (ABSOLUTE.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return `${appUrl}${path}`;
}
