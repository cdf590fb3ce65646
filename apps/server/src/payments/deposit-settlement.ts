import type { NotifyStaff } from "../realtime/order-room";

// The reservation's side of a paid deposit: the row marked paid and confirmed, only while it is pending,
// unpaid and within its hold (reserve.repository.ts markPaid answers null otherwise).
export type DepositBook = { markPaid(id: string, now: Date): Promise<unknown> };

// SPEC §7 reserve: a deposit is marked paid here and nowhere else, whether the sandbox's page approved
// it or a gateway's verified notification did. The venue's console hears of it. Answers whether this
// call paid it (false: settled before, expired, or declined by the venue meanwhile).
export async function markDepositPaid(
  book: DepositBook,
  notifyStaff: NotifyStaff,
  row: { id: string; venueId: string },
  now: Date,
): Promise<boolean> {
  if (!(await book.markPaid(row.id, now))) return false;
  notifyStaff(row.venueId, { kind: "reservation", id: row.id, change: "updated", at: now.toISOString() });
  return true;
}
