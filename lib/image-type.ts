// Image files are recognised by their first bytes (their "magic numbers"), never by their
// name or the content type a client claims: a renamed HTML page is not a JPEG.

export const IMAGE_TYPES = ["jpeg", "png", "webp", "avif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** The file extension an image of each type is stored under. */
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
};

/** At most 10 files a request and 10 MB a file (decisions.md). */
export const IMAGE_LIMITS = { maxFiles: 10, maxBytes: 10 * 1024 * 1024 } as const;

/** The accepted types, as people name them. */
export const IMAGE_TYPE_NAMES = "JPEG, PNG, WebP or AVIF";

export const IMAGE_MAX_MEGABYTES = IMAGE_LIMITS.maxBytes / (1024 * 1024);

/** What a browser knows of a chosen file before sending it. */
export interface ChosenFile {
  name: string;
  size: number;
  /** The content type the browser guessed from the name; empty when it has no guess. */
  type: string;
}

export type UploadRefusal =
  | { constraint: "count"; count: number }
  | { constraint: "max_size" | "image_type"; file: ChosenFile };

/**
 * Why the server would refuse these files, as far as their count, sizes and claimed types
 * tell (the server judges the type by the bytes): its constraints, in its order.
 */
export function uploadRefusal(files: readonly ChosenFile[]): UploadRefusal | null {
  if (files.length > IMAGE_LIMITS.maxFiles) return { constraint: "count", count: files.length };
  const accepted: readonly string[] = Object.values(IMAGE_CONTENT_TYPES);
  for (const file of files) {
    if (file.size > IMAGE_LIMITS.maxBytes) return { constraint: "max_size", file };
    if (file.type && !accepted.includes(file.type)) return { constraint: "image_type", file };
  }
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

/** Four bytes as ASCII text (a RIFF or ISO-BMFF four-character code). */
function fourCc(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

function uint32(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0, false);
}

/** "RIFF" <size> "WEBP", then the first chunk, which is always a VP8, VP8L or VP8X chunk. */
function isWebp(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 16 &&
    fourCc(bytes, 0) === "RIFF" &&
    fourCc(bytes, 8) === "WEBP" &&
    WEBP_CHUNKS.has(fourCc(bytes, 12))
  );
}

/**
 * An ISO-BMFF file starts with its `ftyp` box: size (32 bits), "ftyp", the major brand, a
 * minor version, then compatible brands up to the box's end. AVIF stills say `avif`, AVIF
 * sequences `avis`, as the major brand or among the compatible ones (HEIC says neither).
 */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || fourCc(bytes, 4) !== "ftyp") return false;
  const size = uint32(bytes, 0);
  if (size < 16 || size > bytes.length || size % 4 !== 0) return false;
  if (AVIF_BRANDS.has(fourCc(bytes, 8))) return true;
  for (let offset = 16; offset + 4 <= size; offset += 4) {
    if (AVIF_BRANDS.has(fourCc(bytes, offset))) return true;
  }
  return false;
}

/** The image type of a file from its bytes, or null when it is none of the accepted types. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (isWebp(bytes)) return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}
