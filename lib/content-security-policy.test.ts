import { describe, expect, it } from "vitest";
import { pageContentSecurityPolicy } from "./content-security-policy";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((entry) => entry.startsWith(`${name} `));

describe("pageContentSecurityPolicy", () => {
  it.each([
    [false, "script-src 'self' 'nonce-abc123' 'strict-dynamic'"],
    [true, "script-src 'self' 'nonce-abc123' 'strict-dynamic' 'unsafe-eval'"],
  ])("development %s → %s", (development, scriptSource) => {
    const policy = pageContentSecurityPolicy("abc123", development);
    expect(directive(policy, "script-src")).toBe(scriptSource);
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
  });

  it.each([
    [null, "img-src 'self' data: blob: https:"],
    [
      "https://tile.openstreetmap.org",
      "img-src 'self' data: blob: https: https://tile.openstreetmap.org",
    ],
    ["http://tiles.internal:8080", "img-src 'self' data: blob: https: http://tiles.internal:8080"],
  ])("images from the map's tile server %s", (tileSource, imageSource) => {
    const policy = pageContentSecurityPolicy("abc123", false, tileSource);
    expect(directive(policy, "img-src")).toBe(imageSource);
  });
});
