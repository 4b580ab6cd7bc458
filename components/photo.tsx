import Image from "next/image";
import { imageSrc } from "@/lib/image-src";

interface PhotoProps {
  src: string;
  alt: string;
  /** The rendered width at each breakpoint, so the browser picks the right size. */
  sizes: string;
  /** `preload` for the page's main image (LCP), `eager` above the fold, else lazy. */
  loading?: "preload" | "eager" | "lazy";
  className?: string;
}

/** A photo that fills its positioned parent, resized and re-encoded by Next's optimizer. */
export function Photo({ src, alt, sizes, loading = "lazy", className }: PhotoProps) {
  return (
    <Image
      src={imageSrc(src)}
      alt={alt}
      fill
      sizes={sizes}
      preload={loading === "preload"}
      loading={loading === "preload" ? undefined : loading}
      className={className}
    />
  );
}
