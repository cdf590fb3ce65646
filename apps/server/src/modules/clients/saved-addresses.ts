import type { DeliveryAddress, SavedAddress } from "@tablewise/domain/contract/address";

// A client keeps their last few addresses, newest first (SPEC §3: the first one becomes the delivery
// address next time).
export const maxSavedAddresses = 10;

const norm = (v: string | undefined) => (v ?? "").trim().toLocaleLowerCase();
const sameAddress = (a: DeliveryAddress, b: DeliveryAddress) =>
  (["street", "house_number", "place_type", "building", "entrance", "flat"] as const).every(
    (k) => norm(a[k]) === norm(b[k]),
  );

// The address goes first; an equal one saved before is replaced by it, keeping its type.
export function saveAddress(list: readonly SavedAddress[], address: DeliveryAddress): SavedAddress[] {
  const previous = list.find((s) => sameAddress(s, address));
  const saved: SavedAddress = { ...address, type: previous?.type ?? "other" };
  return [saved, ...list.filter((s) => s !== previous)].slice(0, maxSavedAddresses);
}
