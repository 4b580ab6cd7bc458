"use client";

import { type FormEvent, useEffect, useRef, useState } from "react";
import { Badge } from "@/components/badge";
import { buttonClass } from "@/components/button-styles";
import { Photo } from "@/components/photo";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { inputClass } from "./filter-bar";
import type { CardDrag } from "./use-card-drag";
import type { ManagedImage } from "./use-listing-images";

interface ImageCardProps {
  image: ManagedImage;
  position: number;
  count: number;
  busy: boolean;
  anyBusy: boolean;
  /** Reordering by dragging this card onto another. */
  drag: CardDrag;
  confirmingDelete: boolean;
  onMove: (offset: -1 | 1) => void;
  onMakePrimary: () => void;
  onSaveAlt: (alt: string) => Promise<boolean>;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onDelete: () => void;
}

export function ImageCard({
  image,
  position,
  count,
  busy,
  anyBusy,
  drag: { over, ...handlers },
  confirmingDelete,
  onMove,
  onMakePrimary,
  onSaveAlt,
  onAskDelete,
  onCancelDelete,
  onDelete,
}: ImageCardProps) {
  const [alt, setAlt] = useState(image.alt);
  const altId = `image-${image.id}-alt`;
  const changed = alt.trim() !== image.alt;
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirmingDelete) confirmRef.current?.focus();
  }, [confirmingDelete]);

  async function submitAlt(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await onSaveAlt(alt.trim())) setAlt(alt.trim());
  }

  const label = `image ${position}`;
  return (
    <li
      draggable={!anyBusy}
      {...handlers}
      aria-label={`Image ${position} of ${count}${image.isPrimary ? ", primary" : ""}`}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-white shadow-card transition ${
        over ? "border-forest-600 ring-3 ring-forest-600/25" : "border-sand-200"
      }`}
    >
      <div className="relative aspect-[4/3] cursor-grab bg-sand-100 active:cursor-grabbing">
        <Photo
          src={image.url}
          alt={image.alt}
          sizes="(min-width: 1024px) 16rem, 50vw"
          className="pointer-events-none object-cover"
        />
        <span className="absolute top-2 left-2 inline-flex items-center gap-1.5">
          <span className="rounded-full bg-ink-900/80 px-2 py-0.5 text-xs font-semibold text-white">
            {position}
          </span>
          {image.isPrimary ? <Badge tone="waiting">Primary</Badge> : null}
        </span>
        {busy ? (
          <span className="absolute inset-0 grid place-items-center bg-white/60">
            <Spinner />
          </span>
        ) : null}
      </div>
      <div className="grid gap-3 p-4">
        <form onSubmit={submitAlt} className="grid gap-1.5">
          <UntilHydrated>
            <label htmlFor={altId} className="text-sm font-semibold text-ink-900">
              Alt text <span className="font-normal text-ink-600">(image {position})</span>
            </label>
            <div className="flex gap-2">
              <input
                id={altId}
                value={alt}
                maxLength={300}
                onChange={(event) => setAlt(event.target.value)}
                placeholder="What the photo shows"
                className={`${inputClass} min-h-10 py-1.5 text-sm`}
              />
              <button
                type="submit"
                disabled={anyBusy || !changed}
                className={buttonClass("secondary", "small")}
                aria-label={`Save alt text of ${label}`}
              >
                Save
              </button>
            </div>
          </UntilHydrated>
        </form>
        <div className="flex flex-wrap gap-2">
          <button
            id={`image-${image.id}-primary`}
            type="button"
            disabled={anyBusy || image.isPrimary}
            onClick={onMakePrimary}
            aria-label={image.isPrimary ? `Image ${position} is primary` : `Make ${label} primary`}
            className={buttonClass("secondary", "small")}
          >
            {image.isPrimary ? "Primary" : "Make primary"}
          </button>
          <button
            id={`image-${image.id}-up`}
            type="button"
            disabled={anyBusy || position === 1}
            onClick={() => onMove(-1)}
            aria-label={`Move ${label} earlier`}
            title="Move earlier"
            className={`${buttonClass("secondary", "small")} px-2.5`}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            id={`image-${image.id}-down`}
            type="button"
            disabled={anyBusy || position === count}
            onClick={() => onMove(1)}
            aria-label={`Move ${label} later`}
            title="Move later"
            className={`${buttonClass("secondary", "small")} px-2.5`}
          >
            <span aria-hidden="true">→</span>
          </button>
          {confirmingDelete ? null : (
            <button
              id={`image-${image.id}-delete`}
              type="button"
              disabled={anyBusy}
              onClick={onAskDelete}
              aria-label={`Delete ${label}`}
              className={`${buttonClass("secondary", "small")} ml-auto text-clay-700 hover:border-clay-600`}
            >
              Delete
            </button>
          )}
        </div>
        {confirmingDelete ? (
          <div className="rounded-xl border border-clay-500/50 bg-clay-100 px-3 py-2.5 text-sm">
            <p className="font-semibold text-clay-700">Delete {label} for good?</p>
            <div className="mt-2 flex gap-2">
              <button
                ref={confirmRef}
                type="button"
                disabled={anyBusy}
                onClick={onDelete}
                className={`${buttonClass("secondary", "small")} border-clay-600 bg-clay-600 text-white hover:bg-clay-700`}
              >
                Yes, delete
              </button>
              <button
                type="button"
                disabled={anyBusy}
                onClick={onCancelDelete}
                className={buttonClass("secondary", "small")}
              >
                Keep
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
