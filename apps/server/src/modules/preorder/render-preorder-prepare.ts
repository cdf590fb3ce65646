import { preorderPrepareDataSchema } from "@tablewise/domain/contract/preorder";
import type { VenueSnapshot } from "../venue/index";
import { splicePrepareBody } from "../venue/index";

// The parts of the preorder prepare that are not cached in the venue snapshot, checked with the contract.
const restSchema = preorderPrepareDataSchema.pick({
  cart: true,
  timeslots: true,
  close_rule: true,
  returnToGeneralLink: true,
});

// SPEC §7 GET /preorder/{cafe}/prepare/{mode} body: cafe, menus, currency and country spliced from the
// snapshot's pre-serialised pieces (DESIGN.md §5), like the preview and inside prepares.
export function renderPreorderPrepare(snapshot: VenueSnapshot, now: Date, rest: unknown): Buffer {
  const checked = restSchema.safeParse(rest);
  if (!checked.success)
    throw new Error(`preorder prepare does not match the contract: ${checked.error.message}`);
  return splicePrepareBody(snapshot, snapshot.cafeAt(now).json, checked.data);
}
