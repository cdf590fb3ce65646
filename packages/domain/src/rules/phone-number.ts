import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

// SPEC §5 phone numbers: read with the venue's country as the default (a national "067 123 45 67" in UA
// is +380671234567), kept in E.164. null when it is not a valid number of any country.
export function toE164(input: string, defaultCountry?: string): string | null {
  const code = defaultCountry?.toUpperCase();
  const country: CountryCode | undefined = code && isSupportedCountry(code) ? code : undefined;
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

// One way to show a guest's phone wherever it is read back (the reservation's confirmation
// stage, its receipt, a takeaway/delivery receipt): the international format, "+380 67 123 4567", whether
// the guest typed "067 123 45 67" or the server kept E.164. Text that is no valid number is shown as is.
export function formatPhoneInternational(input: string, defaultCountry?: string): string {
  const e164 = toE164(input, defaultCountry);
  return e164 ? parsePhoneNumberFromString(e164)!.formatInternational() : input.trim();
}
