"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { type ApiResult, api } from "@/components/api-client";
import { uploadRefusal } from "@/lib/image-type";
import { plural, sentence } from "@/lib/words";
import { refusalMessage, uploadProblem } from "./image-messages";

export interface ManagedImage {
  id: string;
  url: string;
  alt: string;
  isPrimary: boolean;
  order: number;
}

export interface PendingUpload {
  key: string;
  name: string;
  previewUrl: string;
}

/** `images` with `image` moved to position `to` (0-based). */
export function movedTo(images: ManagedImage[], image: ManagedImage, to: number): ManagedImage[] {
  const next = images.filter((candidate) => candidate.id !== image.id);
  next.splice(to, 0, image);
  return next;
}

/**
 * A listing's images through its images API (`base`, the admin's or the host's): upload (with previews while it runs),
 * reorder, make primary, alt text, delete. Each change is announced; a refusal is the problem
 * shown, and the server's pages are refreshed after every change.
 */
export function useListingImages(base: string, initial: ManagedImage[]) {
  const router = useRouter();
  const [images, setImages] = useState(() => [...initial].sort((a, b) => a.order - b.order));
  const [pending, setPending] = useState<PendingUpload[]>([]);
  /** The id of the image being changed. */
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const positionOf = (image: ManagedImage) =>
    images.findIndex((candidate) => candidate.id === image.id) + 1;

  function fail(message: string) {
    setProblem(message);
    setAnnouncement("");
  }

  /** Runs one change of `image`: what the API answered, or null (the problem shown). */
  async function change<T>(
    image: ManagedImage,
    send: () => Promise<ApiResult<T>>,
    refused: string,
    refresh = true,
  ): Promise<T | null> {
    setBusy(image.id);
    setProblem(null);
    const result = await send();
    setBusy(null);
    if (!result.ok) {
      fail(`${refused} ${sentence(result.error.message)}`);
      return null;
    }
    if (refresh) router.refresh();
    return result.data;
  }

  async function upload(files: File[]): Promise<boolean> {
    setProblem(null);
    if (files.length === 0) return false;
    const refusal = uploadRefusal(files);
    if (refusal) {
      fail(refusalMessage(refusal));
      return false;
    }
    const previews = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      previewUrl: URL.createObjectURL(file),
    }));
    setPending(previews);
    setAnnouncement(`Uploading ${plural(files.length, "image")}…`);
    const form = new FormData();
    for (const file of files) form.append("files[]", file);
    const result = await api.upload<ManagedImage[]>(base, form);
    for (const preview of previews) URL.revokeObjectURL(preview.previewUrl);
    setPending([]);
    if (!result.ok) {
      fail(uploadProblem(result.error));
      return false;
    }
    const all = await api.get<ManagedImage[]>(base);
    if (all.ok) setImages(all.data);
    else setImages((current) => [...current, ...result.data]);
    setAnnouncement(`${plural(result.data.length, "image")} uploaded.`);
    router.refresh();
    return true;
  }

  async function reorder(next: ManagedImage[], moved: ManagedImage): Promise<boolean> {
    const previous = images;
    setImages(next.map((image, index) => ({ ...image, order: index })));
    const saved = await change(
      moved,
      () => api.put<ManagedImage[]>(`${base}/order`, { imageIds: next.map((image) => image.id) }),
      "The new order was not saved.",
    );
    if (!saved) {
      setImages(previous);
      return false;
    }
    setImages(saved);
    const position = saved.findIndex((image) => image.id === moved.id) + 1;
    setAnnouncement(`Image moved to position ${position} of ${saved.length}.`);
    return true;
  }

  async function makePrimary(image: ManagedImage): Promise<boolean> {
    const made = await change(
      image,
      () => api.patch<ManagedImage>(`${base}/${image.id}`, { isPrimary: true }),
      "This image could not be made primary.",
    );
    if (!made) return false;
    setImages((current) =>
      current.map((candidate) => ({ ...candidate, isPrimary: candidate.id === image.id })),
    );
    setAnnouncement(`Image ${positionOf(image)} is now the primary image.`);
    return true;
  }

  async function saveAlt(image: ManagedImage, alt: string): Promise<boolean> {
    const saved = await change(
      image,
      () => api.patch<ManagedImage>(`${base}/${image.id}`, { alt }),
      "The alt text was not saved.",
      false,
    );
    if (!saved) return false;
    setImages((current) =>
      current.map((candidate) =>
        candidate.id === image.id ? { ...candidate, alt: saved.alt } : candidate,
      ),
    );
    setAnnouncement(`Alt text of image ${positionOf(image)} saved.`);
    return true;
  }

  /** Deletes `image`; the images left, or null when it was refused. */
  async function remove(image: ManagedImage): Promise<ManagedImage[] | null> {
    const left = await change(
      image,
      () => api.delete<ManagedImage[]>(`${base}/${image.id}`),
      "The image was not deleted.",
    );
    if (!left) return null;
    setImages(left);
    setAnnouncement(`Image deleted. ${plural(left.length, "image")} left.`);
    return left;
  }

  return {
    images,
    pending,
    busy,
    announcement,
    problem,
    upload,
    reorder,
    makePrimary,
    saveAlt,
    remove,
  };
}
