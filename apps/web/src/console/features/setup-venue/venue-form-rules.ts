import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { isHttpsVenueUrl, isSafeVenueUrl, socialKeys } from "@tablewise/domain/contract/venue-import";
import { versionConflictReason } from "@tablewise/domain/contract/setup";
import type { Venue } from "@tablewise/domain/contract/venue";
import { ConsoleApiError } from "../../lib/console-api";

// Errors by the field's path inside the venue ("contact_phone", "delivery.tariffs.1.price"): either a
// key of the setup-venue namespace's `errors` (the form's own checks) or the server's message (a 400).
export type FieldProblem = { key: ClientProblem } | { server: string };
export type FieldErrors = Record<string, FieldProblem>;
export type ClientProblem =
  "phone" | "email" | "https" | "url" | "required" | "number" | "latitude" | "longitude";

// The contact phone is read as the guest app reads phones (features/reserve/reserve-form-rules.ts): with the
// venue's country as the default, valid by libphonenumber's metadata (SPEC §5).
export function isValidPhone(phone: string, country: string): boolean {
  const parsed = parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode);
  return parsed?.isValid() ?? false;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Legal and social links are shown to guests as links they follow off this site: https only (not even a
// relative path, which the venue file's rule would allow), so the guest always lands on a real page. The
// server holds the same rule for social links (venue-import.ts).
export const isHttpsUrl = isHttpsVenueUrl;

// The form's own checks before a save, for the paths the section owns (a section saves only its part).
export function checkVenue(venue: Venue, paths: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const owns = (path: string) => paths.some((p) => path === p || path.startsWith(`${p}.`));
  const add = (path: string, key: ClientProblem) => {
    if (owns(path)) errors[path] = { key };
  };
  if (!venue.name.trim()) add("name", "required");
  if (venue.image && !isSafeVenueUrl(venue.image)) add("image", "url");
  if (venue.contact_phone && !isValidPhone(venue.contact_phone, venue.country)) add("contact_phone", "phone");
  if (venue.contact_email && !emailPattern.test(venue.contact_email)) add("contact_email", "email");
  for (const key of socialKeys) {
    const value = venue.social[key];
    if (value && !isHttpsUrl(value)) add(`social.${key}`, "https");
  }
  for (const key of ["privacy_url", "terms_url"] as const) {
    const value = venue.legal[key];
    if (value && !isHttpsUrl(value)) add(`legal.${key}`, "https");
  }
  const { lat, lon } = venue.address_location;
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) add("address_location.lat", "latitude");
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) add("address_location.lon", "longitude");
  venue.tips.waiters.forEach((w, i) => {
    if (!w.name.trim()) add(`tips.waiters.${i}.name`, "required");
    if (w.photo && !isSafeVenueUrl(w.photo)) add(`tips.waiters.${i}.photo`, "url");
  });
  venue.delivery.tariffs.forEach((t, i) => {
    if (!t.name.trim()) add(`delivery.tariffs.${i}.name`, "required");
  });
  venue.sections.forEach((s, i) => {
    if (!s.name.trim()) add(`sections.${i}.name`, "required");
  });
  return errors;
}

// A 409 whose details say the stored venue moved since the form loaded it (contract/setup.ts).
export function isVersionConflict(error: unknown): boolean {
  if (!(error instanceof ConsoleApiError) || error.status !== 409) return false;
  const details = error.details as { reason?: unknown } | undefined;
  return details?.reason === versionConflictReason;
}

// A server 400's details mapped to the form's fields. The server's validation (http/errors.ts
// validationError) lists "body.venue.contact_phone: message" lines in details.fields; a service may give
// { issues: [{ path, message }] } instead. Paths are made relative to the venue; the rest is general.
export function serverFieldErrors(error: unknown): { fields: FieldErrors; general: string[] } {
  const fields: FieldErrors = {};
  const general: string[] = [];
  if (!(error instanceof ConsoleApiError) || error.status !== 400) return { fields, general };
  const details = (error.details ?? {}) as { fields?: unknown; issues?: unknown };
  const place = (path: string, message: string) => {
    const relative = path.replace(/^body(\.|$)/, "").replace(/^venue(\.|$)/, "");
    if (relative) fields[relative] ??= { server: message };
    else general.push(message);
  };
  if (Array.isArray(details.fields))
    for (const line of details.fields) {
      if (typeof line !== "string") continue;
      const colon = line.indexOf(": ");
      if (colon > 0) place(line.slice(0, colon), line.slice(colon + 2));
      else general.push(line);
    }
  if (Array.isArray(details.issues))
    for (const issue of details.issues as { path?: unknown; message?: unknown }[]) {
      const path = Array.isArray(issue.path) ? issue.path.join(".") : String(issue.path ?? "");
      place(path, typeof issue.message === "string" ? issue.message : "");
    }
  if (general.length === 0 && Object.keys(fields).length === 0) general.push(error.message);
  return { fields, general };
}
