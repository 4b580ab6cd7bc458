import { describe, expect, it } from "vitest";
import {
  type ChosenFile,
  detectImageType,
  IMAGE_CONTENT_TYPES,
  IMAGE_LIMITS,
  type ImageType,
  type UploadRefusal,
  uploadRefusal,
} from "./image-type";

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const bytes = (...parts: Array<number[] | Uint8Array | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : [...part])));
const uint32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];

/** An ISO-BMFF `ftyp` box with the given brands, followed by an empty `meta` box. */
function ftyp(major: string, compatible: string[], declaredSize?: number) {
  const size = 16 + 4 * compatible.length;
  return bytes(
    uint32(declaredSize ?? size),
    "ftyp",
    major,
    [0, 0, 0, 0],
    compatible.join(""),
    uint32(8),
    "meta",
  );
}

const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0]);
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], uint32(13), "IHDR");
const webp = (chunk: string) => bytes("RIFF", [0x24, 0, 0, 0], "WEBP", chunk, uint32(0));

describe("detectImageType", () => {
  it.each<[string, Uint8Array, ImageType]>([
    ["JPEG (JFIF)", jpeg, "jpeg"],
    ["JPEG (Exif)", bytes([0xff, 0xd8, 0xff, 0xe1], "Exif"), "jpeg"],
    ["JPEG, the bare three-byte signature", bytes([0xff, 0xd8, 0xff]), "jpeg"],
    ["PNG", png, "png"],
    ["WebP, lossy", webp("VP8 "), "webp"],
    ["WebP, lossless", webp("VP8L"), "webp"],
    ["WebP, extended", webp("VP8X"), "webp"],
    ["AVIF, major brand avif", ftyp("avif", ["mif1", "miaf"]), "avif"],
    ["AVIF sequence, major brand avis", ftyp("avis", ["msf1", "miaf"]), "avif"],
    ["AVIF as a compatible brand", ftyp("mif1", ["mif1", "avif", "miaf"]), "avif"],
    ["AVIF sequence as a compatible brand", ftyp("msf1", ["avis"]), "avif"],
  ])("recognises %s", (_name, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });

  it.each<[string, Uint8Array]>([
    ["empty input", new Uint8Array()],
    ["GIF89a", bytes("GIF89a", [1, 0, 1, 0, 0x80, 0, 0])],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0])],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["SVG with an XML declaration", bytes('<?xml version="1.0"?><svg></svg>')],
    ["an HTML page renamed photo.jpg", bytes("<!DOCTYPE html><html><body>hi</body></html>")],
    ["plain text", bytes("just some text, not a picture")],
    ["BMP", bytes("BM", [0x3a, 0, 0, 0, 0, 0, 0, 0])],
    ["TIFF", bytes([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0])],
    ["PDF", bytes("%PDF-1.7\n")],
    ["JPEG signature truncated to two bytes", bytes([0xff, 0xd8])],
    ["one byte", bytes([0xff])],
    ["PNG signature truncated", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a])],
    ["PNG signature with one wrong byte", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b])],
    ["RIFF WAVE audio", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["WebP header truncated before its first chunk", bytes("RIFF", [0x24, 0, 0, 0], "WEBP")],
    ["WebP header truncated to the RIFF tag", bytes("RIFF")],
    ["WebP with an unknown first chunk", webp("ABCD")],
    ["HEIC (no AVIF brand)", ftyp("heic", ["mif1", "heic"])],
    ["MP4 video", ftyp("isom", ["isom", "iso2", "mp41"])],
    ["ftyp box cut short", ftyp("avif", ["mif1"]).subarray(0, 10)],
    ["ftyp box larger than the input", ftyp("avif", ["mif1"], 4096)],
    ["ftyp box smaller than its fields", ftyp("avif", [], 8)],
    ["ftyp box of size 0 (to end of file)", ftyp("avif", [], 0)],
    ["avif brand after the ftyp box ends", bytes(uint32(16), "ftyp", "mif1", [0, 0, 0, 0], "avif")],
    ["avif brand not at offset 4", bytes([0, 0, 0, 0], ftyp("avif", ["mif1"]))],
  ])("refuses %s", (_name, input) => {
    expect(detectImageType(input)).toBeNull();
  });

  it("reads a view into a larger buffer from its own offset", () => {
    const buffer = bytes("padding!", png);
    expect(detectImageType(buffer.subarray(8))).toBe("png");
    expect(detectImageType(bytes("padding!", ftyp("avif", ["mif1"])).subarray(8))).toBe("avif");
  });
});

describe("image constants", () => {
  it("names a content type for every accepted type", () => {
    expect(IMAGE_CONTENT_TYPES).toEqual({
      jpeg: "image/jpeg",
      png: "image/png",
      webp: "image/webp",
      avif: "image/avif",
    });
  });

  it("allows 10 files of 10 MB a request", () => {
    expect(IMAGE_LIMITS).toEqual({ maxFiles: 10, maxBytes: 10_485_760 });
  });
});

describe("uploadRefusal", () => {
  const file = (name: string, size: number, type: string): ChosenFile => ({ name, size, type });
  const photo = file("a.jpg", 1000, "image/jpeg");
  const huge = file("huge.png", IMAGE_LIMITS.maxBytes + 1, "image/png");
  const page = file("page.html", 10, "text/html");
  it.each<[string, ChosenFile[], UploadRefusal | null]>([
    ["no file", [], null],
    ["one photo", [photo], null],
    ["ten photos", Array(10).fill(photo), null],
    ["eleven photos", Array(11).fill(photo), { constraint: "count", count: 11 }],
    ["exactly the largest size", [file("b.webp", IMAGE_LIMITS.maxBytes, "image/webp")], null],
    ["one byte too large", [photo, huge], { constraint: "max_size", file: huge }],
    ["not an image", [page, huge], { constraint: "image_type", file: page }],
    ["a type the browser cannot guess (the server reads the bytes)", [file("c", 5, "")], null],
    ["AVIF", [file("d.avif", 5, "image/avif")], null],
  ])("%s", (_, files, expected) => {
    expect(uploadRefusal(files)).toEqual(expected);
  });
});
