// The payments this device started, so the bill can tell "being paid by you" from "being paid
// by another guest" (the order is the same for everyone at the table). Kept for the tab's life.
const key = "tw-my-payments";

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function rememberMyPayment(paymentId: string) {
  try {
    sessionStorage.setItem(key, JSON.stringify([...read().slice(-49), paymentId]));
  } catch {
    // Private mode without storage: the bill then calls every hold another guest's, which is still true
    // enough to act on.
  }
}

export const isMyPayment = (paymentId: string) => read().includes(paymentId);
