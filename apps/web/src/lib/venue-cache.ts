import { z } from "zod";
import { homepageDataSchema, type HomepageData } from "@tablewise/domain/contract/homepage";
import { readJson, removeKey, writeJson } from "./storage";

// SPEC §3/§4: per-venue cache (id and data) so a known venue shows at once and is refreshed.
const cacheKey = (link: string) => `venue_cache:${link}`;
const entrySchema = z.object({ id: z.string(), saved_at: z.number(), data: homepageDataSchema });

export function readVenueCache(link: string): HomepageData | null {
  const parsed = entrySchema.safeParse(readJson(cacheKey(link)));
  // An entry written by an older contract no longer parses and is treated as absent.
  return parsed.success ? parsed.data.data : null;
}

export function writeVenueCache(link: string, data: HomepageData): void {
  writeJson(cacheKey(link), { id: data.cafe._id, saved_at: Date.now(), data });
}

export function clearVenueCache(link: string): void {
  removeKey(cacheKey(link));
}

// The chosen mode per venue (SPEC §2 automatic choice; the eat-in shell stores its table code).
export const storedModeSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.enum(["delivery", "takeaway", "preview"]) }),
  z.object({ mode: z.literal("inside"), inside_code: z.string().min(1) }),
]);
export type StoredMode = z.infer<typeof storedModeSchema>;
const modeKey = (link: string) => `venue_mode:${link}`;

export function readVenueMode(link: string): StoredMode | null {
  const parsed = storedModeSchema.safeParse(readJson(modeKey(link)));
  return parsed.success ? parsed.data : null;
}

export function writeVenueMode(link: string, mode: StoredMode): void {
  writeJson(modeKey(link), mode);
}

// The venue last opened, so pages without a venue in their URL (cookies) can lead back to it.
const lastVenueKey = "last_venue_link";
export function readLastVenue(): string | null {
  const value = readJson(lastVenueKey);
  return typeof value === "string" ? value : null;
}
export function writeLastVenue(link: string): void {
  writeJson(lastVenueKey, link);
}
