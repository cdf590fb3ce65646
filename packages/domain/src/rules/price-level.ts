// SPEC §3/§9: price_level is a string of dollar signs; its length is the level, up to 4.
export const maxPriceLevel = 4;
export function priceLevel(value: string | null | undefined): number {
  return Math.min((value ?? "").replace(/[^$]/g, "").length, maxPriceLevel);
}
