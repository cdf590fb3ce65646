import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { ReserveFormValues } from "./reserve-store";

// SPEC §5 reservation form: first name, last name and phone required; email required and containing '@';
// comment optional. Message keys follow SPEC §5 (validations.required / .phone / .email).
export type FieldError = "required" | "phone" | "email";
export type FormErrors = Partial<Record<keyof ReserveFormValues, FieldError>>;

// The phone as the server wants it (E.164), read with the venue's country as the default (SPEC §5);
// null when it is not a possible number there.
export function toE164(phone: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

export function validateReserveForm(values: ReserveFormValues, country: string): FormErrors {
  const errors: FormErrors = {};
  if (!values.first_name.trim()) errors.first_name = "required";
  if (!values.last_name.trim()) errors.last_name = "required";
  if (!values.phone.trim()) errors.phone = "required";
  else if (!toE164(values.phone, country)) errors.phone = "phone";
  if (!values.email.trim()) errors.email = "required";
  else if (!values.email.includes("@")) errors.email = "email";
  return errors;
}

// SPEC §5: Next is enabled only when all four required fields are filled.
export const isFormFilled = (v: ReserveFormValues) =>
  [v.first_name, v.last_name, v.phone, v.email].every((s) => s.trim().length > 0);
