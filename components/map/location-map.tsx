import type { LocationMapOptions } from "./leaflet-map";
import { LocationMapMount } from "./location-map-mount";

/**
 * A listing's location on a map. The box and its placeholder are rendered here, on the server;
 * Leaflet is loaded once the map scrolls into view (location-map-mount.tsx).
 */
export function LocationMap(options: LocationMapOptions) {
  return (
    <div className="relative mt-5 h-72 overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 sm:h-80">
      <LocationMapMount
        {...options}
        placeholder={
          <p className="absolute inset-0 grid place-items-center text-sm text-ink-700">
            Loading the map…
          </p>
        }
      />
    </div>
  );
}
