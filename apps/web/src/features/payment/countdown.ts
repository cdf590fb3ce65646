// SPEC §4/§9 pending order: a countdown to auto_cancel_at shown as mm:ss; 15:00 when the order has none.
export const defaultPendingMs = 15 * 60_000;

export function pendingMsLeft(autoCancelAt: string | null | undefined, now: Date): number {
  if (!autoCancelAt) return defaultPendingMs;
  return Math.max(0, Date.parse(autoCancelAt) - now.getTime());
}

export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
