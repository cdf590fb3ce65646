import { useCallback } from "react";
import { Navigate, useMatches, useParams } from "react-router";
import type { HomepageData } from "@tablewise/domain/contract/homepage";
import { RequestError } from "../../lib/api-client";
import { loadChunk } from "../../lib/load-chunk";
import { buildPath, isPreorderMode, type PreorderMode } from "../../lib/route-paths";
import { writeVenueMode } from "../../lib/venue-cache";
import { getHomepage } from "../../features/venue/api/get-homepage";
import { readCartId } from "../../features/session/cart-id-store";
import { preorderPreparePath } from "../../features/preorder/preorder-prepare-path";
import { loadNamespaces } from "../../i18n/setup";
import { prefetch } from "../../lib/prefetch";
import { ShellFrame } from "./shell-frame";

type ShellMode = PreorderMode | "reserve";

// Visitors use only the modes the venue has on (SPEC §6).
function offersMode(data: HomepageData, mode: ShellMode): boolean {
  const { modes } = data.cafe;
  if (mode === "delivery") return modes.delivery;
  if (mode === "takeaway") return modes.preorder;
  return true;
}

function useVenueShellLoad(link: string, mode: ShellMode) {
  return useCallback(
    async (signal: AbortSignal) => {
      const data = await getHomepage(link, signal);
      if (!offersMode(data, mode)) throw new RequestError("not_found", `${link} has no ${mode} mode`, 404);
      // Entering a mode's shell is the guest's choice of mode for this venue (SPEC §3 local storage).
      if (mode !== "reserve") writeVenueMode(link, { mode });
      return data;
    },
    [link, mode],
  );
}

export function ReserveShell() {
  const { cafe_link = "" } = useParams();
  const load = useVenueShellLoad(cafe_link, "reserve");
  return <ShellFrame loadKey={`reserve:${cafe_link}`} load={load} />;
}

// SPEC §2 /{cafe_link}/delivery and /{cafe_link}/takeaway share this shell; the route handle carries the
// mode. Its code, strings and the prepare call load together behind the loader; a mode the venue has
// off (returnToGeneralLink) goes back to the venue's page.
export function PreorderShell() {
  const { cafe_link = "" } = useParams();
  const matches = useMatches();
  const handleMode = matches
    .map((m) => (m.handle as { mode?: string } | undefined)?.mode)
    .find(isPreorderMode);
  const mode: PreorderMode = handleMode ?? "delivery";
  const load = useCallback(
    async (signal: AbortSignal) => {
      // The prepare call starts now, beside the shell's code; the api takes its response.
      prefetch(preorderPreparePath(cafe_link, mode, readCartId(cafe_link, mode)));
      const [view, layout] = await Promise.all([
        loadChunk(() => import("../../features/preorder/preorder-shell-view")),
        loadChunk(() => import("./preview-shell")),
        loadNamespaces(["preorder"]),
      ]);
      const data = await view.loadPreorderShell(cafe_link, mode, signal);
      return { data, View: view.PreorderShellView, Layout: layout.OrderingLayout };
    },
    [cafe_link, mode],
  );
  return (
    <ShellFrame loadKey={`${mode}:${cafe_link}`} load={load} errorSuffix={cafe_link}>
      {({ data, View, Layout }) =>
        data.returnToGeneralLink ? (
          <Navigate to={buildPath("home", { cafe_link })} replace />
        ) : (
          <View mode={mode} data={data}>
            <Layout />
          </View>
        )
      }
    </ShellFrame>
  );
}
