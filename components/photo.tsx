import Image from "next/image";
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

/** A photo that fills its positioned parent, resized and re-encoded by Next's optimizer. */
export function Photo({
  src,
  alt,
  sizes,
  loading = "lazy",
  fetchPriority,
  placeholder,
  className,
}: PhotoProps) {
  return (
    <Image
      src={imageSrc(src)}
      alt={alt}
      fill
      sizes={sizes}
      preload={loading === "preload"}
      loading={loading === "preload" ? undefined : loading}
      fetchPriority={fetchPriority}
      placeholder={placeholder ? "blur" : "empty"}
      blurDataURL={placeholder ?? undefined}
      className={className}
    />
  );
}
