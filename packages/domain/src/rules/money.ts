// SPEC §9: money is rounded to 2 decimals, half away from zero. Math.round(x * 100) / 100 misrounds 1.005
// (stored as 1.00499999999999989...) and sums carry binary noise (0.1 + 0.2), so the value is first read
// at 15 significant digits (the precision a double holds exactly) and then rounded by shifting the
// decimal exponent in its string form, never by multiplying.
function shift(value: number, places: number): number {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  const clean = Number(Math.abs(value).toPrecision(15));
  const rounded = shift(Math.round(shift(clean, 2)), -2);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

export function sumMoney(values: readonly number[]): number {
  return roundMoney(values.reduce((a, b) => a + b, 0));
}

export function sumMoneyBy<T>(items: readonly T[], amount: (item: T) => number): number {
  return sumMoney(items.map(amount));
}

export function multiplyMoney(amount: number, factor: number): number {
  return roundMoney(amount * factor);
}

// Percent of an amount, e.g. a tip or a deposit (SPEC §9).
export function percentOf(amount: number, percent: number): number {
  return roundMoney((amount * percent) / 100);
}

// Whole minor units (cents, kopiyky) for payment gateways, which take integers.
export function toMinorUnits(amount: number): number {
  return Math.round(shift(roundMoney(amount), 2));
}
export function fromMinorUnits(units: number): number {
  if (!Number.isInteger(units)) throw new RangeError(`not whole minor units: ${units}`);
  return shift(units, -2);
}
