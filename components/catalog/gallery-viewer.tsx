"use client";

import {
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
} from "react";
import { Chevron } from "../stroke-icon";
import type { GalleryPhoto } from "./gallery";

interface GalleryViewerProps {
  images: GalleryPhoto[];
  title: string;
  /** The photo shown, or null while closed. */
  index: number | null;
  setIndex: Dispatch<SetStateAction<number | null>>;
}

const arrowButton =
  "grid size-12 place-items-center rounded-full bg-white/90 text-ink-900 shadow-float transition hover:bg-white focus-visible:outline-3 focus-visible:outline-gold-400";

/**
 * The gallery's full-screen viewer (gallery.tsx): a modal dialog; Escape closes it, arrow keys
 * move between photos, focus returns to the photo it was opened from.
 */
export function GalleryViewer({ images, title, index, setIndex }: GalleryViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
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
  );
}
