import { describe, expect, it } from "vitest";
import { bboxParam, markerName, markersOf, withArea } from "./map-marker";

describe("markersOf", () => {
  it("keeps the listings with a location, priced and named", () => {
    const markers = markersOf(
      [
        {
          id: "a",
          title: "Labadi Beach Villa",
          priceGHS: "450.00",
          latitude: 5.56,
          longitude: -0.15,
        },
        { id: "b", title: "Somewhere", priceGHS: "100.00", latitude: null, longitude: null },
        { id: "c", title: "Zero", priceGHS: "1250.50", latitude: 0, longitude: 0 },
      ],
      (item) => `/listings/${item.id}`,
    );
    expect(markers).toEqual([
      {
        id: "a",
        title: "Labadi Beach Villa",
        latitude: 5.56,
        longitude: -0.15,
        price: "GH₵ 450",
        href: "/listings/a",
      },
      {
        id: "c",
        title: "Zero",
        latitude: 0,
        longitude: 0,
        price: "GH₵ 1,250.50",
        href: "/listings/c",
      },
    ]);
    expect(markerName(markers[0] as (typeof markers)[0])).toBe("GH₵ 450, Labadi Beach Villa");
  });
});

describe("bboxParam and withArea", () => {
  it("writes west,south,east,north with five decimals, within the world", () => {
    expect(bboxParam({ west: -0.3456789, south: 5.4, east: -0.1, north: 5.700001 })).toBe(
      "-0.34568,5.4,-0.1,5.7",
    );
    expect(bboxParam({ west: -200, south: -95, east: 370, north: 91 })).toBe("-180,-90,180,90");
  });

  it("keeps the page's other params, replaces the area and starts again at page 1", () => {
    expect(
      withArea("/listings?type=ACTIVITY&page=3&bbox=1,1,2,2", {
        west: -1,
        south: 5,
        east: 0,
        north: 6,
      }),
    ).toBe("/listings?type=ACTIVITY&bbox=-1%2C5%2C0%2C6");
  });
});
