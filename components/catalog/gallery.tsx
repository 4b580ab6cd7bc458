import type { ImgHTMLAttributes, ReactNode } from "react";
import { GalleryOpener, OpenPhotoButton } from "./gallery-opener";

/** A photo as the viewer shows it: `next/image`'s attributes, worked out on the server. */
export interface GalleryPhoto {
  id: string;
  alt: string;
  full: ImgHTMLAttributes<HTMLImageElement>;
}

/** A photo, rendered on the server (gallery-images.tsx): no image code in the browser. */
export interface GalleryImage extends GalleryPhoto {
  /** The mosaic's tile (the first five photos), else null. */
  tile: ReactNode;
}

interface GalleryProps {
  images: GalleryImage[];
  title: string;
}

/** Grid placement of each tile, by how many photos are shown (at most five). */
const LAYOUTS: Record<number, string[]> = {
  1: ["md:col-span-4 md:row-span-2"],
  2: ["md:col-span-2 md:row-span-2", "md:col-span-2 md:row-span-2"],
  3: ["md:col-span-2 md:row-span-2", "md:col-span-2", "md:col-span-2"],
  4: ["md:col-span-2 md:row-span-2", "md:col-span-2", "", ""],
  5: ["md:col-span-2 md:row-span-2", "", "", "", ""],
};

/**
 * The listing's photos: a mosaic of up to five (one on phones), each opening a full-screen
 * viewer (a modal dialog: Escape closes it, arrow keys move between photos, focus returns
 * to the photo it was opened from). The mosaic is rendered on the server; only the buttons'
 * opening runs in the browser (gallery-opener.tsx).
 */
export function Gallery({ images, title }: GalleryProps) {
  const count = images.length;

  if (count === 0) {
    return (
      <div
        role="img"
        aria-label={title}
        className="kente-weave aspect-[16/9] w-full rounded-3xl md:aspect-auto md:h-[26rem]"
      />
    );
  }

  const shown = images.slice(0, 5);
  const layout = LAYOUTS[shown.length] ?? LAYOUTS[5] ?? [];
  const photos = images.map(({ id, alt, full }) => ({ id, alt, full }));
  return (
    <section aria-label="Photos" className="relative">
      <GalleryOpener photos={photos} title={title}>
        <ul className="grid gap-2 overflow-hidden rounded-3xl md:h-[26rem] md:grid-cols-4 md:grid-rows-2 lg:h-[30rem]">
          {shown.map((image, position) => (
            <li
              key={image.id}
              className={`${layout[position] ?? ""} ${position > 0 ? "max-md:hidden" : ""} min-h-0`}
            >
              <OpenPhotoButton
                position={position}
                className="group relative block size-full overflow-hidden bg-sand-200 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-gold-400 max-md:aspect-[4/3] max-md:rounded-3xl"
              >
                <span className="sr-only">
                  Open photo {position + 1} of {count}:{" "}
                </span>
                {image.tile}
              </OpenPhotoButton>
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <OpenPhotoButton
            position={0}
            className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-xl border border-ink-900/10 bg-white/95 px-3.5 py-2 text-sm font-semibold text-ink-900 shadow-float transition hover:bg-white focus-visible:outline-3 focus-visible:outline-gold-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4 fill-none stroke-current"
              strokeWidth="1.8"
            >
              <rect x="3" y="3" width="6" height="6" rx="1" />
              <rect x="11" y="3" width="6" height="6" rx="1" />
              <rect x="3" y="11" width="6" height="6" rx="1" />
              <rect x="11" y="11" width="6" height="6" rx="1" />
            </svg>
            Show all {count} photos
          </OpenPhotoButton>
        ) : null}
      </GalleryOpener>
    </section>
  );
}
