import { z } from "zod";

// SPEC §4: a reservation in progress survives a reload (a phone's SMS app often reloads
// the tab). Beside the form values and stage (reserve-store.ts), the tab keeps, per venue:
// - the service page's choice (variants, persons, date, slot), so a reload there loses nothing;
// - the phone check under way: its token and when the code was sent, so the reopened sheet takes the
//   code already received (asking again within 60 s is refused), and once verified the token, so the
//   confirmation stage can still book after a reload (the token opens one reservation within 10 min).
// sessionStorage, like the reserve cart: the tab's reservation, gone with the tab.
const choiceKey = (link: string) => `reserve_choice:${link}`;
const phoneKey = (link: string) => `reserve_phone:${link}`;

const choiceSchema = z.object({
  productId: z.string().max(100),
  selection: z.record(z.string().max(100), z.array(z.string().max(100)).max(100).readonly()),
  persons: z.number().int().min(1).max(7),
  date: z.string().max(40).nullable(),
  slot: z.string().max(40).nullable(),
});
export type ServiceChoice = z.infer<typeof choiceSchema>;

// A verification token's life on the server (phone-verification.service.ts tokenTtlMs / codeTtlMs).
export const phoneCheckTtlMs = 10 * 60_000;
const phoneCheckSchema = z.object({
  phone: z.string().max(40),
  token: z.string().min(1).max(200),
  sentAt: z.number(),
  verified: z.boolean(),
});
export type StoredPhoneCheck = z.infer<typeof phoneCheckSchema>;

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const parsed = schema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the reservation still works within the page.
  }
}

export function readServiceChoice(link: string, productId: string): ServiceChoice | null {
  const choice = read(choiceKey(link), choiceSchema);
  return choice?.productId === productId ? choice : null;
}
export const writeServiceChoice = (link: string, choice: ServiceChoice | null) =>
  write(choiceKey(link), choice);

// The check for this phone, unless it is older than its token.
export function readPhoneCheck(link: string, phone: string, now = Date.now()): StoredPhoneCheck | null {
  const check = read(phoneKey(link), phoneCheckSchema);
  if (!check || check.phone !== phone || now - check.sentAt > phoneCheckTtlMs || check.sentAt > now)
    return null;
  return check;
}
export const writePhoneCheck = (link: string, check: StoredPhoneCheck | null) => write(phoneKey(link), check);
