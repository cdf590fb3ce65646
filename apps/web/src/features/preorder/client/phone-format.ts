import {
  AsYouType,
  getCountryCallingCode,
  isSupportedCountry,
  type CountryCode,
} from "libphonenumber-js/min";

// SPEC §5 phone input: the number is read with the venue's country as the default, and shown formatted
// as it is typed. The library and its metadata load with the cart screen only.
const countryOf = (country: string): CountryCode | undefined => {
  const code = country.toUpperCase();
  return isSupportedCountry(code) ? code : undefined;
};

const digitsOf = (text: string) => text.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");

// The new input value, formatted. Deleting a formatting character (a space, a bracket) deletes the digit
// before it instead, or the guest could never get past it.
export function formatPhoneInput(previous: string, next: string, country: string): string {
  let raw = digitsOf(next);
  if (next.length < previous.length && raw === digitsOf(previous)) raw = raw.slice(0, -1);
  if (raw === "" || raw === "+") return raw;
  return new AsYouType(countryOf(country)).input(raw);
}

// "+380": the default country's calling code, for the hint.
export function callingCode(country: string): string {
  const code = countryOf(country);
  return code ? `+${getCountryCallingCode(code)}` : "+";
}
