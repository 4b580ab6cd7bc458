import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { imageSrc } from "@/lib/image-src";

interface PhotoProps {
  src: string;
  alt: string;
  /** The rendered width at each breakpoint, so the browser picks the right size. */
  sizes: string;
  /** `preload` for the page's main image (LCP), `eager` above the fold, else lazy. */
  loading?: "preload" | "eager" | "lazy";
  /** `high` for the one image the page shows first (the first card), fetched before the rest. */
  fetchPriority?: "high";
  /**
   * The image's tiny copy (a data: URL, stored with the image), shown blurred in its place
   * from the server's HTML until the image itself has loaded.
   */
  placeholder?: string | null;
  className?: string;
}

/**
 * A photo that fills its positioned parent, resized and re-encoded by Next's optimizer. A
 * plain `<img>` with `next/image`'s attributes (`getImageProps`), rendered on the server: the
 * `Image` component would send its client code to every page with a photo. The blurred
 * placeholder stays as the image's background, hidden under the loaded photo.
 */
export function Photo({
  src,
  alt,
  sizes,
  loading = "lazy",
  fetchPriority,
  placeholder,
  className,
}: PhotoProps) {
  const { props } = getImageProps({
    src: imageSrc(src),
    alt,
    fill: true,
    sizes,
    preload: loading === "preload",
    loading: loading === "preload" ? undefined : loading,
    fetchPriority,
    placeholder: placeholder ? "blur" : "empty",
    blurDataURL: placeholder ?? undefined,
    className,
  });
  if (loading === "preload" && props.srcSet) {
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority,
    });
  }
  // biome-ignore lint/performance/noImgElement: next/image's own attributes, without its client code
  return <img {...props} alt={alt} />;
}
