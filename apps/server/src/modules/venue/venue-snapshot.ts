import { createHash } from "node:crypto";
import { z } from "zod";
import { countrySchema, currencySchema } from "@tablewise/domain/contract/common";
import { menuSchema, type Menu } from "@tablewise/domain/contract/menu";
import { venueSchema, type Venue } from "@tablewise/domain/contract/venue";
import { indexMenus, type MenuIndex } from "./menu-index";
import { withComputedSchedule } from "./venue.service";

// The cafe as the prepare calls send it, serialised, with a tag that changes only when its text does.
export type CafePiece = { json: Buffer; tag: string };

// One import of a venue, checked against the contract and serialised once (menu responses are
// cached pre-serialised). Prepare responses splice these pieces instead of serialising every product
// per request (DESIGN.md §5: about 1.5k against 6.5k requests a second). The big pieces are kept as UTF-8
// bytes: encoding 250 KB of text (demo-large) costs milliseconds per response, copying bytes does not.
export type VenueSnapshot = {
  version: string;
  venue: Venue;
  // Food menus by id, for pricing cart lines; a service menu is booked, never carted.
  index: MenuIndex;
  serviceMenuIds: ReadonlySet<string>;
  menusJson: Buffer;
  currencyJson: string;
  countryJson: string;
  cafeAt: (now: Date) => CafePiece;
};

const menusSchema = z.array(menuSchema);
const minuteMs = 60_000;

const contentTag = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

// A stored document failing the contract is our bug (the importer validated it): a plain Error, a 500.
function check<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`stored ${what} does not match the contract: ${result.error.message}`);
  return result.data;
}

// SPEC §3 today_schedule_computed and schedule_pairs depend on the clock. Every schedule boundary is a
// whole minute, so the cafe is computed once per minute (at the minute's start) and kept while the
// result stays the same text.
function cafeByMinute(venue: Venue): (now: Date) => CafePiece {
  let minute = Number.NaN;
  let text = "";
  let piece: CafePiece = { json: Buffer.alloc(0), tag: "" };
  return (now) => {
    const current = Math.floor(now.getTime() / minuteMs);
    if (current === minute) return piece;
    const cafe = check(venueSchema, withComputedSchedule(venue, new Date(current * minuteMs)), "venue");
    const json = JSON.stringify(cafe);
    if (json !== text) piece = { json: Buffer.from(json), tag: contentTag(json) };
    text = json;
    minute = current;
    return piece;
  };
}

export function buildVenueSnapshot(venue: Venue, menus: readonly Menu[], version: string): VenueSnapshot {
  const foodMenus = check(
    menusSchema,
    menus.filter((m) => m.kind === "food"),
    `menus of ${venue._id}`,
  );
  return {
    version,
    venue,
    index: indexMenus(foodMenus),
    serviceMenuIds: new Set(menus.filter((m) => m.kind === "service").map((m) => m._id)),
    menusJson: Buffer.from(JSON.stringify(foodMenus)),
    currencyJson: JSON.stringify(check(currencySchema, venue.currency, "currency")),
    countryJson: JSON.stringify(check(countrySchema, venue.country, "country")),
    cafeAt: cafeByMinute(venue),
  };
}
