import type { LatLon } from "../contract/common";
import type { Venue } from "../contract/venue";

const earthRadiusM = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

// Great-circle (haversine) distance in metres: the delivery zone, the address index and the table's
// geolocation check (SPEC §2 geo-verification) all measure with it.
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// SPEC §3 Delivery address is_reachable: inside the venue's delivery zone, a circle of delivery.radius_m
// around address_location (the edge counts as inside).
export function isInDeliveryZone(
  point: LatLon,
  venue: Pick<Venue, "address_location"> & { delivery: Pick<Venue["delivery"], "radius_m"> },
): boolean {
  return distanceMeters(point, venue.address_location) <= venue.delivery.radius_m;
}
