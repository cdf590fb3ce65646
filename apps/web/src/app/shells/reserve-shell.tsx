import { Outlet, useParams } from "react-router";
import { prepareReserveQuery } from "../../features/reserve/reserve-api";
import { ReserveProvider } from "../../features/reserve/reserve-provider";
import { GuestQueryProvider } from "../../lib/guest-query";
import { QueryShellFrame } from "./query-shell-frame";

// SPEC §2 reservation shell /{cafe_link}/reserve: the loader until prepare returns (SPEC §4: venue,
// currency, the service menu and country), then the reservation screens.
export function ReserveShell() {
  const { cafe_link = "" } = useParams();
  return (
    <GuestQueryProvider>
      <QueryShellFrame query={prepareReserveQuery(cafe_link)} errorSuffix={cafe_link}>
        {(data) => (
          <ReserveProvider link={cafe_link} data={data}>
            <Outlet />
          </ReserveProvider>
        )}
      </QueryShellFrame>
    </GuestQueryProvider>
  );
}
