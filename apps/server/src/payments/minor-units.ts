import type { MinorUnits } from "@tablewise/domain/rules/money";

// Our minor units are hundredths of the currency unit for every currency (docs/decisions/016). Stripe
// counts in the currency's own smallest unit: the same hundredths for most currencies, whole units for
// these (Stripe's zero-decimal list), so 500 JPY (stored as 50000) is sent as 500.
const zeroDecimal = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);

const hasNoDecimals = (currency: string) => zeroDecimal.has(currency.toUpperCase());

// An amount with hundredths in a zero-decimal currency cannot be charged as it is: refused, never rounded.
export function toCurrencyUnits(units: MinorUnits, currency: string): number {
  if (!Number.isSafeInteger(units)) throw new RangeError(`not whole minor units: ${units}`);
  if (!hasNoDecimals(currency)) return units;
  if (units % 100 !== 0) throw new RangeError(`${currency} has no minor units: ${units / 100}`);
  return units / 100;
}

export const fromCurrencyUnits = (amount: number, currency: string): MinorUnits =>
  hasNoDecimals(currency) ? Math.round(amount) * 100 : Math.round(amount);

// A venue names its currency as guests see it (the contract's `currency`, e.g. "₴"); a gateway needs the
// ISO 4217 code. A three-letter code is taken as it is; the symbols below map to theirs; anything else
// cannot be charged (online payment refused rather than charged in a guessed currency).
const bySymbol: Record<string, string> = {
  "₴": "UAH",
  грн: "UAH",
  "€": "EUR",
  $: "USD",
  "£": "GBP",
  Kč: "CZK",
  "₺": "TRY",
  zł: "PLN",
  "₸": "KZT",
  "₾": "GEL",
};

export function isoCurrencyOf(venueCurrency: string): string | null {
  const value = venueCurrency.trim();
  if (/^[A-Za-z]{3}$/.test(value)) return value.toUpperCase();
  return bySymbol[value] ?? null;
}
