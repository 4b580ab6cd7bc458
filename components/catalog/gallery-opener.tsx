"use client";

import { createContext, type ReactNode, useContext, useState } from "react";
import { useHydrated } from "../use-hydrated";
import type { GalleryPhoto } from "./gallery";
import type { GalleryViewer } from "./gallery-viewer";

// The viewer is fetched when a photo is first pressed (or pointed at, or focused), and opens
// once it is there, so the focus lands in it as before.
const loadViewer = () => import("./gallery-viewer");
const preloadViewer = () => void loadViewer();

const OpenPhoto = createContext<(position: number) => void>(() => {});

interface GalleryOpenerProps {
  photos: GalleryPhoto[];
  title: string;
  children: ReactNode;
}

/** The gallery's one piece of state: which photo the viewer shows, if it is open. */
export function GalleryOpener({ photos, title, children }: GalleryOpenerProps) {
  const [Viewer, setViewer] = useState<typeof GalleryViewer | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const open = (position: number) =>
    void loadViewer().then((module) => {
      setViewer(() => module.GalleryViewer);
      setIndex(position);
    });
  return (
    <OpenPhoto.Provider value={open}>
      {children}
      {Viewer ? <Viewer images={photos} title={title} index={index} setIndex={setIndex} /> : null}
    </OpenPhoto.Provider>
  );
}

interface OpenPhotoButtonProps {
  position: number;
  className: string;
  children: ReactNode;
}

/** A button, rendered with its look and content on the server, that opens the viewer. */
export function OpenPhotoButton({ position, className, children }: OpenPhotoButtonProps) {
  const open = useContext(OpenPhoto);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={() => open(position)}
      disabled={!hydrated}
      onPointerEnter={preloadViewer}
      onFocus={preloadViewer}
      className={className}
    >
      {children}
    </button>
  );
}
