import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

// SPEC §5 phone numbers: read with the venue's country as the default (a national "067 123 45 67" in UA
// is +380671234567), kept in E.164. null when it is not a valid number of any country.
export function toE164(input: string, defaultCountry?: string): string | null {
  const code = defaultCountry?.toUpperCase();
  const country: CountryCode | undefined = code && isSupportedCountry(code) ? code : undefined;
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}
