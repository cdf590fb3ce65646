import { useCallback } from "react";
import type { HomepageData } from "@tablewise/domain/contract/homepage";
import { isNotFound } from "../../../lib/api-client";
import { useAsyncLoad, type LoadState } from "../../../lib/use-async-load";
import { clearVenueCache, readVenueCache, writeVenueCache, writeLastVenue } from "../../../lib/venue-cache";
import { loaderMinimumMs } from "../../../ui/loader-progress";
import { getHomepage } from "../api/get-homepage";

// SPEC §4: a venue already stored shows at once and is refreshed in the background; a venue that no
// longer exists drops its cache and shows the not_found modal.
export function useHomepage(link: string): LoadState<HomepageData> {
  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        const data = await getHomepage(link, signal);
        writeVenueCache(link, data);
        writeLastVenue(link);
        return data;
      } catch (error) {
        if (isNotFound(error)) clearVenueCache(link);
        throw error;
      }
    },
    [link],
  );
  return useAsyncLoad(link, load, {
    minimumMs: loaderMinimumMs,
    initial: () => readVenueCache(link),
    isFatal: isNotFound,
  });
}
