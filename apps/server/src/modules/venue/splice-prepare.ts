import type { VenueSnapshot } from "./venue-snapshot";

// SPEC §7 prepare bodies (preview, inside, delivery/takeaway): the cafe, currency, menus and country are
// spliced from the snapshot's pre-serialised pieces (DESIGN.md §5), then the call's own fields, already
// checked with the contract by the caller, are serialised here. `rest` holds at least one field.
export function splicePrepareBody(
  snapshot: VenueSnapshot,
  cafeJson: Buffer,
  rest: Record<string, unknown>,
): Buffer {
  const tail = JSON.stringify(rest).slice(1); // without its opening brace
  return Buffer.concat([
    Buffer.from('{"success":true,"data":{"cafe":'),
    cafeJson,
    Buffer.from(`,"currency":${snapshot.currencyJson},"menus":`),
    snapshot.menusJson,
    Buffer.from(`,"country":${snapshot.countryJson},`),
    Buffer.from(tail),
    Buffer.from("}"),
  ]);
}
