import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { useDesktopBlock } from "../features/desktop-blocker/use-desktop-block";
import { loadNamespaces } from "../i18n/setup";
import { useIsOffline } from "../lib/online-status";
import { routeHandleOf } from "./route-handle";
import { scrollKey } from "./scroll-keys";

// Phones never see the blocker, so its code loads only on a desktop screen.
const DesktopBlocker = lazy(() =>
  import("../features/desktop-blocker/desktop-blocker").then((m) => ({ default: m.DesktopBlocker })),
);

// The offline banner's code and words load only when the guest loses the connection (the service
// worker has them precached, so they load without a network too).
const OfflineBanner = lazy(() =>
  Promise.all([import("./offline/offline-banner"), loadNamespaces(["offline"])]).then(([m]) => ({
    default: m.OfflineBanner,
  })),
);

// Every page renders through here: desktop screens get the blocker instead of the page (SPEC §1).
export function RootLayout() {
  const matches = useMatches();
  const isBlocked = useDesktopBlock();
  const isOffline = useIsOffline();
  const allowsDesktop = matches.some((m) => routeHandleOf(m)?.allowDesktop === true);
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      {isOffline && (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
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
