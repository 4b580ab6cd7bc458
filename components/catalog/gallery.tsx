"use client";

import {
  type ImgHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Chevron } from "../stroke-icon";

/** A photo, rendered on the server (gallery-images.tsx): no image code in the browser. */
export interface GalleryImage {
  id: string;
  alt: string;
  /** The mosaic's tile (the first five photos), else null. */
  tile: ReactNode;
  /** The viewer's `<img>`: `next/image`'s attributes. */
  full: ImgHTMLAttributes<HTMLImageElement>;
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

const arrowButton =
  "grid size-12 place-items-center rounded-full bg-white/90 text-ink-900 shadow-float transition hover:bg-white focus-visible:outline-3 focus-visible:outline-gold-400";

/**
 * The listing's photos: a mosaic of up to five (one on phones), each opening a full-screen
 * viewer (a modal dialog: Escape closes it, arrow keys move between photos, focus returns
 * to the photo it was opened from).
 */
export function Gallery({ images, title }: GalleryProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState<number | null>(null);
  const captionId = useId();
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (index !== null && !dialog.open) dialog.showModal();
    if (index === null && dialog.open) dialog.close();
  }, [index]);

  // The page behind the viewer does not scroll while it is open.
  const viewerOpen = index !== null;
  useEffect(() => {
    if (!viewerOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [viewerOpen]);

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
  const current = index !== null ? images[index] : undefined;
  const step = (by: number) =>
    setIndex((value) => (value === null ? 0 : (value + by + count) % count));

  function onDialogKey(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    }
  }

  return (
    <section aria-label="Photos" className="relative">
      <ul className="grid gap-2 overflow-hidden rounded-3xl md:h-[26rem] md:grid-cols-4 md:grid-rows-2 lg:h-[30rem]">
        {shown.map((image, position) => (
          <li
            key={image.id}
            className={`${layout[position] ?? ""} ${position > 0 ? "max-md:hidden" : ""} min-h-0`}
          >
            <button
              type="button"
              onClick={() => setIndex(position)}
              className="group relative block size-full overflow-hidden bg-sand-200 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-gold-400 max-md:aspect-[4/3] max-md:rounded-3xl"
            >
              <span className="sr-only">
                Open photo {position + 1} of {count}:{" "}
              </span>
              {image.tile}
            </button>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <button
          type="button"
          onClick={() => setIndex(0)}
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
        </button>
      ) : null}

      <dialog
        ref={dialogRef}
        aria-label={`Photos of ${title}`}
        aria-describedby={captionId}
        onClose={() => setIndex(null)}
        onCancel={() => setIndex(null)}
        onKeyDown={onDialogKey}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, not its content) closes it.
          if (event.target === event.currentTarget) setIndex(null);
        }}
        className="fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden bg-forest-950/95 p-0 text-white backdrop:bg-forest-950/80"
      >
        {current && index !== null ? (
          <figure className="grid h-full grid-rows-[auto_minmax(0,1fr)_auto]">
            <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
              <p className="text-sm font-semibold" aria-live="polite">
                {index + 1} / {count}
              </p>
              <button
                type="button"
                onClick={() => setIndex(null)}
                className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white transition hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-gold-400"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 fill-none stroke-current"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                >
                  <path d="m5 5 10 10M15 5 5 15" />
                </svg>
                Close
              </button>
            </div>
            <div className="relative">
              <div className="absolute inset-0 mx-4 sm:mx-20">
                {/* biome-ignore lint/performance/noImgElement: next/image's attributes without its component (components/photo.tsx) */}
                <img {...current.full} alt={current.full.alt} />
              </div>
              {count > 1 ? (
                <>
                  <button
                    type="button"
                    onClick={() => step(-1)}
                    aria-label="Previous photo"
                    className={`${arrowButton} absolute top-1/2 left-2 -translate-y-1/2 sm:left-5`}
                  >
                    <Chevron direction="left" />
                  </button>
                  <button
                    type="button"
                    onClick={() => step(1)}
                    aria-label="Next photo"
                    className={`${arrowButton} absolute top-1/2 right-2 -translate-y-1/2 sm:right-5`}
                  >
                    <Chevron direction="right" />
                  </button>
                </>
              ) : null}
            </div>
            <figcaption
              id={captionId}
              className="px-4 pt-3 pb-5 text-center text-sm text-forest-100 sm:px-20"
            >
              {current.alt}
            </figcaption>
          </figure>
        ) : null}
      </dialog>
    </section>
  );
}
