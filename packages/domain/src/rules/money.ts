// SPEC §9: money is rounded to 2 decimals. Math.round(x * 100) misrounds 1.005 (1.00499... in binary),
// so round through the exponent-shifted decimal string.
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(value)}e2`);
  return (sign * Number(`${Math.round(shifted)}e-2`)) || 0;
}

export function sumMoney(values: readonly number[]): number {
  return roundMoney(values.reduce((a, b) => a + b, 0));
}

export function multiplyMoney(amount: number, factor: number): number {
  return roundMoney(amount * factor);
}

// Percent of an amount, e.g. a tip or a deposit (SPEC §9).
export function percentOf(amount: number, percent: number): number {
  return roundMoney((amount * percent) / 100);
}
