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
