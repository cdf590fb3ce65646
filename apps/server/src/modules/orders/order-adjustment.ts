import type { AdjustBody } from "@tablewise/domain/contract/staff";
import { planAdjustment, type AdjustmentPlan } from "@tablewise/domain/rules/bill-adjustment";
import { fromMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import type { StoredAdjustment, StoredOrderLine } from "../../db/schema/index";
import { linePriceUnits } from "./bill";
import { newShortId, type NewOrderRow, type OrderRow } from "./order.repository";
import { isActive } from "./order-transitions";

export type AdjustmentDecision =
  | { patch: Partial<NewOrderRow>; amount: MinorUnits; record: StoredAdjustment }
  | { refused: string; status: 400 | 409; reason: string };

// The lines after the plan. A void takes units off their line (a line left with none goes). A comp or a
// discount splits its units off into a line of their own at the new unit price, so units already paid
// keep their line and price and every payment still names what it paid (SPEC §6 per-item payments);
// comped units cost nothing and are settled by the house.
export function adjustLines(
  lines: readonly StoredOrderLine[],
  plan: AdjustmentPlan,
  kind: AdjustBody["kind"],
): StoredOrderLine[] {
  const by = new Map(plan.lines.map((p) => [p.line_id, p]));
  return lines.flatMap((l) => {
    const p = by.get(l._id);
    if (!p) return [l];
    const rest = l.quantity - p.units;
    const kept = rest > 0 ? [{ ...l, quantity: rest }] : [];
    if (kind === "void") return kept;
    const split: StoredOrderLine = {
      ...l,
      _id: newShortId(),
      price: fromMinorUnits(p.unitPriceAfter),
      full_price: l.full_price ?? l.price,
      quantity: p.units,
      paid_quantity: kind === "comp" ? p.units : 0,
      held_quantity: 0,
    };
    return [...kept, split];
  });
}

const refusals = {
  unknown_line: { status: 400, message: "Unknown line" },
  too_many: { status: 400, message: "The line has fewer units" },
  bad_percent: { status: 400, message: "A discount is 1 to 99 percent" },
  // The bill never falls below what is paid: the venue refunds the payment first, then adjusts.
  paid_units: { status: 409, message: "These units are paid or being paid: refund first" },
  nothing_open: { status: 409, message: "Nothing is left to adjust: refund first" },
} as const;

// A void, comp or discount of an accepted eat-in order (SPEC §4 bill), pure: the patch, the amount it
// takes off the bill (minor units) and what the guest's bill says, or why not.
export function decideAdjustment(row: OrderRow, body: AdjustBody, now: Date): AdjustmentDecision {
  if (row.orderType !== "inside")
    return { refused: "Adjustments are for eat-in bills", status: 409, reason: "wrong_order_type" };
  if (!isActive(row))
    return {
      refused: `only an accepted open order can be adjusted, this one is ${row.status}`,
      status: 409,
      reason: "not_open",
    };
  const plan = planAdjustment(
    row.lines.map((l) => ({ ...l, unitPrice: linePriceUnits(l) })),
    { kind: body.kind, line_id: body.line_id, quantity: body.quantity, percent: body.percent },
  );
  if ("refused" in plan) {
    const r = refusals[plan.refused];
    return {
      refused: r.message,
      status: r.status,
      reason:
        plan.refused === "paid_units" || plan.refused === "nothing_open" ? "refund_first" : plan.refused,
    };
  }
  const line = body.line_id ? row.lines.find((l) => l._id === body.line_id) : undefined;
  const record: StoredAdjustment = {
    _id: newShortId(),
    kind: body.kind,
    reason: body.reason,
    ...(body.percent !== undefined ? { percent: body.percent } : {}),
    amount: plan.amount,
    ...(line ? { name: line.name, quantity: plan.lines[0]!.units } : {}),
    at: now.toISOString(),
  };
  return {
    patch: {
      lines: adjustLines(row.lines, plan, body.kind),
      adjustments: [...row.adjustments, record],
      updatedAt: now,
    },
    amount: plan.amount,
    record,
  };
}
