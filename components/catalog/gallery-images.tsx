import { getImageProps } from "next/image";
import { Photo } from "@/components/photo";
import { imageSrc } from "@/lib/image-src";
import type { GalleryImage } from "./gallery";

/**
 * The gallery's photos rendered on the server: the mosaic's tiles (`Photo`) and the viewer's
 * image attributes, so the page's scripts carry none of `next/image`'s code.
 */
export function galleryImages(
  images: ReadonlyArray<{ id: string; url: string; alt: string }>,
  title: string,
): GalleryImage[] {
  return images.map((image, position) => {
    const alt = image.alt || `${title}, photo ${position + 1}`;
    return {
      id: image.id,
      alt: image.alt,
      tile:
        position < 5 ? (
          <Photo
            src={image.url}
            alt={alt}
            sizes={position === 0 ? "(min-width: 768px) 50vw, 100vw" : "25vw"}
            loading={position === 0 ? "preload" : "lazy"}
            className="object-cover transition duration-500 group-hover:scale-[1.03] group-hover:brightness-95"
          />
        ) : null,
      full: getImageProps({
        src: imageSrc(image.url),
        alt,
        width: 1200,
        height: 800,
        sizes: "(min-width: 640px) calc(100vw - 10rem), calc(100vw - 2rem)",
        className:
          "absolute inset-0 m-auto h-auto max-h-full w-auto max-w-full rounded-2xl object-contain",
      }).props,
    };
  });
}
