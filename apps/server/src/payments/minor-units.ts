// Gateways take amounts in the currency's minor units (Stripe: cents). Most currencies have two
// decimals; these have none (Stripe's zero-decimal list), so 500 JPY is sent as 500, not 50000.
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

export const toMinorUnits = (amount: number, currency: string) =>
  zeroDecimal.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100);

export const fromMinorUnits = (minor: number, currency: string) =>
  zeroDecimal.has(currency.toUpperCase()) ? minor : Math.round(minor) / 100;

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
