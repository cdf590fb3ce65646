import { venueFieldIssues, type FieldIssueCode } from "@tablewise/domain/contract/field-rules";
import { versionConflictReason } from "@tablewise/domain/contract/setup";
import type { Venue } from "@tablewise/domain/contract/venue";
import { ConsoleApiError } from "../../lib/console-api";

// Errors by the field's path inside the venue ("contact_phone", "delivery.tariffs.1.price"): either a
// key of the setup-venue namespace's `errors` (the form's own checks) or the server's message (a 400).
export type FieldProblem = { key: ClientProblem } | { server: string };
export type FieldErrors = Record<string, FieldProblem>;
export type ClientProblem =
  | "phone"
  | "email"
  | "https"
  | "url"
  | "required"
  | "too_long"
  | "money"
  | "number"
  | "latitude"
  | "longitude";

// The message a rule's code shows at its path: social and legal links are https only (field-rules.ts), an
// image may also be a path on this server.
function problemOf(code: FieldIssueCode, path: string): ClientProblem {
  if (code !== "unsafe_url") return code;
  return path.startsWith("social.") || path.startsWith("legal.") || path === "review_url" ? "https" : "url";
}

// The form's own checks before a save, for the paths the section owns (a section saves only its part):
// the contract's field rules the server holds too (contract/field-rules.ts), and the map point.
export function checkVenue(venue: Venue, paths: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const owns = (path: string) => paths.some((p) => path === p || path.startsWith(`${p}.`));
  const add = (path: string, key: ClientProblem) => {
    if (owns(path)) errors[path] ??= { key };
  };
  for (const issue of venueFieldIssues(venue)) {
    const path = issue.path.join(".");
    add(path, problemOf(issue.code, path));
  }
  const { lat, lon } = venue.address_location;
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) add("address_location.lat", "latitude");
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) add("address_location.lon", "longitude");
  return errors;
}

const ruleCodes: readonly string[] = ["required", "too_long", "email", "phone", "unsafe_url", "money"];

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
  // A code of the field rules is shown in the reader's language, like the form's own check.
  const place = (path: string, message: string) => {
    const relative = path.replace(/^body(\.|$)/, "").replace(/^venue(\.|$)/, "");
    if (!relative) general.push(message);
    else if (ruleCodes.includes(message))
      fields[relative] ??= { key: problemOf(message as FieldIssueCode, relative) };
    else fields[relative] ??= { server: message };
  };
  if (Array.isArray(details.fields))
    for (const line of details.fields) {
      if (typeof line !== "string") continue;
      const colon = line.indexOf(": ");
      if (colon > 0) place(line.slice(0, colon), line.slice(colon + 2));
      else general.push(line);
    }
  if (Array.isArray(details.issues))
    for (const issue of details.issues as { path?: unknown; message?: unknown; code?: unknown }[]) {
      const path = Array.isArray(issue.path) ? issue.path.join(".") : String(issue.path ?? "");
      const said = typeof issue.message === "string" ? issue.message : issue.code;
      place(path, typeof said === "string" ? said : "");
    }
  if (general.length === 0 && Object.keys(fields).length === 0) general.push(error.message);
  return { fields, general };
}
