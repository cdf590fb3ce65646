// Money is whole minor units (hundredths of the currency unit: kopiyky, cents) in every row, rule and
// computation; decimals exist only at the edges (SPEC §7 wire amounts, the venue's menu documents) and are
// converted here, once, by toMinorUnits / fromMinorUnits (docs/decisions/016-money-in-minor-units.md).
// Integers add, multiply and compare exactly, so no sum carries binary noise and no check needs a tolerance.
export type MinorUnits = number;

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

// A decimal amount (a wire field, a menu price) as whole minor units, rounded as SPEC §9 says.
export function toMinorUnits(amount: number): MinorUnits {
  const units = Math.round(shift(roundMoney(amount), 2));
  return units === 0 ? 0 : units; // never -0
}

// Whole minor units as the decimal amount the wire carries (exact: 1999 is 19.99, not 19.990000000000002).
export function fromMinorUnits(units: MinorUnits): number {
  assertMinorUnits(units);
  return shift(units, -2);
}

export function isMinorUnits(value: unknown): value is MinorUnits {
  return typeof value === "number" && Number.isSafeInteger(value);
}

// A computation that would leave the integers (a fraction, or past 2^53) is a bug, never rounded away.
export function assertMinorUnits(value: number): MinorUnits {
  if (!isMinorUnits(value)) throw new RangeError(`not whole minor units: ${value}`);
  return value;
}

export function sumMinor(values: readonly MinorUnits[]): MinorUnits {
  return assertMinorUnits(values.reduce((a, b) => a + b, 0));
}

export function sumMinorBy<T>(items: readonly T[], amount: (item: T) => MinorUnits): MinorUnits {
  return sumMinor(items.map(amount));
}

// A unit price times a whole quantity.
export function multiplyMinor(unit: MinorUnits, quantity: number): MinorUnits {
  if (!Number.isInteger(quantity)) throw new RangeError(`not a whole quantity: ${quantity}`);
  return assertMinorUnits(assertMinorUnits(unit) * quantity);
}

// amount * part / whole, rounded half away from zero in integers: (2|a|p + w) div 2w is exact where a
// division of doubles is not.
export function shareOf(amount: MinorUnits, part: number, whole: number): MinorUnits {
  assertMinorUnits(amount);
  if (!Number.isInteger(part) || part < 0 || !Number.isInteger(whole) || whole <= 0)
    throw new RangeError(`not a share: ${part}/${whole}`);
  const units = Math.floor((2 * Math.abs(amount) * part + whole) / (2 * whole));
  return amount < 0 && units !== 0 ? -units : units;
}

// Percent of an amount, e.g. a tip or a deposit (SPEC §9), rounded half away from zero. The percent is
// taken to 2 decimals (12.5 % is 1250 ten-thousandths), so the division stays exact.
export function percentOf(amount: MinorUnits, percent: number): MinorUnits {
  if (!(percent >= 0)) throw new RangeError(`not a percent: ${percent}`);
  return shareOf(amount, toMinorUnits(percent), 10_000);
}
