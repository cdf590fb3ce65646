import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Mode } from "@tablewise/domain/contract/common";
import type { SessionMode } from "@tablewise/domain/rules/menu-availability";
import { setTelemetryTarget, trackMilestone } from "./telemetry";

// Takeaway is a preorder without delivery in SPEC §7's modes.
export const telemetryMode = (mode: SessionMode | "reserve"): Mode =>
  mode === "takeaway" ? "preorder" : mode;

// Route milestones: a menu or the cart shown in a venue shell.
export function routeMilestone(pathname: string) {
  if (/\/menu(\/|$)/.test(pathname)) return "menu_opened" as const;
  if (/\/cart\/?$/.test(pathname)) return "cart_opened" as const;
  return null;
}

// Called by the shell that knows the venue and the mode (SessionProvider): starts or retargets the
// telemetry session and reports the route milestones.
export function useTelemetry(cafeId: string, mode: SessionMode | "reserve") {
  const { pathname } = useLocation();
  useEffect(() => setTelemetryTarget(cafeId, telemetryMode(mode)), [cafeId, mode]);
  useEffect(() => {
    const milestone = routeMilestone(pathname);
    if (milestone) trackMilestone(milestone);
  }, [pathname]);
}
