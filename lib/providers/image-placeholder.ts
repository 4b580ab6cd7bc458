// A tiny copy of an image, shown blurred in the image's place until the image itself has
// loaded (components/photo.tsx): computed with sharp, the library Next's optimizer uses.
import sharp from "sharp";

/** The longest side of a placeholder in pixels: a few hundred bytes once encoded. */
export const PLACEHOLDER_SIZE = 16;

/** The image as a `data:image/webp;base64,…` URL at most 16 px on its longest side. */
export async function imagePlaceholder(bytes: Uint8Array): Promise<string> {
  const tiny = await sharp(bytes)
    .rotate()
    .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: "inside" })
    .webp({ quality: 60 })
    .toBuffer();
  return `data:image/webp;base64,${tiny.toString("base64")}`;
}
