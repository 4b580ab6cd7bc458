import { describe, expect, it } from "vitest";
import { imageSrc } from "./image-src";

describe("imageSrc", () => {
  it.each([
    ["/images/listings/busua.webp", "/images/listings/busua.webp"],
    ["http://localhost:3000/images/listings/busua.webp", "/images/listings/busua.webp"],
    ["https://akwaaba.example/uploads/ab/cd.webp", "/uploads/ab/cd.webp"],
    ["https://akwaaba.example/uploads/ab/cd.webp?v=2", "/uploads/ab/cd.webp?v=2"],
    [
      "https://res.cloudinary.com/demo/image/upload/v1/akwaaba/x.jpg",
      "https://res.cloudinary.com/demo/image/upload/v1/akwaaba/x.jpg",
    ],
  ])("%s → %s", (url, expected) => {
    expect(imageSrc(url)).toBe(expected);
  });
});
