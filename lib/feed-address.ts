import { BlockList, isIP } from "node:net";

// Which addresses the calendar sync may fetch a feed from: http(s) only, and, in production,
// never this machine or a private network (server-side request forgery). The host name's
// addresses are checked again once resolved, by the fetcher, with isPublicAddress.

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** An address on the public internet: not loopback, private, link-local, shared or multicast. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const ip = mapped ?? bare;
  const family = isIP(ip);
  if (family === 0) return false;
  return !PRIVATE.check(ip, family === 4 ? "ipv4" : "ipv6");
}

export interface FeedAddressRules {
  /** Host names (host or host:port) allowed whatever their address: the tests' local stub. */
  allowedHosts?: readonly string[];
}

export type FeedAddressCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** Whether a feed address may be fetched, as written (before its name is resolved). */
export function checkFeedAddress(text: string, rules: FeedAddressRules = {}): FeedAddressCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: "not an address" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, reason: "only http and https feeds" };
  }
  if (url.username || url.password) return { ok: false, reason: "no credentials in the address" };
  if (rules.allowedHosts?.includes(url.host)) return { ok: true, url };
  // A trailing dot names the same host ("localhost." is localhost).
  const host = url.hostname.toLowerCase().replace(/\.+$/, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) {
    return { ok: false, reason: "a local address" };
  }
  if (isIP(host.replace(/^\[|\]$/g, "")) !== 0 && !isPublicAddress(host)) {
    return { ok: false, reason: "a private or local address" };
  }
  return { ok: true, url };
}

const CHANNELS: readonly [RegExp, string][] = [
  [/(^|\.)airbnb\.[a-z.]+$/, "Airbnb"],
  [/(^|\.)booking\.com$/, "Booking.com"],
  [/(^|\.)(vrbo|homeaway)\.[a-z.]+$/, "Vrbo"],
  [/(^|\.)expedia\.[a-z.]+$/, "Expedia"],
  [/(^|\.)google\.com$/, "Google Calendar"],
];

/** What to call a feed its host did not name: its channel's name, else its host name. */
export function channelName(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return CHANNELS.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}
