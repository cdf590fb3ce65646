import { redirect, type LoaderFunctionArgs } from "react-router";
import { getHomepage } from "../features/venue/api/get-homepage";
import { resolveVenueMode } from "../features/venue/hooks/use-venue-mode";
import { sessionPaths, type SessionPaths } from "../features/session/session-paths";
import { buildPath } from "../lib/route-paths";
import { readVenueMode } from "../lib/venue-cache";

// SPEC §2 lists /{cafe_link}/menu, /menu/{menu_id}, /menu/{menu_id}/{product_id} and /cart beside the
// mode shells. They carry no mode, so they lead to the same screen in the venue's chosen mode (stored,
// or chosen by the SPEC §2 rule); a venue without online modes leads home.
export type RedirectTarget = (paths: SessionPaths, params: Record<string, string>) => string;

export function venueModeRedirect(target: RedirectTarget) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const link = params.cafe_link ?? "";
    const { cafe } = await getHomepage(link, request.signal);
    const mode = resolveVenueMode(readVenueMode(link), cafe.modes);
    if (!mode) return redirect(buildPath("home", { cafe_link: link }));
    const paths = sessionPaths(mode.mode, link, mode.mode === "inside" ? mode.inside_code : undefined);
    return redirect(target(paths, params as Record<string, string>));
  };
}
