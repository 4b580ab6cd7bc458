"use client";

import { useEffect, useId, useState } from "react";
import { Spinner } from "@/components/spinner";
import { ImageCard } from "./image-card";
import { ImageUploadZone } from "./image-upload-zone";
import { LISTING_SCOPES, type ListingOwner } from "./listing-scope";
import { Notice } from "./ui";
import { useCardDrag } from "./use-card-drag";
import { type ManagedImage, movedTo, useListingImages } from "./use-listing-images";

export type { ManagedImage };

/** After a move or a delete, keeps the keyboard where the user was: the element of that id. */
function useFocusAfterChange(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target);
    if (element instanceof HTMLButtonElement && element.disabled) {
      element.closest("li")?.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus();
    } else {
      element?.focus();
    }
    setTarget(null);
  }, [target]);
  return setTarget;
}

/**
 * The images of a listing: upload by drag-and-drop or the file picker (keyboard users), live
 * previews while uploading, then per image: alt text, make primary, move earlier/later (buttons,
 * and drag-and-drop of the cards), delete. Every change goes through the owner's images API and
 * is announced in a live region.
 */
export function ImageManager({
  owner,
  listingId,
  initial,
}: {
  owner: ListingOwner;
  listingId: string;
  initial: ManagedImage[];
}) {
  const chooserId = useId();
  const { images, pending, busy, announcement, problem, ...change } = useListingImages(
    `${LISTING_SCOPES[owner].api}/${listingId}/images`,
    initial,
  );
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const focusOn = useFocusAfterChange();
  const dragOf = useCardDrag((draggedId, targetId) => {
    const moved = images.find((image) => image.id === draggedId);
    const to = images.findIndex((image) => image.id === targetId);
    if (moved && to >= 0) void change.reorder(movedTo(images, moved, to), moved);
  });

  async function move(image: ManagedImage, offset: -1 | 1) {
    const to = images.indexOf(image) + offset;
    if (to < 0 || to >= images.length) return;
    const button = `image-${image.id}-${offset < 0 ? "up" : "down"}`;
    if (await change.reorder(movedTo(images, image, to), image)) focusOn(button);
  }

  async function remove(image: ManagedImage) {
    const index = images.indexOf(image);
    const left = await change.remove(image);
    setConfirmDelete(null);
    if (!left) return;
    const neighbour = left[Math.min(index, left.length - 1)];
    focusOn(neighbour ? `image-${neighbour.id}-delete` : chooserId);
  }

  return (
    <div className="grid gap-5">
      <ImageUploadZone inputId={chooserId} onFiles={change.upload} />
      <div aria-live="polite" role="status" className="text-sm font-medium text-forest-800">
        {announcement}
      </div>
      {problem ? (
        <Notice tone="problem" role="alert">
          {problem}
        </Notice>
      ) : null}
      {images.length === 0 && pending.length === 0 ? (
        <p className="text-sm text-ink-600">No images yet. A listing needs one to be published.</p>
      ) : (
        <ol
          aria-label="Images in display order"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {images.map((image, index) => (
            <ImageCard
              key={image.id}
              image={image}
              position={index + 1}
              count={images.length}
              busy={busy === image.id}
              anyBusy={busy !== null}
              drag={dragOf(image.id)}
              confirmingDelete={confirmDelete === image.id}
              onMove={(offset) => move(image, offset)}
              onMakePrimary={async () => {
                if (await change.makePrimary(image)) focusOn(`image-${image.id}-primary`);
              }}
              onSaveAlt={(alt) => change.saveAlt(image, alt)}
              onAskDelete={() => setConfirmDelete(image.id)}
              onCancelDelete={() => {
                setConfirmDelete(null);
                focusOn(`image-${image.id}-delete`);
              }}
              onDelete={() => remove(image)}
            />
          ))}
          {pending.map((upload) => (
            <li
              key={upload.key}
              className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card"
            >
              <div className="relative aspect-[4/3] bg-sand-100">
                {/* biome-ignore lint/performance/noImgElement: a local preview (blob URL) */}
                <img src={upload.previewUrl} alt="" className="size-full object-cover opacity-60" />
                <span className="absolute inset-0 grid place-items-center">
                  <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-ink-900 shadow">
                    <Spinner /> Uploading
                  </span>
                </span>
              </div>
              <p className="truncate px-4 py-3 text-sm text-ink-600">{upload.name}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
