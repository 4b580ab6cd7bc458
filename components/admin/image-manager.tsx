"use client";

import { useRouter } from "next/navigation";
import {
  type ChangeEvent,
  type DragEvent,
  type FormEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Badge } from "@/components/badge";
import { buttonClass } from "@/components/button-styles";
import { Spinner } from "@/components/form-fields";
import { sentence } from "@/components/format/words";
import { Photo } from "@/components/photo";
import { UntilHydrated } from "@/components/until-hydrated";
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_LIMITS,
  IMAGE_MAX_MEGABYTES,
  IMAGE_TYPE_NAMES,
  type UploadRefusal,
  uploadRefusal,
} from "@/lib/image-type";
import { type ApiError, api } from "../api-client";
import { inputClass } from "./filter-bar";
import { Notice } from "./ui";

export interface ManagedImage {
  id: string;
  url: string;
  alt: string;
  isPrimary: boolean;
  order: number;
}

interface PendingUpload {
  key: string;
  name: string;
  previewUrl: string;
}

function refusalMessage(refusal: UploadRefusal): string {
  switch (refusal.constraint) {
    case "count":
      return `Choose at most ${IMAGE_LIMITS.maxFiles} images at a time (you chose ${refusal.count}).`;
    case "max_size":
      return `${refusal.file.name} is larger than ${IMAGE_MAX_MEGABYTES} MB. Resize it and try again.`;
    case "image_type":
      return `${refusal.file.name} is not a ${IMAGE_TYPE_NAMES} image.`;
  }
}

function uploadProblem(error: ApiError): string {
  switch (error.code) {
    case "PAYLOAD_TOO_LARGE":
      return `Too much at once: ${sentence(error.message)}`;
    case "UNSUPPORTED_MEDIA_TYPE":
      return "The upload was not sent as files. Try choosing the images again.";
    default:
      return sentence(error.message);
  }
}

/**
 * The images of a listing: upload by drag-and-drop or the file picker (keyboard users), live
 * previews while uploading, then per image: alt text, make primary, move earlier/later (buttons,
 * and drag-and-drop of the cards), delete. Every change goes through the admin images API and
 * is announced in a live region.
 */
