// Where uploaded listing images live: Cloudinary when CLOUDINARY_URL is set, otherwise
// $DATA_DIR/uploads, served by the app (decisions.md).
import type { ImageType } from "@/lib/image-type";
import { config } from "@/lib/platform/config";
import { CloudinaryImageStorage, parseCloudinaryUrl } from "./cloudinary";
import { LocalImageStorage, uploadsDirectory } from "./local-image-storage";

export { ImageStorageError } from "./cloudinary";

export interface StoreImageInput {
  listingId: string;
  bytes: Uint8Array;
  /** Detected from the bytes (lib/image-type.ts), never taken from the client. */
  type: ImageType;
}

export interface StoredImage {
  /** Absolute (Cloudinary) or relative to APP_URL (`/uploads/...`). */
  url: string;
  /** What `remove` needs to delete the file again. */
  publicId: string;
}

export interface ImageStorage {
  readonly name: "local" | "cloudinary";
  /** Stores the bytes; a remote store that fails throws an ImageStorageError. */
  store(input: StoreImageInput): Promise<StoredImage>;
  /** Deletes a stored file; one that is already gone counts as removed. */
  remove(publicId: string): Promise<void>;
}

/** The image store the configuration asks for (cheap to build: no connection is held). */
export function imageStorage(): ImageStorage {
  const { CLOUDINARY_URL, CLOUDINARY_API_BASE_URL, dataDir } = config();
  if (CLOUDINARY_URL) {
    return new CloudinaryImageStorage({
      ...parseCloudinaryUrl(CLOUDINARY_URL),
      baseUrl: CLOUDINARY_API_BASE_URL,
    });
  }
  return new LocalImageStorage(uploadsDirectory(dataDir));
}
