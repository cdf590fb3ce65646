import { useEffect, useMemo } from "react";
import type { Modes } from "@tablewise/domain/contract/venue";
import { chooseDefaultMode, hasOnlineModes } from "@tablewise/domain/rules/venue-mode";
import { readVenueMode, writeVenueMode, type StoredMode } from "../../../lib/venue-cache";

// A stored mode stays valid only while the venue still offers it.
export function isModeAvailable(mode: StoredMode, modes: Modes): boolean {
  switch (mode.mode) {
    case "delivery":
      return modes.delivery;
    case "takeaway":
      return modes.preorder;
    case "preview":
      return modes.preview || modes.inside;
    case "inside":
      return modes.inside;
  }
}

// SPEC §2: with online modes and no chosen mode, choose delivery, then takeaway, then preview, and
// remember it (docs/decisions/003: the home page stays; the Menu tab opens that lobby).
export function resolveVenueMode(stored: StoredMode | null, modes: Modes): StoredMode | null {
  if (stored && isModeAvailable(stored, modes)) return stored;
  if (!hasOnlineModes(modes)) return null;
  const chosen = chooseDefaultMode(modes);
  return chosen ? { mode: chosen } : null;
}

export function useVenueMode(link: string, modes: Modes | null): StoredMode | null {
  // Resolved while rendering so the Menu tab never points at a stale lobby; stored after commit.
  const mode = useMemo(() => (modes ? resolveVenueMode(readVenueMode(link), modes) : null), [link, modes]);
  useEffect(() => {
    if (mode && JSON.stringify(mode) !== JSON.stringify(readVenueMode(link))) writeVenueMode(link, mode);
  }, [link, mode]);
  return mode;
}
