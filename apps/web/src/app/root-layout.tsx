import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { useDesktopBlock } from "../features/desktop-blocker/use-desktop-block";
import { routeHandleOf } from "./route-handle";
import { scrollKey } from "./scroll-keys";

// Phones never see the blocker, so its code loads only on a desktop screen.
const DesktopBlocker = lazy(() =>
  import("../features/desktop-blocker/desktop-blocker").then((m) => ({ default: m.DesktopBlocker })),
);

// Every page renders through here: desktop screens get the blocker instead of the page (SPEC §1).
export function RootLayout() {
  const matches = useMatches();
  const isBlocked = useDesktopBlock();
  const allowsDesktop = matches.some((m) => routeHandleOf(m)?.allowDesktop === true);
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      {isBlocked && !allowsDesktop ? (
        <Suspense fallback={null}>
          <DesktopBlocker />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </>
  );
}
