import type { Decide } from "../orders/index";
import type { PosJobRow } from "./pos-queue";

const untouched = (l: { paid_quantity: number; held_quantity: number }) =>
  l.paid_quantity === 0 && l.held_quantity === 0;

// What the POS refusing a send means for the order (SPEC §4, §8 external_pos_error; docs/pos.md):
// - the order itself: cancelled with the POS's reason, so the guest's app shows the error and clears the
//   order; a takeaway or delivery order's online payment is refunded by the cancel (the same money path
//   as the venue declining it). An eat-in bill someone already paid part of is not cancelled under the
//   guest: the reason is kept for the console and a person settles it.
// - an addition: declined (the guest's app shows a declined addition) and its unpaid lines taken off the
//   bill again; the order stands.
// The guest's modal shows the POS's own words ("The cash shift is closed"), not which adapter call said
// them; the console's reason and the send's last error keep the whole message.
const posWords = (message: string) => message.replace(/^poster [\w.]+: /, "");

export function posRefusal(job: Pick<PosJobRow, "kind" | "appendId">, whole: string): Decide {
  const reason = `The POS refused the order: ${whole}`.slice(0, 300);
  const message = posWords(whole);
  return (row, now) => {
    if (row.status === "cancelled" || row.status === "closed") return { refused: "not due" };
    if (job.kind === "order") {
      if (row.orderType === "inside" && !row.lines.every(untouched))
        return { patch: { posError: message, updatedAt: now } };
      return {
        patch: {
          status: "cancelled",
          reason,
          posError: message,
          autoCancelAt: null,
          closedAt: now,
          updatedAt: now,
        },
      };
    }
    const append = row.appends.find((a) => a._id === job.appendId);
    if (!append || append.status === "cancelled") return { refused: "not due" };
    const ids = new Set(append.lines.map((l) => l._id));
    const joined = row.lines.filter((l) => ids.has(l._id));
    if (!joined.every(untouched)) return { patch: { posError: message, updatedAt: now } };
    return {
      patch: {
        appends: row.appends.map((a) =>
          a._id === append._id ? { ...a, status: "cancelled" as const, reason } : a,
        ),
        lines: row.lines.filter((l) => !ids.has(l._id)),
        updatedAt: now,
      },
    };
  };
}