export function ImageManager({
  listingId,
  initial,
}: {
  listingId: string;
  initial: ManagedImage[];
}) {
  const router = useRouter();
  const inputId = useId();
  const [images, setImages] = useState<ManagedImage[]>(() =>
    [...initial].sort((a, b) => a.order - b.order),
  );
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [dropActive, setDropActive] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const base = `/api/admin/listings/${listingId}/images`;
  const inputRef = useRef<HTMLInputElement>(null);

  // After a move or a delete, keep the keyboard where the user was.
  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget);
    if (element instanceof HTMLButtonElement && element.disabled) {
      const card = element.closest("li");
      card?.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus();
    } else {
      element?.focus();
    }
    setFocusTarget(null);
  }, [focusTarget]);

  function fail(message: string) {
    setProblem(message);
    setAnnouncement("");
  }

  async function upload(files: File[]) {
    setProblem(null);
    if (files.length === 0) return;
    const refusal = uploadRefusal(files);
    if (refusal) {
      fail(refusalMessage(refusal));
      return;
    }
    const previews = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      previewUrl: URL.createObjectURL(file),
    }));
    setPending(previews);
    setAnnouncement(`Uploading ${files.length} ${files.length === 1 ? "image" : "images"}…`);
    const form = new FormData();
    for (const file of files) form.append("files[]", file);
    const result = await api.upload<ManagedImage[]>(base, form);
    for (const preview of previews) URL.revokeObjectURL(preview.previewUrl);
    setPending([]);
    if (!result.ok) {
      fail(uploadProblem(result.error));
      return;
    }
    const all = await api.get<ManagedImage[]>(base);
    if (all.ok) setImages(all.data);
    else setImages((current) => [...current, ...result.data]);
    setAnnouncement(
      `${result.data.length} ${result.data.length === 1 ? "image" : "images"} uploaded.`,
    );
    if (inputRef.current) inputRef.current.value = "";
    router.refresh();
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    void upload([...(event.target.files ?? [])]);
  }

  function isFileDrag(event: DragEvent) {
    return [...event.dataTransfer.types].includes("Files");
  }

  function onZoneDragOver(event: DragEvent<HTMLDivElement>) {
    if (!isFileDrag(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDropActive(true);
  }

  function onZoneDrop(event: DragEvent<HTMLDivElement>) {
    if (!isFileDrag(event)) return;
    event.preventDefault();
    setDropActive(false);
    void upload([...event.dataTransfer.files]);
  }

  async function saveOrder(next: ManagedImage[], moved: ManagedImage, focusId?: string) {
    const previous = images;
    setImages(next.map((image, index) => ({ ...image, order: index })));
    setBusy(moved.id);
    setProblem(null);
    const result = await api.put<ManagedImage[]>(`${base}/order`, {
      imageIds: next.map((image) => image.id),
    });
    setBusy(null);
    if (!result.ok) {
      setImages(previous);
      fail(`The new order was not saved. ${sentence(result.error.message)}`);
      return;
    }
    setImages(result.data);
    const position = result.data.findIndex((image) => image.id === moved.id) + 1;
    setAnnouncement(`Image moved to position ${position} of ${result.data.length}.`);
    if (focusId) setFocusTarget(focusId);
    router.refresh();
  }

  function move(image: ManagedImage, offset: -1 | 1) {
    const from = images.findIndex((candidate) => candidate.id === image.id);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= images.length) return;
    const next = [...images];
    next.splice(from, 1);
    next.splice(to, 0, image);
    void saveOrder(next, image, `image-${image.id}-${offset < 0 ? "up" : "down"}`);
  }

  function dropOn(targetId: string) {
    if (!dragging || dragging === targetId) return;
    const moved = images.find((image) => image.id === dragging);
    const to = images.findIndex((image) => image.id === targetId);
    if (!moved || to < 0) return;
    const next = images.filter((image) => image.id !== dragging);
    next.splice(to, 0, moved);
    void saveOrder(next, moved);
  }

  async function makePrimary(image: ManagedImage) {
    setBusy(image.id);
    setProblem(null);
    const result = await api.patch<ManagedImage>(`${base}/${image.id}`, { isPrimary: true });
    setBusy(null);
    if (!result.ok) {
      fail(`This image could not be made primary. ${sentence(result.error.message)}`);
      return;
    }
    setImages((current) =>
      current.map((candidate) => ({ ...candidate, isPrimary: candidate.id === image.id })),
    );
    const position = images.findIndex((candidate) => candidate.id === image.id) + 1;
    setAnnouncement(`Image ${position} is now the primary image.`);
    setFocusTarget(`image-${image.id}-primary`);
    router.refresh();
  }

  async function saveAlt(image: ManagedImage, alt: string) {
    setBusy(image.id);
    setProblem(null);
    const result = await api.patch<ManagedImage>(`${base}/${image.id}`, { alt });
    setBusy(null);
    if (!result.ok) {
      fail(`The alt text was not saved. ${sentence(result.error.message)}`);
      return false;
    }
    setImages((current) =>
      current.map((candidate) =>
        candidate.id === image.id ? { ...candidate, alt: result.data.alt } : candidate,
      ),
    );
    const position = images.findIndex((candidate) => candidate.id === image.id) + 1;
    setAnnouncement(`Alt text of image ${position} saved.`);
    return true;
  }

  async function remove(image: ManagedImage) {
    setBusy(image.id);
    setProblem(null);
    const index = images.findIndex((candidate) => candidate.id === image.id);
    const result = await api.delete<ManagedImage[]>(`${base}/${image.id}`);
    setBusy(null);
    setConfirmDelete(null);
    if (!result.ok) {
      fail(`The image was not deleted. ${sentence(result.error.message)}`);
      return;
    }
    setImages(result.data);
    setAnnouncement(
      `Image deleted. ${result.data.length} ${result.data.length === 1 ? "image" : "images"} left.`,
    );
    const neighbour = result.data[Math.min(index, result.data.length - 1)];
    setFocusTarget(neighbour ? `image-${neighbour.id}-delete` : `${inputId}-choose`);
    router.refresh();
  }

  return (
    <div className="grid gap-5">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target for mouse users; the file input inside is the keyboard way */}
      <div
        onDragOver={onZoneDragOver}
        onDragLeave={() => setDropActive(false)}
        onDrop={onZoneDrop}
        className={`flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition ${
          dropActive ? "border-forest-600 bg-forest-50" : "border-sand-300 bg-sand-50"
        }`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-9 fill-none stroke-forest-700"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 16.5V19a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2.5M12 15V4M7.5 8.5 12 4l4.5 4.5" />
        </svg>
        <p className="font-semibold text-ink-900">Drag images here</p>
        <p className="text-sm text-ink-600">or</p>
        <div>
          <input
            ref={inputRef}
            id={`${inputId}-choose`}
            type="file"
            multiple
            accept={Object.values(IMAGE_CONTENT_TYPES).join(",")}
            onChange={onPick}
            aria-describedby={`${inputId}-limits`}
            className="peer sr-only"
          />
          <label
            htmlFor={`${inputId}-choose`}
            className={`${buttonClass("primary")} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-600`}
          >
            Choose images
          </label>
        </div>
        <p id={`${inputId}-limits`} className="text-sm text-ink-600">
          {IMAGE_TYPE_NAMES} · up to {IMAGE_MAX_MEGABYTES} MB each · {IMAGE_LIMITS.maxFiles} at a
          time. The first image is the primary one until you choose another.
        </p>
      </div>

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
              dragOver={dragOver === image.id && dragging !== image.id}
              confirmingDelete={confirmDelete === image.id}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", image.id);
                setDragging(image.id);
              }}
              onDragEnd={() => {
                setDragging(null);
                setDragOver(null);
              }}
              onDragOver={(event) => {
                if (!dragging) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                setDragOver(image.id);
              }}
              onDrop={(event) => {
                if (!dragging) return;
                event.preventDefault();
                dropOn(image.id);
                setDragging(null);
                setDragOver(null);
              }}
              onMove={(offset) => move(image, offset)}
              onMakePrimary={() => makePrimary(image)}
              onSaveAlt={(alt) => saveAlt(image, alt)}
              onAskDelete={() => setConfirmDelete(image.id)}
              onCancelDelete={() => {
                setConfirmDelete(null);
                setFocusTarget(`image-${image.id}-delete`);
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

interface ImageCardProps {
  image: ManagedImage;
  position: number;
  count: number;
  busy: boolean;
  anyBusy: boolean;
  dragOver: boolean;
  confirmingDelete: boolean;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onMove: (offset: -1 | 1) => void;
  onMakePrimary: () => void;
  onSaveAlt: (alt: string) => Promise<boolean>;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onDelete: () => void;
}

function ImageCard({
  image,
  position,
  count,
  busy,
  anyBusy,
  dragOver,
  confirmingDelete,
  onDragStart,
  onDragEnd,
  onDragOver,
  onDrop,
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
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragOver={onDragOver}
      onDrop={onDrop}
      aria-label={`Image ${position} of ${count}${image.isPrimary ? ", primary" : ""}`}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-white shadow-card transition ${
        dragOver ? "border-forest-600 ring-3 ring-forest-600/25" : "border-sand-200"
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
