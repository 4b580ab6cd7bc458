// The embedded mode's image store: files under $DATA_DIR/uploads, served by the app itself
// at /uploads/... (app/uploads/[...path]/route.ts).
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { createId } from "@/lib/ids";
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, IMAGE_TYPES } from "@/lib/image-type";
import type { ImageStorage, StoredImage, StoreImageInput } from "./image-storage";

/** One path segment of a stored file: no dots but one before the extension, no slashes. */
export const UPLOAD_SEGMENT = /^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;
const DIRECTORY_SEGMENT = /^[A-Za-z0-9_-]+$/;
/** The public ids this store hands out: `listings/<listingId>/<file>`. */
const LOCAL_PUBLIC_ID = /^listings\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

const CONTENT_TYPE_BY_EXTENSION = new Map<string, string>([
  ...IMAGE_TYPES.map((type) => [IMAGE_EXTENSIONS[type], IMAGE_CONTENT_TYPES[type]] as const),
  ["jpeg", IMAGE_CONTENT_TYPES.jpeg],
]);

/** The content type of a stored file from its extension; null for anything not an image. */
export function uploadContentType(fileName: string): string | null {
  const extension = path.extname(fileName).slice(1);
  return CONTENT_TYPE_BY_EXTENSION.get(extension) ?? null;
}

export class LocalImageStorage implements ImageStorage {
  readonly name = "local";

  /** @param root the uploads directory, `$DATA_DIR/uploads` */
  constructor(private readonly root: string) {}

  async store(input: StoreImageInput): Promise<StoredImage> {
    if (!DIRECTORY_SEGMENT.test(input.listingId)) {
      throw new RangeError("A listing id must be letters, digits, '-' or '_'");
    }
    const file = `${createId()}.${IMAGE_EXTENSIONS[input.type]}`;
    const directory = path.join(this.root, "listings", input.listingId);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, file), input.bytes, { flag: "wx", mode: 0o644 });
    return {
      url: `/uploads/listings/${input.listingId}/${file}`,
      publicId: `listings/${input.listingId}/${file}`,
    };
  }

  /**
   * Deletes a file this store wrote. A file already gone counts as removed; public ids of
   * other stores (Cloudinary, seed images) are left alone.
   */
  async remove(publicId: string): Promise<void> {
    if (!LOCAL_PUBLIC_ID.test(publicId)) return;
    try {
      await unlink(path.join(this.root, ...publicId.split("/")));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}
