import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILE_URL, isTileUrlTemplate, tileSource } from "./map-tiles";

describe("tileSource", () => {
  it.each([
    [DEFAULT_MAP_TILE_URL, "https://tile.openstreetmap.org"],
    ["https://{s}.tile.example.org/{z}/{x}/{y}.png", "https://*.tile.example.org"],
    ["http://localhost:8080/tiles/{z}/{x}/{y}.png", "http://localhost:8080"],
    ["https://tiles.example.com/{z}/{x}/{y}{r}.png?key=abc", "https://tiles.example.com"],
  ])("%s → %s", (template, source) => {
    expect(tileSource(template)).toBe(source);
    expect(isTileUrlTemplate(template)).toBe(true);
  });

  it.each([
    ["ftp://tiles.example.com/{z}/{x}/{y}.png"],
    ["/tiles/{z}/{x}/{y}.png"],
    ["https://user@tiles.example.com/{z}/{x}/{y}.png"],
    ["https://tiles.example.com;script-src */{z}/{x}/{y}.png"],
    ["https://{z}.example.com/{x}/{y}.png"],
  ])("refuses %s", (template) => {
    expect(tileSource(template)).toBeNull();
    expect(isTileUrlTemplate(template)).toBe(false);
  });

  it("needs {z}, {x} and {y}", () => {
    expect(isTileUrlTemplate("https://tiles.example.com/{z}/{x}.png")).toBe(false);
  });
});
