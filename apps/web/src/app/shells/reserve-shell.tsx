import { useCallback } from "react";
import { Outlet, useParams } from "react-router";
import { prepareReserve } from "../../features/reserve/reserve-api";
import { ReserveProvider } from "../../features/reserve/reserve-provider";
import { GuestQueryProvider } from "../../lib/guest-query";
import { ShellFrame } from "./shell-frame";

// SPEC §2 reservation shell /{cafe_link}/reserve: the loader until prepare returns (SPEC §4: venue,
// currency, the service menu and country), then the reservation screens.
export function ReserveShell() {
  const { cafe_link = "" } = useParams();
  const load = useCallback((signal: AbortSignal) => prepareReserve(cafe_link, signal), [cafe_link]);
  return (
    <ShellFrame loadKey={`reserve:${cafe_link}`} load={load} errorSuffix={cafe_link}>
      {(data) => (
        <GuestQueryProvider>
          <ReserveProvider link={cafe_link} data={data}>
            <Outlet />
          </ReserveProvider>
        </GuestQueryProvider>
      )}
    </ShellFrame>
  );
}
