import { useCallback } from "react";
import { useMatches, useParams } from "react-router";
import { readCartId, writeCartId } from "../../features/session/cart-id-store";
import { preparePreview } from "../../features/session/prepare-preview";
import { SessionNavbar } from "../../features/session/session-navbar";
import { SessionProvider } from "../../features/session/session-provider";
import { usePreloadOpeningMenu } from "../../features/session/use-preload-opening-menu";
import { GuestQueryProvider } from "../../lib/guest-query";
import { writeVenueMode } from "../../lib/venue-cache";
import { routeHandleOf } from "../route-handle";
import { KeepAliveOutlet } from "./keep-alive-outlet";
import { ShellFrame } from "./shell-frame";
import "./ordering-shell.css";

// SPEC §2 preview shell /{cafe_link}/preview: browse-only (SPEC §4: it can never place an order). The
// guest's cart is kept per venue so a venue with a real inside can take it to the table.
export function PreviewShell() {
  const { cafe_link = "" } = useParams();
  const preloadOpeningMenu = usePreloadOpeningMenu();
  const load = useCallback(
    async (signal: AbortSignal) => {
      const data = await preparePreview(cafe_link, readCartId(cafe_link, "preview"), signal);
      preloadOpeningMenu(data.menus);
      writeCartId(cafe_link, "preview", data.cart._id);
      // Entering the shell is the guest's choice of mode for this venue (SPEC §3 local storage).
      writeVenueMode(cafe_link, { mode: "preview" });
      return data;
    },
    [cafe_link, preloadOpeningMenu],
  );
  return (
    <ShellFrame loadKey={`preview:${cafe_link}`} load={load} errorSuffix={cafe_link}>
      {(data) => (
        <GuestQueryProvider>
          <SessionProvider mode="preview" data={data} reload={load}>
            <OrderingLayout />
          </SessionProvider>
        </GuestQueryProvider>
      )}
    </ShellFrame>
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
