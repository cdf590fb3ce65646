import { useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PayMethod } from "@tablewise/domain/contract/common";
import type { Order, PaymentLink } from "@tablewise/domain/contract/order";
import type { EstimatedSplit, SelectedItem, TipPercent } from "@tablewise/domain/contract/order-calls";
import { selectAll, selectedSum } from "@tablewise/domain/rules/bill-selection";
import { toMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import { tipFields } from "@tablewise/domain/rules/tips";
import { payOrder, splitEstimateQuery } from "../inside-api";
import { rememberMyPayment } from "./my-payments";
import { effectiveShare, sharePrice, shareBody, type ShareMode } from "../../payment/share/bill-share";

// A percentage or a custom amount (`custom`), and the waiter it goes to.
// The custom amount is minor units, like the selected sum the rules compare it with.
export type TipChoice = { percent: TipPercent | null; custom: MinorUnits | null; waiterId: string | null };
export type PayOutcome =
  | { kind: "online"; link: PaymentLink; paymentId: string | null }
  | { kind: "paid"; paidOrder: Order; unpaidOrder: Order | null; paymentId: string | null };

// SPEC §4 entering the order page: every unpaid item selected. The selection follows the live order:
// lines someone else paid meanwhile drop out, quantities shrink to what is still unpaid.
function keepValid(order: Order, selected: SelectedItem[]): SelectedItem[] {
  const unpaidById = new Map(selectAll(order.list).map((s) => [s.line_id, s.quantity]));
  return selected.flatMap((s) => {
    const max = unpaidById.get(s.line_id);
    return max ? [{ line_id: s.line_id, quantity: Math.min(s.quantity, max) }] : [];
  });
}

// One empty list, so an empty selection does not hand the screen a new array each render.
const noSplits: EstimatedSplit[] = [];

export function useBillPayment(order: Order, accessCode: string) {
  const [picked, setPicked] = useState<SelectedItem[]>([]);
  // "Select all" means everything payable, also the lines that arrive live after it was
  // ticked (an append accepted while the bill is open), so the slider never shows a stale amount.
  const [isAllMode, setAllMode] = useState(true);
  const chosen = isAllMode ? selectAll(order.list) : picked;
  const setSelected = (next: SelectedItem[]) => {
    setAllMode(false);
    setPicked(next);
  };
  const [tip, setTip] = useState<TipChoice>({ percent: null, custom: null, waiterId: null });
  const [isBusy, setBusy] = useState(false);
  const [shareMode, setShare] = useState<ShareMode>({ kind: "items" });
  const share = effectiveShare(order, shareMode);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- chosen follows order and the mode
  const selected = useMemo(() => keepValid(order, chosen), [order, isAllMode, picked]);
  // The wire's decimal line totals (SPEC §7) become minor units for the rules: the sum is minor units.
  const itemsSum = selectedSum(
    order.list.map((l) => ({ ...l, total: toMinorUnits(l.total) })),
    selected,
  );
  // A share is priced by the same rule the server applies (it prices it again, never trusting this).
  const sum = share.kind === "items" ? itemsSum : sharePrice(order, share);
  const allSelected = selectAll(order.list);
  const isAllSelected =
    allSelected.length > 0 &&
    allSelected.every((a) => selected.some((s) => s.line_id === a.line_id && s.quantity === a.quantity));
  const isAllChecked = isAllMode ? allSelected.length > 0 : isAllSelected;

  // SPEC §4: splits show only with more than one split and online payment; the estimate follows the
  // selection (a failure empties them silently, inside-api).
  const estimate = useQuery({
    ...splitEstimateQuery(order._id, accessCode, selected, order.split_payments.length),
    enabled: selected.length > 0 && share.kind === "items",
    // The last estimate stays while the next selection's loads.
    placeholderData: keepPreviousData,
  });
  const splits = selected.length === 0 || share.kind !== "items" ? noSplits : (estimate.data ?? noSplits);

  const pay = async (method: PayMethod): Promise<PayOutcome> => {
    setBusy(true);
    try {
      const answer = await payOrder(order._id, accessCode, {
        pay_method: method,
        ...(share.kind === "items" ? { selected_items: selected } : shareBody(share)),
        ...tipFields(tip),
        ...((tip.percent || tip.custom) && tip.waiterId ? { waiter_id: tip.waiterId } : {}),
      });
      if (answer.require_online_payment) {
        const paymentId = answer.data.payment_id ?? null;
        if (paymentId) rememberMyPayment(paymentId);
        return { kind: "online", link: answer.data, paymentId };
      }
      const paymentId = answer.data.request?._id ?? null;
      if (paymentId) rememberMyPayment(paymentId);
      return {
        kind: "paid",
        paidOrder: answer.data.paid_order,
        unpaidOrder: answer.data.unpaid_order,
        paymentId,
      };
    } finally {
      setBusy(false);
    }
  };

  return {
    share,
    setShare,
    // Something to pay: chosen items, or a share with a price.
    canPay: share.kind === "items" ? selected.length > 0 : sum > 0,
    selected,
    setSelected,
    selectAll: () => {
      if (isAllChecked) return setSelected([]);
      setAllMode(true);
    },
    isAllSelected: isAllChecked,
    sum,
    tip,
    setTip,
    splits,
    isBusy,
    pay,
  };
}
