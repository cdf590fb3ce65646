import { useCallback } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import type { InsidePrepareData } from "@tablewise/domain/contract/inside";
import { prepareInside, prepareInsideQuery } from "../../features/session/prepare-inside";
import { InsideProvider } from "../../features/inside/inside-provider";
import { writeTableLabel } from "../../features/inside/table-label-store";
import { readCartId, writeCartId } from "../../features/session/cart-id-store";
import { SessionProvider } from "../../features/session/session-provider";
import { usePreloadOpeningMenu } from "../../features/session/use-preload-opening-menu";
import { GuestQueryProvider } from "../../lib/guest-query";
import { buildPath } from "../../lib/route-paths";
import { writeVenueMode } from "../../lib/venue-cache";
import { OrderingLayout } from "./preview-shell";
import { QueryShellFrame } from "./query-shell-frame";
import "./ordering-shell.css";

// SPEC §2 eat-in shell /inside/{inside_code}: the table's venue, menus, cart and current order. The cart
// comes from the cart_id query (a cart carried over from preview) or the one kept for this table.
export function InsideShell() {
  const { inside_code = "" } = useParams();
  const [search] = useSearchParams();
  const queryCartId = search.get("cart_id");
  const preloadOpeningMenu = usePreloadOpeningMenu();
  const onLoaded = useCallback(
    (data: InsidePrepareData) => {
      preloadOpeningMenu(data.menus);
      writeCartId(inside_code, "inside", data.cart._id);
      if (!data.redirectToPreview) writeVenueMode(data.link, { mode: "inside", inside_code });
      if (!data.redirectToPreview) writeTableLabel(data.link, data.inside);
    },
    [inside_code, preloadOpeningMenu],
  );
  // The menus again after a stop list change, with the cart this table keeps now (the
  // query's cart was copied into it on the first load; copying it again would fork the cart).
  const reload = useCallback(
    (signal: AbortSignal) => prepareInside(inside_code, readCartId(inside_code, "inside"), signal),
    [inside_code],
  );
  const query = prepareInsideQuery(inside_code, () => queryCartId ?? readCartId(inside_code, "inside"));
  return (
    <GuestQueryProvider>
      <QueryShellFrame query={query} onLoaded={onLoaded} errorSuffix={inside_code}>
        {(data) =>
          // A venue without real eat-in shows its menu in preview (SPEC §3 has_real_inside).
          data.redirectToPreview ? (
            <Navigate to={buildPath("preview_lobby", { cafe_link: data.link })} replace />
          ) : (
            <SessionProvider mode="inside" data={data} insideCode={inside_code} reload={reload}>
              <InsideProvider code={inside_code} data={data}>
                <OrderingLayout />
              </InsideProvider>
            </SessionProvider>
          )
        }
      </QueryShellFrame>
    </GuestQueryProvider>
  );
}
