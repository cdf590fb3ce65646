import { queryOptions } from "@tanstack/react-query";
import { guestKeys } from "../../../lib/guest-query";
import { readVenueCache } from "../../../lib/venue-cache";
import { getHomepage } from "./get-homepage";

// The venue's home data as a query, for what loads after the home page (the mode-less redirects today).
// The one seam between the two idioms (decision 017, option 2): the home page itself loads without
// TanStack Query (use-homepage.ts, its first chunks stay small) and writes each answer to the venue cache;
// this query starts from that entry, so a reader shows the known venue at once (SPEC §4). The entry's age
// is not read (that would grow the home page's venue-cache module): it counts as stale, and a reader
// that needs the venue fresh (the redirects) refetches it.
export const homepageQuery = (link: string) =>
  queryOptions({
    queryKey: guestKeys.homepage(link),
    queryFn: ({ signal }) => getHomepage(link, signal),
    initialData: () => readVenueCache(link) ?? undefined,
    initialDataUpdatedAt: 0,
  });
