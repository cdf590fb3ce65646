import { insidePrepareDataSchema } from "@tablewise/domain/contract/inside";
import type { VenueSnapshot } from "../venue/index";
import { splicePrepareBody } from "../venue/index";

// The parts of the inside prepare that are not cached in the venue snapshot, checked with the contract.
const restSchema = insidePrepareDataSchema.pick({
  inside: true,
  cart: true,
  redirectToPreview: true,
  link: true,
  sourceInside: true,
  tips: true,
  active_order: true,
  waiter_call: true,
});

// SPEC §7 GET /inside/{code}/prepare body. Like the preview prepare, the cafe, menus, currency and country
// are spliced from the snapshot's pre-serialised pieces (DESIGN.md §5), the rest serialised here.
export function renderInsidePrepare(snapshot: VenueSnapshot, now: Date, rest: unknown): Buffer {
  const checked = restSchema.safeParse(rest);
  if (!checked.success)
    throw new Error(`inside prepare does not match the contract: ${checked.error.message}`);
  return splicePrepareBody(snapshot, snapshot.cafeAt(now).json, checked.data);
}
