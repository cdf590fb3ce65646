import { readString, writeString } from "../../../lib/storage";

// The station a device shows (a tablet on the pass stays the pass's), per venue.
const keyOf = (venueId: string) => `kitchen_station_${venueId}`;
export const rememberedStation = (venueId: string) => readString(keyOf(venueId));
export const rememberStation = (venueId: string, stationId: string) => writeString(keyOf(venueId), stationId);
