"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/use-hydrated";
import type { MapTiles } from "@/lib/map-tiles";
import type { BoundingBox } from "@/lib/schemas/catalog";
import type { MapMarker } from "./map-marker";
import { ResultsMap } from "./results-map";

interface MapAndListProps {
  tiles: MapTiles;
  markers: MapMarker[];
  /** The area the results were searched in (the page's `bbox`), if any. */
  area?: BoundingBox;
  /** The results: each card carries `data-listing-id` (ListingCard, SearchResult). */
  children: ReactNode;
}

const ACTIVE = "data-map-active";

function listingIdAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest<HTMLElement>("[data-listing-id]")?.dataset.listingId ?? null;
}

/**
 * The results beside their map on a wide screen, and on a phone one or the other with a
 * "Show map" / "Show list" button. A card hovered or focused lights up its marker, and a
 * marker hovered, focused or chosen lights up its card.
 */
export function MapAndList({ tiles, markers, area, children }: MapAndListProps) {
  const hydrated = useHydrated();
  const [view, setView] = useState<"list" | "map">("list");
  const [activeId, setActiveId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const lit = activeId ?? selectedId;
  useEffect(() => {
    for (const card of list.current?.querySelectorAll<HTMLElement>(`[${ACTIVE}]`) ?? []) {
      if (card.dataset.listingId !== lit) card.removeAttribute(ACTIVE);
    }
    if (lit) {
      list.current
        ?.querySelector<HTMLElement>(`[data-listing-id="${CSS.escape(lit)}"]`)
        ?.setAttribute(ACTIVE, "");
    }
  }, [lit]);

  const select = (id: string | null) => {
    setSelectedId(id);
    if (!id) return;
    list.current
      ?.querySelector<HTMLElement>(`[data-listing-id="${CSS.escape(id)}"]`)
      ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };

  // The cards are the server's HTML: their hover and focus are followed from around them.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const follow = (event: Event) => setActiveId(listingIdAt(event.target));
    const leave = () => setActiveId(null);
    element.addEventListener("pointerover", follow);
    element.addEventListener("focusin", follow);
    element.addEventListener("pointerleave", leave);
    element.addEventListener("focusout", leave);
    return () => {
      element.removeEventListener("pointerover", follow);
      element.removeEventListener("focusin", follow);
      element.removeEventListener("pointerleave", leave);
      element.removeEventListener("focusout", leave);
    };
  }, []);

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(20rem,42%)] lg:items-start lg:gap-6">
      <div ref={list} className={view === "map" ? "max-lg:hidden" : undefined}>
        {children}
      </div>
      <section
        aria-label="Map of these results"
        className={`${view === "list" ? "max-lg:hidden" : ""} h-[calc(100dvh-11rem)] min-h-80 lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]`}
      >
        <ResultsMap
          tiles={tiles}
          markers={markers}
          area={area}
          activeId={activeId}
          onActivate={setActiveId}
          selectedId={selectedId}
          onSelect={select}
        />
      </section>
      <div className="pointer-events-none sticky bottom-5 z-[1001] mt-6 flex justify-center lg:hidden">
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => setView(view === "list" ? "map" : "list")}
          className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold text-white shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 disabled:opacity-70"
        >
          {view === "list" ? "Show map" : "Show list"}
        </button>
      </div>
    </div>
  );
}
