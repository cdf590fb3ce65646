import { buildPath } from "@tablewise/domain/contract/call";
import { dayCloseOutCall, type DayCloseOutBody } from "@tablewise/domain/contract/day";
import { consoleRequest } from "../../lib/console-api";

// The manager's close-out of a venue day; the server answers the new version.
export const postCloseOut = (venueId: string, body: DayCloseOutBody) =>
  consoleRequest(buildPath(dayCloseOutCall.path, { venueId }), dayCloseOutCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.close_out);

export const closeOutCsvUrl = (venueId: string, date: string) =>
  `${buildPath(dayCloseOutCall.path, { venueId })}.csv?date=${encodeURIComponent(date)}`;
