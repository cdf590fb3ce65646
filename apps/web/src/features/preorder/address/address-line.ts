import type { DeliveryAddress } from "@tablewise/domain/contract/address";

// SPEC §2 delivery details: the address detail line shows the first three set of entrance, door,
// building, floor and flat, in that order.
export const detailLineFields = ["entrance", "door", "building", "floor", "flat"] as const;
export type DetailLineField = (typeof detailLineFields)[number];
export type DetailPart = { field: DetailLineField; value: string };

export function addressDetailParts(address: Partial<Pick<DeliveryAddress, DetailLineField>>): DetailPart[] {
  return detailLineFields
    .map((field) => ({ field, value: (address[field] ?? "").trim() }))
    .filter((part) => part.value !== "")
    .slice(0, 3);
}

// "Khreshchatyk St 22": the street as the guest knows it and the house number.
export function addressTitle(
  address: Pick<DeliveryAddress, "street" | "street_name" | "house_number">,
): string {
  return [address.street_name || address.street, address.house_number].filter(Boolean).join(" ");
}
