import { describe, expect, it } from "vitest";
import { distanceMeters, isInDeliveryZone } from "./delivery-zone";

const venue = { address_location: { lat: 50.4505, lon: 30.5093 }, delivery: { radius_m: 5000 } };

describe("delivery zone", () => {
  it("measures great-circle distance", () => {
    // One degree of latitude is about 111.2 km.
    expect(distanceMeters({ lat: 50, lon: 30 }, { lat: 51, lon: 30 })).toBeCloseTo(111_195, -2);
    expect(distanceMeters(venue.address_location, venue.address_location)).toBe(0);
    // 0.001 degree of latitude is about 111 m: close enough for a table's geolocation check.
    expect(distanceMeters({ lat: 50.4649, lon: 30.5158 }, { lat: 50.4659, lon: 30.5158 })).toBeCloseTo(
      111.2,
      0,
    );
  });
  it("reaches points within radius_m of the venue, edge included", () => {
    expect(isInDeliveryZone({ lat: 50.4475, lon: 30.5225 }, venue)).toBe(true); // Khreshchatyk, ~1 km
    expect(isInDeliveryZone({ lat: 50.5175, lon: 30.6035 }, venue)).toBe(false); // Troieshchyna, ~10 km
    const edge = { lat: venue.address_location.lat + 5000 / 111_195, lon: venue.address_location.lon };
    expect(isInDeliveryZone(edge, { ...venue, delivery: { radius_m: 5001 } })).toBe(true);
    expect(isInDeliveryZone(edge, { ...venue, delivery: { radius_m: 4999 } })).toBe(false);
  });
});
