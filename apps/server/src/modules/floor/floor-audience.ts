import type { StaffRole } from "@tablewise/domain/contract/staff";
import { follows } from "./table-states";

type Shift = { staffId: string; role: StaffRole; halls: string[]; tables: string[] };
type Member = { id: string; role: StaffRole };

// Who hears an alert (the floor's audience rule). Made: the people following its table this shift, or,
// when nobody follows it (or it has no table), every waiter and manager of the venue. Escalated: the
// managers and the waiters who did not hear it first (when nobody followed the table, everyone again: it
// rings a second time, marked escalated).
export function alertAudience(
  phase: "created" | "escalated",
  table: { code: string; hall: string } | null,
  shifts: readonly Shift[],
  members: readonly Member[],
): string[] {
  const everyone = new Map<string, StaffRole>();
  for (const m of members) everyone.set(m.id, m.role);
  for (const s of shifts) if (s.role === "waiter" || s.role === "manager") everyone.set(s.staffId, s.role);
  const followers = table ? shifts.filter((s) => follows(s, table)).map((s) => s.staffId) : [];
  if (phase === "created") return followers.length ? followers : [...everyone.keys()];
  const heard = new Set(followers);
  return [...everyone].filter(([id, role]) => role === "manager" || !heard.has(id)).map(([id]) => id);
}
