import type { Venue } from "@tablewise/domain/contract/venue";
import { HttpError } from "./errors";
import type { GeoTokens } from "../security/geo-token";

// SPEC §5: eat-in with geolocation_mode general needs a geo token before ordering.
export function requireGeoToken(
  tokens: GeoTokens,
  venue: Venue,
  tableCode: string,
  token: string | null | undefined,
  now: Date,
) {
  if (venue.geolocation_mode !== "general") return;
  if (!tokens.isValid(token, { venueId: venue._id, tableCode }, now))
    throw new HttpError(
      403,
      "forbidden",
      "Verify your location at the venue first (geolocation token missing or expired)",
    );
}
