import type { AddressSearchResult, DeliveryAddress } from "@tablewise/domain/contract/address";
import type {
  EstimateTariffsData,
  EstimateTariffsQuery,
  SearchAddressesQuery,
} from "@tablewise/domain/contract/delivery";
import type { Venue } from "@tablewise/domain/contract/venue";
import { isInDeliveryZone } from "@tablewise/domain/rules/delivery-zone";
import { HttpError, notFound } from "../../http/errors";
import type { VenueRepository } from "../venue/index";
import type { Geocoder } from "./geocoder";

// SPEC §9 search results max 50.
export const maxAddressResults = 50;

export const outOfRange = () =>
  new HttpError(422, "validation_failed", "The address is out of the delivery range", {
    reason: "out_of_range",
  });

// SPEC §3 estimate type: pick one of the venue's tariffs, a delivery partner prices it (fee 0 here, SPEC
// §9), or nothing to pick (free, constant and conditional fees follow cost_type).
export function tariffEstimate(venue: Venue): EstimateTariffsData {
  const { delivery } = venue;
  if (delivery.cost_type !== "tariffed") return { tariffs: [], type: "free" };
  if (delivery.tariffication_mode === "partner") return { tariffs: [], type: "partner" };
  return { tariffs: delivery.tariffs, type: "tariff" };
}

// The server's own reading of an order's address: its point from the geocoder (never the guest's) and
// its reachability from the venue's delivery zone (never the guest's is_reachable).
export async function placeAddress(
  geocoder: Geocoder,
  venue: Venue,
  address: DeliveryAddress,
): Promise<DeliveryAddress> {
  const point = await geocoder.locate(address.street, address.house_number);
  if (!point)
    throw new HttpError(400, "bad_request", "Unknown address: pick the street and house from the search", {
      reason: "unknown_address",
    });
  return { ...address, lat: point.lat, lon: point.lon, is_reachable: isInDeliveryZone(point, venue) };
}

export function createDeliveryService(venues: VenueRepository, geocoder: Geocoder) {
  async function deliveringVenue(link: string): Promise<Venue> {
    const venue = await venues.findByLink(link);
    if (!venue) throw notFound("Venue");
    if (!venue.modes.delivery) throw new HttpError(404, "not_found", `Venue "${link}" does not deliver`);
    return venue;
  }

  return {
    // SPEC §7 GET /delivery/{cafe}/search-addresses: each result reachable or not (SPEC §5: only
    // reachable ones can be chosen).
    async searchAddresses(link: string, query: SearchAddressesQuery): Promise<AddressSearchResult[]> {
      const venue = await deliveringVenue(link);
      const found = await geocoder.search({
        text: query.search,
        language: query.language,
        near: venue.address_location,
        limit: maxAddressResults,
      });
      return found.map((r) => ({ ...r, is_reachable: isInDeliveryZone(r.location, venue) }));
    },

    // SPEC §7 GET /delivery/{cafe}/estimate-tariffs for a point in the zone.
    async estimateTariffs(link: string, query: EstimateTariffsQuery): Promise<EstimateTariffsData> {
      const venue = await deliveringVenue(link);
      if (!isInDeliveryZone({ lat: query.lat, lon: query.lon }, venue)) throw outOfRange();
      return tariffEstimate(venue);
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
