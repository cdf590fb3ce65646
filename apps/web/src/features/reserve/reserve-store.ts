import { reserveCartSchema, type ReserveCart } from "@tablewise/domain/contract/reservation";
import { readPersonal, removeKey, writePersonal } from "../../lib/storage";

// The reserve cart lives for the tab (sessionStorage), so a reload on checkout keeps the chosen service;
// a new tab starts a new reservation. SPEC §3 keeps the form values and stage per venue in local storage;
// as personal data, forgotten after 30 days without use (lib/storage.ts).
const cartKey = (link: string) => `reserve_cart:${link}`;
const formKey = (link: string) => `reserve_form:${link}`;

export function readReserveCart(link: string): ReserveCart | null {
  try {
    const raw = window.sessionStorage.getItem(cartKey(link));
    const parsed = reserveCartSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeReserveCart(link: string, cart: ReserveCart | null): void {
  try {
    if (cart) window.sessionStorage.setItem(cartKey(link), JSON.stringify(cart));
    else window.sessionStorage.removeItem(cartKey(link));
  } catch {
    // Storage unavailable: the reservation still works within the page.
  }
}

export type CheckoutStage = "details" | "confirmation";
export type ReserveFormValues = {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  comment: string;
};
export const emptyForm: ReserveFormValues = {
  first_name: "",
  last_name: "",
  phone: "",
  email: "",
  comment: "",
};

export function readReserveForm(link: string): { values: ReserveFormValues; stage: CheckoutStage } {
  const raw = readPersonal(formKey(link)) as {
    values?: Partial<ReserveFormValues>;
    stage?: string;
  } | null;
  const values = { ...emptyForm };
  for (const k of Object.keys(emptyForm) as (keyof ReserveFormValues)[]) {
    const v = raw?.values?.[k];
    if (typeof v === "string") values[k] = v.slice(0, 500);
  }
  return { values, stage: raw?.stage === "confirmation" ? "confirmation" : "details" };
}

export function writeReserveForm(link: string, values: ReserveFormValues, stage: CheckoutStage): void {
  writePersonal(formKey(link), { values, stage });
}

// After a reservation is made the stage starts over, but the guest's details stay for the next one.
export function resetReserveStage(link: string): void {
  const { values } = readReserveForm(link);
  writeReserveForm(link, values, "details");
}

export const forgetReserveForm = (link: string) => removeKey(formKey(link));
