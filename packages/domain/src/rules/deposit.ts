import type { ReserveSettings } from "../contract/venue";
import { percentOf, toMinorUnits, type MinorUnits } from "./money";

// SPEC §9 reservation deposit.
export type DepositSettings = Pick<
  ReserveSettings,
  "deposit_enabled" | "deposit_type" | "deposit_value" | "deposit_percent"
>;

// full: the product (service) price; constant: deposit_value; percent: that percent of the price,
// rounded to 2 decimals. No deposit when deposits are off. The price and the result are minor units;
// deposit_value is the venue document's decimal, read into minor units here.
export function depositAmount(settings: DepositSettings, price: MinorUnits): MinorUnits {
  if (!settings.deposit_enabled) return 0;
  switch (settings.deposit_type) {
    case "full":
      return price;
    case "constant":
      return toMinorUnits(settings.deposit_value);
    case "percent":
      return percentOf(price, settings.deposit_percent);
  }
}

// SPEC §9: with a deposit of 0 the button confirms; otherwise it pays.
export function depositAction(amount: MinorUnits): "confirm" | "pay" {
  return amount > 0 ? "pay" : "confirm";
}
