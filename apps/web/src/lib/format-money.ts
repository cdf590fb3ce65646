// Prices as the guest reads them: the venue's currency symbol after the amount, two decimals only when
// there are cents (SPEC §9 money is rounded to 2 decimals), digits grouped for the UI language.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, hasCents: boolean) {
  const key = `${locale}:${hasCents}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: hasCents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  const rounded = Math.round(amount * 100) / 100;
  const hasCents = !Number.isInteger(rounded);
  // A no-break space keeps "120 ₴" on one line.
  return `${formatter(locale, hasCents).format(rounded)}\u00a0${currency}`;
}
