import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAlerts } from "../../app/alerts-context";
import type { CloseBody, OrderAction } from "@tablewise/domain/contract/staff";
import { keyForIntent, settleIntent } from "../../lib/intent-keys";
import { acknowledgeWaiterCall, orderAction, paymentAction, reservationAction } from "../../lib/staff-calls";
import { moveFocus } from "./move-focus";

// Every board action is a mutation carrying the idempotency key of its intent (lib/intent-keys.ts); once
// it has an answer the board and the order refetch (the socket's hint does too, for the other consoles).
export type Action =
  | { kind: "order"; id: string; action: OrderAction; reason?: string; close?: CloseBody }
  | { kind: "payment"; id: string; action: "confirm" | "reject" | "refund"; amount?: number }
  | { kind: "reservation"; id: string; action: "confirm" | "decline"; reason?: string }
  | { kind: "waiter_call"; id: string; action: "acknowledge" };

// What the console says and where focus goes once an action's result is on the board: element ids in
// order of preference (the order's next action, its card's heading, the lane or panel heading).
export type FollowUp = { focus: readonly string[]; message: string };

export const intentOf = (a: Action) => `${a.kind}:${a.id}:${a.action}`;

function run(action: Action, idempotencyKey: string): Promise<unknown> {
  switch (action.kind) {
    case "order":
      return orderAction(action.id, action.action, {
        idempotencyKey,
        reason: action.reason,
        close: action.close,
      });
    case "payment":
      return paymentAction(action.id, action.action, { idempotencyKey, amount: action.amount });
    case "reservation":
      return reservationAction(action.id, action.action, { idempotencyKey, reason: action.reason });
    case "waiter_call":
      return acknowledgeWaiterCall(action.id, { idempotencyKey });
  }
}

export function useBoardAction() {
  const client = useQueryClient();
  const { announce } = useAlerts();
  return useMutation({
    // The key is made from the intent when mutate is called: TanStack's own retries reuse the variables,
    // so they send the same key.
    mutationFn: ({ action, key }: { action: Action; key: string; followUp?: FollowUp }) => run(action, key),
    onMutate: () => ({ from: document.activeElement }),
    // The action counts as done once the board and the order show its result, so the buttons stay
    // disabled until then and focus moves to what the refetched board shows.
    onSettled: async (_data, error, { action, followUp }, context) => {
      settleIntent(intentOf(action), error);
      await Promise.all([
        client.invalidateQueries({ queryKey: ["board"] }),
        client.invalidateQueries({ queryKey: ["order"] }),
      ]);
      if (error || !followUp) return;
      announce(followUp.message);
      moveFocus(followUp.focus, context?.from ?? null);
    },
  });
}

export const withKey = (action: Action, followUp?: FollowUp) => ({
  action,
  key: keyForIntent(intentOf(action)),
  followUp,
});
