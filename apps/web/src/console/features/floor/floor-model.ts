import type { Floor, FloorAlert, FloorTable, TableState } from "@tablewise/domain/contract/floor";

// What the phone view shows of the floor (contract/floor.ts), as pure functions the tests read.

// Each state has a word, a colour and an icon: never colour alone (DESIGN.md §7, colour-blind staff).
// Plain symbols, not emoji: a phone without a colour-emoji font would show empty boxes.
export const stateIcon: Record<TableState, string> = {
  free: "○",
  waiting: "◷",
  ordered: "✎",
  ready: "★",
  eating: "●",
  bill: "☰",
  part_paid: "◐",
  paid: "✓",
};

// An alert needs this person when its table is theirs this shift, when nobody follows its table (or it
// has none), or when it was escalated (the manager and the other waiters hear it then).
export function needsMe(alert: FloorAlert, tables: readonly FloorTable[]): boolean {
  if (alert.escalated_at) return true;
  if (!alert.table_code) return true;
  const table = tables.find((t) => t.code === alert.table_code);
  if (!table) return true;
  return table.mine || table.followed_by.length === 0;
}

// The alerts on top: not resolved, needing me; escalated ones first, then the oldest first (the one
// waiting longest is the one to go to).
export function alertsForMe(floor: Floor): FloorAlert[] {
  return floor.alerts
    .filter((a) => a.status !== "resolved" && needsMe(a, floor.tables))
    .sort(
      (a, b) =>
        Number(Boolean(b.escalated_at)) - Number(Boolean(a.escalated_at)) ||
        Date.parse(a.created_at) - Date.parse(b.created_at),
    );
}

export function splitTables(tables: readonly FloorTable[]): { mine: FloorTable[]; others: FloorTable[] } {
  return { mine: tables.filter((t) => t.mine), others: tables.filter((t) => !t.mine) };
}

// A `floor:alert` push merged into the cached floor: replaces the alert with its id or adds it on top.
// isNew says it was not known before and is still open: the one that sounds.
export function mergeAlert(floor: Floor, alert: FloorAlert): { floor: Floor; isNew: boolean } {
  const index = floor.alerts.findIndex((a) => a._id === alert._id);
  const previous = index >= 0 ? floor.alerts[index] : undefined;
  const alerts =
    index >= 0 ? floor.alerts.map((a, i) => (i === index ? alert : a)) : [alert, ...floor.alerts];
  const escalatedNow = Boolean(alert.escalated_at) && !previous?.escalated_at;
  const isNew = alert.status === "open" && (index < 0 || escalatedNow);
  return { floor: { ...floor, alerts }, isNew };
}

// Minutes since an instant, by the device's clock corrected by the server's (generated_at).
export const minutesSince = (iso: string, nowMs: number) =>
  Math.max(0, Math.floor((nowMs - Date.parse(iso)) / 60_000));
