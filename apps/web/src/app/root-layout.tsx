import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { DesktopBlocker } from "../features/desktop-blocker/desktop-blocker";
import { useDesktopBlock } from "../features/desktop-blocker/use-desktop-block";
import { routeHandleOf } from "./route-handle";
import { scrollKey } from "./scroll-keys";

// Every page renders through here: desktop screens get the blocker instead of the page (SPEC §1).
export function RootLayout() {
  const matches = useMatches();
  const isBlocked = useDesktopBlock();
  const allowsDesktop = matches.some((m) => routeHandleOf(m)?.allowDesktop === true);
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      {isBlocked && !allowsDesktop ? <DesktopBlocker /> : <Outlet />}
    </>
  );
}
