import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderAction } from "@tablewise/domain/contract/staff";
import { keyForIntent, settleIntent } from "../../lib/intent-keys";
import { acknowledgeWaiterCall, orderAction, paymentAction, reservationAction } from "../../lib/staff-calls";

// Every board action is a mutation carrying the idempotency key of its intent (lib/intent-keys.ts); once
// it has an answer the board and the order refetch (the socket's hint does too, for the other consoles).
export type Action =
  | { kind: "order"; id: string; action: OrderAction; reason?: string }
  | { kind: "payment"; id: string; action: "confirm" | "reject" | "refund"; amount?: number }
  | { kind: "reservation"; id: string; action: "confirm" | "decline"; reason?: string }
  | { kind: "waiter_call"; id: string; action: "acknowledge" };

export const intentOf = (a: Action) => `${a.kind}:${a.id}:${a.action}`;

function run(action: Action, idempotencyKey: string): Promise<unknown> {
  switch (action.kind) {
    case "order":
      return orderAction(action.id, action.action, { idempotencyKey, reason: action.reason });
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
  return useMutation({
    // The key is made from the intent when mutate is called: TanStack's own retries reuse the variables,
    // so they send the same key.
    mutationFn: ({ action, key }: { action: Action; key: string }) => run(action, key),
    onSettled: (_data, error, { action }) => {
      settleIntent(intentOf(action), error);
      void client.invalidateQueries({ queryKey: ["board"] });
      void client.invalidateQueries({ queryKey: ["order"] });
    },
  });
}

export const withKey = (action: Action) => ({ action, key: keyForIntent(intentOf(action)) });
