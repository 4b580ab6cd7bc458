"use client";

import { useEffect, useRef, useState } from "react";
import type { MapTiles } from "@/lib/map-tiles";
import { useVisible } from "./use-visible";

interface LocationMapProps {
  tiles: MapTiles;
  latitude: number;
  longitude: number;
  /** The pin's accessible name, e.g. "Labadi Beach Villa, Labadi, Accra". */
  label: string;
}

/** A listing's location on a map: Leaflet is loaded once the map scrolls into view. */
export function LocationMap({ tiles, latitude, longitude, label }: LocationMapProps) {
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
    <div className="relative mt-5 h-72 overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 sm:h-80">
      {loaded ? null : (
        <p className="absolute inset-0 grid place-items-center text-sm text-ink-700">
          Loading the map…
        </p>
      )}
      <div ref={box} className="size-full" data-testid="location-map" />
    </div>
  );
}
