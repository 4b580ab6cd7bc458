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
   * from the server's HTML until the image itself has loaded. Its parent must clip
   * (`overflow-hidden`): the blur spreads past the box.
   */
  placeholder?: string | null;
  className?: string;
}

/**
 * A photo that fills its positioned parent, resized and re-encoded by Next's optimizer. A
 * plain `<img>` with `next/image`'s attributes (`getImageProps`), rendered on the server: the
 * `Image` component would send its client code to every page with a photo. The placeholder is
 * a blurred element under the image, which covers it once loaded; next/image's own (an SVG
 * blur filter in the image's style, and its fill as a style) cost 1.3 KB of HTML a photo,
 * twice: in the markup and in the RSC payload (docs/decisions.md, "Lighter photos").
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
    className,
  });
  // The fill as a class (`photo-fill`) instead of next/image's inline style.
  const { style: _fillStyle, ...attributes } = props;
  if (loading === "preload" && attributes.srcSet) {
    preload(attributes.src, {
      as: "image",
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority,
    });
  }
  return (
    <>
      {placeholder ? (
        <span
          aria-hidden="true"
          className="photo-blur"
          style={{ backgroundImage: `url(${placeholder})` }}
        />
      ) : null}
      {/* biome-ignore lint/performance/noImgElement: next/image's own attributes, without its client code */}
      <img {...attributes} className={`photo-fill ${className ?? ""}`.trim()} alt={alt} />
    </>
  );
}
