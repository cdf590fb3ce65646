import { useCallback } from "react";
import { useNavigate } from "react-router";
import { buildPath } from "./route-paths";
import { readLastVenue } from "./venue-cache";

// Back within the app when there is history; a page opened straight from a link goes to `fallback`
// (its screen's parent) or the venue opened last, and with none of that it leaves like the browser's
// back button would.
export function useBack(fallback?: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const lastVenue = readLastVenue();
    if (index > 0) void navigate(-1);
    else if (fallback) void navigate(fallback, { replace: true });
    else if (lastVenue) void navigate(buildPath("home", { cafe_link: lastVenue }), { replace: true });
    else window.history.back();
  }, [navigate, fallback]);
}
