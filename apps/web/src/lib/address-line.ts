import type { DeliveryAddress } from "@tablewise/domain/contract/address";

// SPEC §2 delivery details: the address detail line shows the first three set of entrance, door,
// building, floor and flat, in that order. The guest's screens and the venue's delivery ticket read the
// same words ("Entrance 3 · Floor 5 · Flat 41"), so both format it here with their own translations.
export const detailLineFields = ["entrance", "door", "building", "floor", "flat"] as const;
export type DetailLineField = (typeof detailLineFields)[number];
export type DetailPart = { field: DetailLineField; value: string };

// `limit`: the guest's line keeps three (SPEC §2); the courier's ticket shows every part set.
export function addressDetailParts(
  address: Partial<Pick<DeliveryAddress, DetailLineField>>,
  limit = 3,
): DetailPart[] {
  return detailLineFields
    .map((field) => ({ field, value: (address[field] ?? "").trim() }))
    .filter((part) => part.value !== "")
    .slice(0, limit);
}

// Each part named by its label ("Entrance 3"), joined with a middle dot.
export function formatAddressDetails(
  parts: readonly DetailPart[],
  label: (field: DetailLineField, value: string) => string,
): string {
  return parts.map((p) => label(p.field, p.value)).join(" · ");
}

// "Khreshchatyk St 22": the street as the guest knows it and the house number.
export function addressTitle(
  address: Pick<DeliveryAddress, "street" | "street_name" | "house_number">,
): string {
  return [address.street_name || address.street, address.house_number].filter(Boolean).join(" ");
}
