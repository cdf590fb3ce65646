import { useCallback } from "react";
import { useMatches, useParams } from "react-router";
import { readCartId, writeCartId } from "../../features/session/cart-id-store";
import { preparePreview, preparePreviewQuery } from "../../features/session/prepare-preview";
import type { PreviewPrepareData } from "@tablewise/domain/contract/preview";
import { SessionNavbar } from "../../features/session/session-navbar";
import { SessionProvider } from "../../features/session/session-provider";
import { usePreloadOpeningMenu } from "../../features/session/use-preload-opening-menu";
import { GuestQueryProvider } from "../../lib/guest-query";
import { writeVenueMode } from "../../lib/venue-cache";
import { routeHandleOf } from "../route-handle";
import { KeepAliveOutlet } from "./keep-alive-outlet";
import { QueryShellFrame } from "./query-shell-frame";
import "./ordering-shell.css";

// SPEC §2 preview shell /{cafe_link}/preview: browse-only (SPEC §4: it can never place an order). The
// guest's cart is kept per venue so a venue with a real inside can take it to the table.
export function PreviewShell() {
  const { cafe_link = "" } = useParams();
  const preloadOpeningMenu = usePreloadOpeningMenu();
  const onLoaded = useCallback(
    (data: PreviewPrepareData) => {
      preloadOpeningMenu(data.menus);
      writeCartId(cafe_link, "preview", data.cart._id);
      // Entering the shell is the guest's choice of mode for this venue (SPEC §3 local storage).
      writeVenueMode(cafe_link, { mode: "preview" });
    },
    [cafe_link, preloadOpeningMenu],
  );
  // The menus again after a stop list change, with the cart kept for this venue; the answer is stored
  // as on the first load.
  const reload = useCallback(
    async (signal: AbortSignal) => {
      const data = await preparePreview(cafe_link, readCartId(cafe_link, "preview"), signal);
      onLoaded(data);
      return data;
    },
    [cafe_link, onLoaded],
  );
  const query = preparePreviewQuery(cafe_link, () => readCartId(cafe_link, "preview"));
  return (
    <GuestQueryProvider>
      <QueryShellFrame query={query} onLoaded={onLoaded} errorSuffix={cafe_link}>
        {(data) => (
          <SessionProvider mode="preview" data={data} reload={reload}>
            <OrderingLayout />
          </SessionProvider>
        )}
      </QueryShellFrame>
    </GuestQueryProvider>
  );
}

// The routed screen, plus the bottom navbar on the screens that belong to one of its tabs.
export function OrderingLayout() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const tab = leaf ? routeHandleOf(leaf)?.navbarTab : undefined;
  return (
    <div className={tab ? "ordering-shell ordering-shell--navbar" : "ordering-shell"}>
      <KeepAliveOutlet />
      {tab && <SessionNavbar active={tab} />}
    </div>
  );
}
