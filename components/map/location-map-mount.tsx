"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import type { LocationMapOptions } from "./leaflet-map";
import { useVisible } from "./use-visible";

interface LocationMapMountProps extends LocationMapOptions {
  /** Shown until the map is drawn; rendered on the server (location-map.tsx). */
  placeholder: ReactNode;
}

/** Loads Leaflet once the map's box scrolls into view, and draws the map in it. */
export function LocationMapMount({
  placeholder,
  tiles,
  latitude,
  longitude,
  label,
}: LocationMapMountProps) {
  const box = useRef<HTMLDivElement>(null);
  const visible = useVisible(box);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!visible || !element) return;
    let cancelled = false;
    let map: { destroy(): void } | undefined;
    import("./leaflet-map").then(({ createLocationMap }) => {
      if (cancelled) return;
      map = createLocationMap(element, { tiles, latitude, longitude, label });
      setLoaded(true);
    });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [visible, tiles, latitude, longitude, label]);

  return (
    <>
      {loaded ? null : placeholder}
      <div ref={box} className="size-full" />
    </>
  );
}
