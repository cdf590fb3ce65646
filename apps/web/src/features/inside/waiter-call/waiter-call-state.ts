import type { WaiterCallStatePayload } from "@tablewise/domain/contract/realtime";

// What the table's guests know of their waiter call. "called" until a waiter
// acknowledges it, then "coming"; the server shows "coming" for 10 minutes after the answer (contract
// staff.ts), and so does a page left open.
export type WaiterCallState = WaiterCallStatePayload;
export const comingShownMs = 10 * 60_000;

// The newer call wins; for the same call an acknowledgement is never undone by a late "called".
export function mergeWaiterCall(
  current: WaiterCallState | null,
  incoming: WaiterCallState | null,
): WaiterCallState | null {
  if (!incoming) return current;
  if (!current) return incoming;
  const [was, is] = [Date.parse(current.called_at), Date.parse(incoming.called_at)];
  if (is !== was) return is > was ? incoming : current;
  return current.status === "coming" ? current : incoming;
}

// What the page says now: nothing once "coming" is older than comingShownMs.
export function shownWaiterCall(state: WaiterCallState | null, now: number): "called" | "coming" | null {
  if (!state) return null;
  if (state.status === "called") return "called";
  const at = state.acknowledged_at ? Date.parse(state.acknowledged_at) : now;
  return now - at > comingShownMs ? null : "coming";
}

// The state after the guest's own call was taken (the call-waiter answer's called_at).
export const calledAt = (at: string): WaiterCallState => ({
  status: "called",
  called_at: at,
  acknowledged_at: null,
});
