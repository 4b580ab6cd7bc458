"use client";

import { type DragEvent, useRef, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_LIMITS,
  IMAGE_MAX_MEGABYTES,
  IMAGE_TYPE_NAMES,
} from "@/lib/image-type";

function isFileDrag(event: DragEvent) {
  return [...event.dataTransfer.types].includes("Files");
}

/**
 * Where images are added: dropped from the desktop, or chosen with the file picker (the
 * keyboard's way). The picker is emptied after an upload that went through.
 */
export function ImageUploadZone({
  inputId,
  onFiles,
}: {
  inputId: string;
  onFiles(files: File[]): Promise<boolean>;
}) {
  const [dropActive, setDropActive] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function send(files: File[]) {
    if ((await onFiles(files)) && inputRef.current) inputRef.current.value = "";
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target for mouse users; the file input inside is the keyboard way
    <div
      onDragOver={(event) => {
        if (!isFileDrag(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setDropActive(true);
      }}
      onDragLeave={() => setDropActive(false)}
      onDrop={(event) => {
        if (!isFileDrag(event)) return;
        event.preventDefault();
        setDropActive(false);
        void send([...event.dataTransfer.files]);
      }}
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
          id={inputId}
          type="file"
          multiple
          accept={Object.values(IMAGE_CONTENT_TYPES).join(",")}
          onChange={(event) => void send([...(event.target.files ?? [])])}
          aria-describedby={`${inputId}-limits`}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
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
  );
}
