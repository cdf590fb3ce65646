import type { LatLon } from "@tablewise/domain/contract/common";

const earthRadiusM = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

// Great-circle (haversine) distance in metres.
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}
