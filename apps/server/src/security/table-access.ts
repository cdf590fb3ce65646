import { sameText } from "./same-text";
import { sign } from "./signing";

// After the order it was issued for closes, a guest's access code still reads that order's
// receipt this long (the one who paid the last part opens it), but nothing else.
export const receiptGraceMs = 30 * 60 * 1000;

// A table's epoch: the close time (ms) of its last finished order, 0 before the first. The order open at
// a table was started in the epoch it answers; the next order starts in a new one.
// What the access check reads of an order (an orders row; security sits below the modules).
export type AccessedOrder = {
  id: string;
  tableCode: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
};

export type TableEpochs = {
  current(tableCode: string): Promise<number>;
  ofOrder(row: AccessedOrder): Promise<number>;
};

export type AccessCheck = "valid" | "finished" | "stale" | "wrong";
type Intent = "read" | "write";

const openStatuses = new Set(["waiting", "serving", "served", "paying"]);

// SPEC §3 inside session access_code, bound to the table's current session: it is
// "<epoch base36>.<HMAC(table code, epoch)>", handed out by prepare. It opens the order started in that
// epoch while the order is open (read, append, pay; SPEC §7 order calls and listen), and reads it for
// receiptGraceMs after it closed; an order started after that one closed or was cancelled refuses it. So a
// stranger who kept an old code (a photo of the screen, a shared link) cannot read, append to or pay the
// next guests' bill. Nothing on the close paths changes: the epoch is read from the orders themselves.
export function createTableAccess(secret: Buffer, epochs: TableEpochs, clock: () => Date) {
  const mac = (tableCode: string, epoch: number) =>
    sign(secret, "table-access", `${tableCode}\n${epoch}`).slice(0, 32);
  const codeFor = (tableCode: string, epoch: number) => `${epoch.toString(36)}.${mac(tableCode, epoch)}`;

  // The epoch a code was issued for at this table, or null when it is no code of this table.
  function epochOf(tableCode: string, given: string): number | null {
    const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{32})$/.exec(given);
    const epoch = match ? parseInt(match[1]!, 36) : NaN;
    // A malformed code is still compared (with a code of epoch 0), so the answer takes the same time.
    const claimed = Number.isSafeInteger(epoch) ? epoch : 0;
    return sameText(codeFor(tableCode, claimed), given) && match ? claimed : null;
  }

  return {
    async accessCode(tableCode: string): Promise<string> {
      return codeFor(tableCode, await epochs.current(tableCode));
    },

    // Whether the code is this table's current session's (what prepare hands out now),
    // so a code kept from an earlier session does not follow the next guests' waiter calls.
    async opensTable(tableCode: string, given: string): Promise<boolean> {
      const epoch = epochOf(tableCode, given);
      return epoch !== null && epoch === (await epochs.current(tableCode));
    },

    // "valid": the code opens this order for this intent; "finished": the code's order is closed or
    // cancelled and this is a change (append, pay) within the grace, answered as the conflict it is;
    // "stale": a real code of this table, of another session or past its grace (as if none were sent: the
    // visitor id may still prove the guest ordered here); "wrong": no code of this table (refused even
    // with a visitor id).
    async check(row: AccessedOrder, given: string, intent: Intent): Promise<AccessCheck> {
      const epoch = epochOf(row.tableCode, given);
      if (epoch === null) return "wrong";
      if (epoch !== (await epochs.ofOrder(row))) return "stale";
      if (openStatuses.has(row.status)) return "valid";
      const closedAt = (row.closedAt ?? row.updatedAt).getTime();
      if (clock().getTime() - closedAt > receiptGraceMs) return "stale";
      return intent === "read" ? "valid" : "finished";
    },
  };
}
export type TableAccess = ReturnType<typeof createTableAccess>;
