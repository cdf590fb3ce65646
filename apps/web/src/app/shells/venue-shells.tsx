import { useCallback } from "react";
import { useMatches, useParams } from "react-router";
import type { HomepageData } from "@tablewise/domain/contract/homepage";
import { RequestError } from "../../lib/api-client";
import { isPreorderMode, type PreorderMode } from "../../lib/route-paths";
import { writeVenueMode } from "../../lib/venue-cache";
import { getHomepage } from "../../features/venue/api/get-homepage";
import { ShellFrame } from "./shell-frame";

// Visitors use only the modes the venue has on (SPEC §6).
function offersMode(data: HomepageData, mode: PreorderMode): boolean {
  const { modes } = data.cafe;
  return mode === "delivery" ? modes.delivery : modes.preorder;
}

function useVenueShellLoad(link: string, mode: PreorderMode) {
  return useCallback(
    async (signal: AbortSignal) => {
      const data = await getHomepage(link, signal);
      if (!offersMode(data, mode)) throw new RequestError("not_found", `${link} has no ${mode} mode`, 404);
      // Entering a mode's shell is the guest's choice of mode for this venue (SPEC §3 local storage).
      writeVenueMode(link, { mode });
      return data;
    },
    [link, mode],
  );
}

// /{cafe_link}/delivery and /{cafe_link}/takeaway share this shell; the route handle carries the mode.
export function PreorderShell() {
  const { cafe_link = "" } = useParams();
  const matches = useMatches();
  const handleMode = matches
    .map((m) => (m.handle as { mode?: string } | undefined)?.mode)
    .find(isPreorderMode);
  const mode: PreorderMode = handleMode ?? "delivery";
  const load = useVenueShellLoad(cafe_link, mode);
  return <ShellFrame loadKey={`${mode}:${cafe_link}`} load={load} />;
}
