import { queryOptions } from "@tanstack/react-query";
import { guestKeys } from "../../../lib/guest-query";
import { readVenueCacheEntry } from "../../../lib/venue-cache";
import { getHomepage } from "./get-homepage";

// The venue's home data as a query, for what loads after the home page (the mode-less redirects today).
// The one seam between the two idioms (decision 017, option 2): the home page itself loads without
// TanStack Query (use-homepage.ts, its first chunks stay small) and writes each answer to the venue cache;
// this query starts from that entry, dated when it was saved, so a reader shows the known venue at once
// (SPEC §4) and refreshes it as any stale entry.
export const homepageQuery = (link: string) =>
  queryOptions({
    queryKey: guestKeys.homepage(link),
    queryFn: ({ signal }) => getHomepage(link, signal),
    initialData: () => readVenueCacheEntry(link)?.data,
    initialDataUpdatedAt: () => readVenueCacheEntry(link)?.saved_at,
  });
