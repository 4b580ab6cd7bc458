// The map itself, drawn with Leaflet. Imported only with `import()` by the map components,
// once their box is on screen: pages without a map never load it, pages with one load it
// after their own content.

import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./map.css";
import type { MapTiles } from "@/lib/map-tiles";
import type { BoundingBox } from "@/lib/schemas/catalog";
import { type MapMarker, markerName } from "./map-marker";

/** Ghana, whole, for a map with nothing to show. */
const GHANA: L.LatLngBoundsExpression = [
  [4.7, -3.3],
  [11.2, 1.2],
];
const MAX_FIT_ZOOM = 14;

export interface ResultsMapOptions {
  tiles: MapTiles;
  markers: MapMarker[];
  /** The area the results were searched in: the map shows it rather than the markers. */
  area?: BoundingBox;
  /** A marker is hovered or focused (its id), or no longer is (null). */
  onActivate: (id: string | null) => void;
  /** A marker is clicked, or Enter or Space is pressed on it. */
  onSelect: (id: string) => void;
  /** The visitor has moved or zoomed the map: the area it shows now. */
  onMoved: (area: BoundingBox) => void;
}

export interface ResultsMapControl {
  /** Highlights the marker of this listing (none with null). */
  setActive(id: string | null): void;
  /** Redraws after the map's box changed size (a toggle showed it). */
  resize(): void;
  destroy(): void;
}

function baseMap(container: HTMLElement, tiles: MapTiles): L.Map {
  const map = L.map(container, { zoomSnap: 0.5, scrollWheelZoom: false });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  // A tile that cannot be fetched (offline, blocked) leaves the map's background: the
  // markers and the page go on working.
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  return map;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A price pill in a 44 px high box (the tap target), a focusable button named for the listing. */
function priceMarker(marker: MapMarker): L.Marker {
  const icon = L.divIcon({
    className: "map-price-marker",
    html: `<span class="map-price-pill">${escapeHtml(marker.price)}</span>`,
    iconSize: [96, 44],
    iconAnchor: [48, 22],
  });
  return L.marker([marker.latitude, marker.longitude], { icon, keyboard: true, riseOnHover: true });
}

function boundsOf(area: BoundingBox): L.LatLngBounds {
  return L.latLngBounds([area.south, area.west], [area.north, area.east]);
}

function areaOf(bounds: L.LatLngBounds): BoundingBox {
  return {
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  };
}

/** A map of search results: one price marker per listing, in step with the list beside it. */
export function createResultsMap(
  container: HTMLElement,
  { tiles, markers, area, onActivate, onSelect, onMoved }: ResultsMapOptions,
): ResultsMapControl {
  const map = baseMap(container, tiles);
  const byId = new Map<string, L.Marker>();

  // Moves the code makes (the first view, a resize) are not the visitor's.
  let moving = 0;
  const programmatic = (move: () => void) => {
    moving += 1;
    move();
    // A move that changes nothing fires no moveend: count it done after this turn anyway.
    setTimeout(() => {
      moving = Math.max(0, moving - 1);
    }, 0);
  };

  // The view first: Leaflet adds markers to a map only once it has one.
  programmatic(() => {
    if (area) map.fitBounds(boundsOf(area), { animate: false });
    else if (markers.length > 0) {
      const bounds = L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as L.LatLngTuple));
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: MAX_FIT_ZOOM, animate: false });
    } else map.fitBounds(GHANA, { animate: false });
  });

  for (const item of markers) {
    const marker = priceMarker(item).addTo(map);
    byId.set(item.id, marker);
    const element = marker.getElement();
    if (!element) continue;
    element.setAttribute("aria-label", markerName(item));
    element.dataset.listingId = item.id;
    marker.on("click", () => onSelect(item.id));
    element.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      onSelect(item.id);
    });
    for (const type of ["mouseenter", "focus"] as const) {
      element.addEventListener(type, () => onActivate(item.id));
    }
    for (const type of ["mouseleave", "blur"] as const) {
      element.addEventListener(type, () => onActivate(null));
    }
  }

  map.on("moveend", () => {
    if (moving === 0) onMoved(areaOf(map.getBounds()));
  });

  let active: string | null = null;
  return {
    setActive(id) {
      if (id === active) return;
      const previous = active ? byId.get(active) : undefined;
      previous?.getElement()?.classList.remove("is-active");
      previous?.setZIndexOffset(0);
      active = id;
      const next = id ? byId.get(id) : undefined;
      next?.getElement()?.classList.add("is-active");
      next?.setZIndexOffset(1000);
    },
    resize() {
      programmatic(() => map.invalidateSize({ pan: false }));
    },
    destroy() {
      map.remove();
    },
  };
}

export interface LocationMapOptions {
  tiles: MapTiles;
  latitude: number;
  longitude: number;
  /** The marker's accessible name: the listing and its place. */
  label: string;
}

/** A map of one listing's location: a pin at its latitude and longitude. */
export function createLocationMap(
  container: HTMLElement,
  { tiles, latitude, longitude, label }: LocationMapOptions,
): { destroy(): void } {
  const map = baseMap(container, tiles);
  map.setView([latitude, longitude], 14, { animate: false });
  const icon = L.divIcon({
    className: "map-location-marker",
    html: '<span class="map-location-pin"></span>',
    iconSize: [44, 44],
    iconAnchor: [22, 22],
  });
  const marker = L.marker([latitude, longitude], { icon, keyboard: false }).addTo(map);
  const element = marker.getElement();
  element?.setAttribute("role", "img");
  element?.setAttribute("aria-label", label);
  return { destroy: () => map.remove() };
}
