import { useEffect, useRef, useState } from "react";
import { getAppConfig } from "../../lib/app-config";
import { Icon } from "../../ui/icon";
import "./venue-map.css";

type VenueMapProps = { lat: number; lon: number; zoom?: number; fallbackText: string };

// SPEC §2 address map (zoom 16). Leaflet loads when the map nears the viewport; without tiles or
// Leaflet the block shows a drawn fallback, so the page stays whole.
export function VenueMap({ lat, lon, zoom = 16, fallbackText }: VenueMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"idle" | "ready" | "failed">("idle");
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    let mounted: { remove: () => void } | null = null;
    const fail = () => live && setStatus("failed");
    const start = () => {
      Promise.all([import("./leaflet-map"), getAppConfig()])
        .then(([leaflet, config]) => {
          if (!live) return;
          mounted = leaflet.mountMap(element, {
            lat,
            lon,
            zoom,
            tileUrl: config.tile_url,
            onTileError: fail,
          });
          setStatus((s) => (s === "failed" ? s : "ready"));
        })
        .catch(fail);
    };
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              observer?.disconnect();
              start();
            },
            { rootMargin: "100px" },
          );
    if (observer) observer.observe(element);
    else start();
    return () => {
      live = false;
      observer?.disconnect();
      mounted?.remove();
    };
  }, [lat, lon, zoom]);

  return (
    <div className="venue-map" data-status={status} data-testid="venue-map">
      <div ref={ref} className="venue-map__canvas" />
      {status !== "ready" && (
        <div className="venue-map__fallback" data-testid={status === "failed" ? "map-fallback" : undefined}>
          <span className="venue-map__pin" aria-hidden="true">
            <Icon name="pin" size={28} />
          </span>
          {status === "failed" && <p className="venue-map__note">{fallbackText}</p>}
        </div>
      )}
    </div>
  );
}
