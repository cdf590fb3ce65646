import type { Venue } from "@tablewise/domain/contract/venue";

// A section edits a copy of the whole venue and saves only the paths it owns, laid over the venue as last
// saved: an unsaved edit in another section never rides along (each section saves the whole venue with
// its version, contract/setup.ts saveVenueCall).
type Bag = Record<string, unknown>;

export function getPath(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((v, key) => (v === null || v === undefined ? v : (v as Bag)[key]), value);
}

function setPath(target: Bag, path: string, value: unknown) {
  const keys = path.split(".");
  const last = keys.pop()!;
  let node = target;
  for (const key of keys) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Bag;
  }
  if (value === undefined) delete node[last];
  else node[last] = structuredClone(value);
}

// Optional texts left empty are dropped: "" is not a URL or a phone (the server's rules refuse it) and
// the guest app treats an absent one as "not shown".
const optionalTexts = [
  "image",
  "contact_phone",
  "contact_email",
  "social.facebook",
  "social.instagram",
  "social.website",
  "legal.privacy_url",
  "legal.terms_url",
  "review_url",
];

export function mergeSection(saved: Venue, draft: Venue, paths: readonly string[]): Venue {
  const merged = structuredClone(saved) as unknown as Bag;
  for (const path of paths) setPath(merged, path, getPath(draft, path));
  for (const path of optionalTexts) {
    const value = getPath(merged, path);
    if (typeof value === "string" && value.trim() === "") setPath(merged, path, undefined);
  }
  const venue = merged as unknown as Venue;
  for (const waiter of venue.tips.waiters)
    if (waiter.photo !== undefined && !waiter.photo.trim()) delete waiter.photo;
  return venue;
}

export const isDirty = (saved: Venue, draft: Venue, paths: readonly string[]) =>
  paths.some((p) => JSON.stringify(getPath(saved, p)) !== JSON.stringify(getPath(draft, p)));

// Ids the form mints for a new tariff, waiter or section (the contract's idSchema: 1..64 characters).
export const newId = () => crypto.randomUUID();
