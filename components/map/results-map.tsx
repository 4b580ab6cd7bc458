"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { useNavigate } from "@/components/use-navigate";
import type { MapTiles } from "@/lib/map-tiles";
import type { BoundingBox } from "@/lib/schemas/catalog";
import type { ResultsMapControl } from "./leaflet-map";
import { type MapMarker, withArea } from "./map-marker";
import { useVisible } from "./use-visible";

export interface ResultsMapProps {
  tiles: MapTiles;
  markers: MapMarker[];
  /** The area the results were searched in (the page's `bbox`), if any. */
  area?: BoundingBox;
  /** The listing hovered or focused in the list or on the map. */
  activeId: string | null;
  onActivate: (id: string | null) => void;
  /** The listing whose marker was chosen: shown in a card over the map. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * The map of a page of results: Leaflet is loaded once the map is on screen; after the
 * visitor moves it, "Search this area" reloads the page with the visible area as `bbox`.
 */
export function ResultsMap({
  tiles,
  markers,
  area,
  activeId,
  onActivate,
  selectedId,
  onSelect,
}: ResultsMapProps) {
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const visible = useVisible(box);
  const control = useRef<ResultsMapControl | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [movedTo, setMovedTo] = useState<BoundingBox | null>(null);
  // The latest callbacks, read by the map's handlers (the map is built once).
  const handlers = useRef({ onActivate, onSelect });
  handlers.current = { onActivate, onSelect };

  useEffect(() => {
    const element = box.current;
    if (!visible || !element) return;
    let cancelled = false;
    let resizes: ResizeObserver | undefined;
    import("./leaflet-map").then(({ createResultsMap }) => {
      if (cancelled) return;
      control.current = createResultsMap(element, {
        tiles,
        markers,
        area,
        onActivate: (id) => handlers.current.onActivate(id),
        onSelect: (id) => handlers.current.onSelect(id),
        onMoved: setMovedTo,
      });
      resizes = new ResizeObserver(() => control.current?.resize());
      resizes.observe(element);
      setLoaded(true);
    });
    return () => {
      cancelled = true;
      resizes?.disconnect();
      control.current?.destroy();
      control.current = null;
    };
  }, [visible, tiles, markers, area]);

  useEffect(() => {
    if (loaded) control.current?.setActive(activeId ?? selectedId);
  }, [loaded, activeId, selectedId]);

  const selected = markers.find((marker) => marker.id === selectedId);

  return (
    <div className="relative size-full overflow-hidden rounded-3xl border border-sand-200 bg-sand-100">
      {loaded ? null : (
        <p className="absolute inset-0 grid place-items-center text-sm text-ink-700">
          Loading the map…
        </p>
      )}
      <div ref={box} className="size-full" />
      {movedTo ? (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <button
            type="button"
            onClick={() => {
              navigate(withArea(`${window.location.pathname}${window.location.search}`, movedTo));
              setMovedTo(null);
            }}
            className={`pointer-events-auto shadow-card ${buttonClass("primary", "medium")}`}
          >
            Search this area
          </button>
        </div>
      ) : null}
      {selected ? (
        <div className="absolute inset-x-3 bottom-3 z-[1000] flex items-center gap-3 rounded-2xl bg-white p-3 shadow-card">
          <div className="min-w-0 flex-1">
            <Link
              href={selected.href}
              className="line-clamp-2 font-semibold text-ink-900 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-gold-600"
            >
              {selected.title}
            </Link>
            <p className="text-sm text-ink-700">{selected.price}</p>
          </div>
          <button
            type="button"
            onClick={() => onSelect(null)}
            aria-label={`Close ${selected.title}`}
            className="grid size-11 shrink-0 place-items-center rounded-full text-ink-700 hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-gold-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 stroke-current"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="m5 5 10 10M15 5 5 15" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
