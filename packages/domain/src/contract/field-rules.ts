import { z } from "zod";
import { fromMinorUnits, toMinorUnits } from "../rules/money";
import { toE164 } from "../rules/phone-number";
import { moneySchema } from "./common";
import type { Venue } from "./venue";
import { isHttpsVenueUrl, isSafeVenueUrl, socialKeys } from "./venue-import";

// The rules of the fields a manager types in the console (venue settings, menus, staff accounts), in one
// place: the console's forms check them before a save and the server refuses what they refuse (400
// validation_failed with the field's path). They apply on write only: the read schemas (venue.ts, menu.ts)
// stay as loose as the data already stored, so a venue saved before a rule existed keeps loading.
export const fieldLimits = {
  name: 200, // a venue's, a person's, a tariff's, a section's, a waiter's, a category's name
  title: 200, // a menu's title
  tag: 80, // a menu's tag
  email: 254, // RFC 5321's longest address
  url: 2048,
  description: 4000,
  address: 500,
  // The largest price or amount a form takes, in the currency's major units (SPEC §3 prices).
  money: 10_000_000,
} as const;

export type FieldIssueCode = "required" | "too_long" | "email" | "phone" | "unsafe_url" | "money";
export type FieldIssue = { path: (string | number)[]; code: FieldIssueCode };

// SPEC §5 "Enter valid email": zod's address rule (a local part, @, a dotted domain), at most 254 long.
export const emailSchema = z.email().max(fieldLimits.email);
export const isValidEmail = (value: string) => emailSchema.safeParse(value.trim()).success;

// SPEC §5 phone numbers: valid by libphonenumber's metadata, read with the venue's country as the default
// (so a national "044 228 15 37" in UA is valid); stored as typed, shown in the international format.
export const isValidPhone = (value: string, country: string) => toE164(value, country) !== null;

// SPEC §9 money is rounded to 2 decimals and the server keeps whole minor units (rules/money.ts): an amount
// with a third decimal would be silently rounded, so a form refuses it instead.
export function isMoneyAmount(value: number): boolean {
  return (
    moneySchema.safeParse(value).success &&
    value <= fieldLimits.money &&
    fromMinorUnits(toMinorUnits(value)) === value
  );
}
export const moneyAmountSchema = moneySchema.refine(isMoneyAmount, { message: "money" });

// A name a person typed: not blank, bounded.
export const nameFieldSchema = (max: number = fieldLimits.name) =>
  z.string().trim().min(1, { message: "required" }).max(max, { message: "too_long" });

// The venue settings form's fields (SPEC §3 Venue): contacts, links, names and amounts. Social and legal
// links lead guests off this site, so they are https only; an image or a waiter's photo may also be a
// path on this server (uploads are /media/...), as the venue file allows (venue-import.ts).
export function venueFieldIssues(venue: Venue): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (path: (string | number)[], code: FieldIssueCode) => issues.push({ path, code });
  const name = (value: string, path: (string | number)[]) => {
    if (!value.trim()) add(path, "required");
    else if (value.length > fieldLimits.name) add(path, "too_long");
  };
  const link = (value: string | undefined, path: (string | number)[], httpsOnly: boolean) => {
    if (value === undefined) return;
    if (value.length > fieldLimits.url) add(path, "too_long");
    else if (!(httpsOnly ? isHttpsVenueUrl(value) : isSafeVenueUrl(value))) add(path, "unsafe_url");
  };
  const money = (value: number, path: (string | number)[]) => {
    if (!isMoneyAmount(value)) add(path, "money");
  };
  name(venue.name, ["name"]);
  if (venue.description.length > fieldLimits.description) add(["description"], "too_long");
  if (venue.address.length > fieldLimits.address) add(["address"], "too_long");
  if (venue.contact_phone !== undefined && !isValidPhone(venue.contact_phone, venue.country))
    add(["contact_phone"], "phone");
  if (venue.contact_email !== undefined && !isValidEmail(venue.contact_email))
    add(["contact_email"], "email");
  link(venue.image, ["image"], false);
  link(venue.online_menu_link, ["online_menu_link"], false);
  for (const key of socialKeys) link(venue.social[key], ["social", key], true);
  link(venue.legal.privacy_url, ["legal", "privacy_url"], true);
  link(venue.legal.terms_url, ["legal", "terms_url"], true);
  link(venue.review_url, ["review_url"], true);
  venue.tips.waiters.forEach((w, i) => {
    name(w.name, ["tips", "waiters", i, "name"]);
    link(w.photo, ["tips", "waiters", i, "photo"], false);
    link(w.tips_link, ["tips", "waiters", i, "tips_link"], false);
  });
  venue.sections.forEach((s, i) => name(s.name, ["sections", i, "name"]));
  venue.delivery.tariffs.forEach((t, i) => {
    name(t.name, ["delivery", "tariffs", i, "name"]);
    money(t.price, ["delivery", "tariffs", i, "price"]);
  });
  money(venue.delivery.min_check, ["delivery", "min_check"]);
  money(venue.delivery.cost, ["delivery", "cost"]);
  money(venue.delivery.cost_min_check, ["delivery", "cost_min_check"]);
  money(venue.preorder.min_check, ["preorder", "min_check"]);
  money(venue.reserve.deposit_value, ["reserve", "deposit_value"]);
  return issues;
}
