import { useCallback } from "react";
import { Navigate, useMatches, useParams } from "react-router";
import { loadChunk } from "../../lib/load-chunk";
import { buildPath, isPreorderMode, type PreorderMode } from "../../lib/route-paths";
import { readCartId } from "../../features/session/cart-id-store";
import { usePreloadOpeningMenu } from "../../features/session/use-preload-opening-menu";
import { preorderPreparePath } from "../../features/preorder/preorder-prepare-path";
import { loadNamespaces } from "../../i18n/setup";
import { prefetch } from "../../lib/prefetch";
import { ShellFrame } from "./shell-frame";

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
  const preloadOpeningMenu = usePreloadOpeningMenu();
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
      preloadOpeningMenu(data.menus);
      return { data, mode, View: view.PreorderShellView, Layout: layout.OrderingLayout };
    },
    [cafe_link, mode, preloadOpeningMenu],
  );
  // Switching delivery <-> takeaway of one venue keeps the screen up while the other mode's
  // prepare call runs (no loader, no 1.3 s minimum: the guest already waited for this venue once); the
  // session then restarts in the new mode (keyed by it) on the same page. Another venue starts afresh.
  return (
    <ShellFrame
      key={cafe_link}
      loadKey={`${mode}:${cafe_link}`}
      load={load}
      errorSuffix={cafe_link}
      keepWhileReloading
    >
      {({ data, mode: loadedMode, View, Layout }) =>
        data.returnToGeneralLink ? (
          <Navigate to={buildPath("home", { cafe_link })} replace />
        ) : (
          <View key={loadedMode} mode={loadedMode} data={data}>
            <Layout />
          </View>
        )
      }
    </ShellFrame>
  );
}
