/**
 * Map tiles (the pictures a map is drawn with) come from a tile server named by a URL
 * template, `https://tile.openstreetmap.org/{z}/{x}/{y}.png` by default (MAP_TILE_URL).
 */

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Where the tiles come from and whose they are: what a map on a page needs. */
export interface MapTiles {
  /** Leaflet's template: {z}/{x}/{y}, optionally {s} (a subdomain) and {r} (retina). */
  url: string;
  /** HTML the tile provider requires under the map (trusted: it is the operator's setting). */
  attribution: string;
}

const SUBDOMAIN = "{s}";

/**
 * Whether a string is a tile URL template: http(s), with {z}, {x} and {y}, and a host that is
 * a name (or `{s}.` before one), so the Content-Security-Policy can name it.
 */
export function isTileUrlTemplate(template: string): boolean {
  if (!["{z}", "{x}", "{y}"].every((part) => template.includes(part))) return false;
  return tileSource(template) !== null;
}

/**
 * The Content-Security-Policy source that lets a page load the template's tiles: its origin,
 * with `{s}` as a wildcard subdomain (`https://*.tile.example.org`); null when it has none.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/.exec(template);
  if (!match) return null;
  const [, scheme, authority = ""] = match;
  const host = authority.startsWith(`${SUBDOMAIN}.`)
    ? `*.${authority.slice(SUBDOMAIN.length + 1)}`
    : authority;
  if (!/^(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host)) return null;
  return `${scheme}://${host}`;
}
