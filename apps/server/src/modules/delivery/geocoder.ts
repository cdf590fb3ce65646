import type { LatLon } from "@tablewise/domain/contract/common";

// Address search behind SPEC §7 search-addresses (DESIGN.md §1: a local index shipped with the demo
// data by default, a geocoding service plugged in here in production).
export type GeocodedAddress = {
  street: string; // the street's full name, as the guest picks it and sends it back with the order
  street_name: string; // its short form, for display
  house_number: string; // "" for a street as a whole
  city: string;
  country: string;
  location: LatLon;
};

export type GeocodeQuery = {
  text: string; // "Khreshchatyk", "Khreshchatyk St 22", "вул. Хрещатик, 22"
  language: string; // UI language of the names in the answer
  near: LatLon; // a street as a whole is placed at its point nearest to this one (the venue)
  limit: number;
};

export type Geocoder = {
  search: (query: GeocodeQuery) => Promise<GeocodedAddress[]>;
  // The point of one house, named by a street and number a search gave (in any language); null when the
  // geocoder does not know it. The server places an order's address by it, never by the guest's point.
  locate: (street: string, houseNumber: string) => Promise<LatLon | null>;
};
