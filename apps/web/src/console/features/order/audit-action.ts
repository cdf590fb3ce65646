import type { TFunction } from "i18next";

// The audit list's actions in the console's language; an action the console does not know yet (the
// server may add some) shows as the server names it.
const known = [
  "accept",
  "decline",
  "served",
  "close",
  "ready",
  "out_for_delivery",
  "delivered",
  "confirm",
  "reject",
  "refund",
  "acknowledge",
  "auto_cancel",
  "void",
  "comp",
  "discount",
] as const;
type Known = (typeof known)[number];
const isKnown = (action: string): action is Known => (known as readonly string[]).includes(action);

export function auditAction(t: TFunction<"console">, action: string): string {
  return isKnown(action) ? t(`auditActions.${action}`) : action.replaceAll("_", " ");
}
