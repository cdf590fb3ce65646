import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./leaflet-map.css";

export type MountedMap = { remove: () => void };
type MapOptions = { lat: number; lon: number; zoom: number; tileUrl: string; onTileError: () => void };

// A still map (no dragging or zoom, like the spec's static map) with one pin. Loaded lazily: Leaflet
// and its CSS stay out of the home page's first bytes.
export function mountMap(element: HTMLElement, options: MapOptions): MountedMap {
  const map = L.map(element, {
    center: [options.lat, options.lon],
    zoom: options.zoom,
    zoomControl: false,
    attributionControl: false,
    dragging: false,
    touchZoom: false,
    scrollWheelZoom: false,
    doubleClickZoom: false,
    boxZoom: false,
    keyboard: false,
  });
  L.control.attribution({ prefix: false, position: "bottomright" }).addTo(map);
  const tiles = L.tileLayer(options.tileUrl, {
    maxZoom: 19,
    attribution:
      '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>',
  });
  tiles.once("tileerror", options.onTileError);
  tiles.addTo(map);
  const icon = L.divIcon({
    className: "map-pin",
    html: "<span></span>",
    iconSize: [36, 44],
    iconAnchor: [18, 44],
  });
  L.marker([options.lat, options.lon], { icon, interactive: false, keyboard: false }).addTo(map);
  return { remove: () => map.remove() };
}
