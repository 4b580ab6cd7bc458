import { describe, expect, it } from "vitest";
import { nearestPlace, type PlaceFilter, placeKey, placeNamed } from "./place-names";

const PLACES = [
  { region: "Ashanti", cities: ["Kumasi", "Ejisu", "Bonwire"] },
  { region: "Central", cities: ["Cape Coast", "Elmina", "Kakum"] },
  { region: "Greater Accra", cities: ["Accra", "Ada Foah"] },
  { region: "Volta", cities: ["Ho", "Hohoe", "Wli"] },
  { region: "Western", cities: ["Cape Three Points", "Busua"] },
];

describe("placeKey", () => {
  it.each([
    ["Cape Coast", "cape coast"],
    ["  CAPE-coast ", "cape coast"],
    ["Ada  Foah!", "ada foah"],
    ["", ""],
  ])("%j → %j", (text, expected) => {
    expect(placeKey(text)).toBe(expected);
  });
});

describe("placeNamed", () => {
  it.each<[string, PlaceFilter | null]>([
    ["accra", { city: "Accra" }],
    ["Greater Accra", { region: "Greater Accra" }],
    ["cape-coast", { city: "Cape Coast" }],
    ["VOLTA", { region: "Volta" }],
    ["Acra", null],
    ["beach", null],
    ["", null],
  ])("%j → %j", (text, expected) => {
    expect(placeNamed(text, PLACES)?.filter ?? null).toEqual(expected);
  });
});

describe("nearestPlace", () => {
  it.each<[string, string | null]>([
    ["Cape Cost", "Cape Coast"],
    ["cape coats", "Cape Coast"],
    ["Acra", "Accra"],
    ["Kumassi", "Kumasi"],
    ["kumsi", "Kumasi"],
    ["Elmnia", "Elmina"],
    ["Volt", "Volta"],
    ["Greater Acra", "Greater Accra"],
    // A place named exactly needs no suggestion.
    ["Cape Coast", null],
    ["accra", null],
    // Too short to guess at, or too far from every name.
    ["Hx", null],
    ["Wla", null],
    ["beach", null],
    ["Cape", null],
    ["Accra beach", null],
    ["", null],
  ])("%j → %j", (text, expected) => {
    expect(nearestPlace(text, PLACES)?.name ?? null).toBe(expected);
  });

  it("gives the place's filter", () => {
    expect(nearestPlace("Cape Cost", PLACES)?.filter).toEqual({ city: "Cape Coast" });
    expect(nearestPlace("Ashanit", PLACES)?.filter).toEqual({ region: "Ashanti" });
  });
});
