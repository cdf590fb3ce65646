import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdjustBody } from "@tablewise/domain/contract/staff";
import { useAlerts } from "../../app/alerts-context";
import { keyForIntent, settleIntent } from "../../lib/intent-keys";
import { adjustOrder } from "../../lib/staff-calls";

// The intent of an adjustment: the same one sent again (a double tap, a retry after no answer) carries
// the same idempotency key and is made once. The approval is not part of it: a corrected password is
// the same intent.
const intentOf = (id: string, { approval: _approval, ...body }: AdjustBody) =>
  `adjust:${id}:${JSON.stringify(body)}`;

export function useAdjust(orderId: string, done: { message: string; onDone: () => void }) {
  const client = useQueryClient();
  const { announce } = useAlerts();
  return useMutation({
    mutationFn: (body: AdjustBody) =>
      adjustOrder(orderId, body, { idempotencyKey: keyForIntent(intentOf(orderId, body)) }),
    onSettled: async (_data, error, body) => {
      settleIntent(intentOf(orderId, body), error);
      await Promise.all([
        client.invalidateQueries({ queryKey: ["board"] }),
        client.invalidateQueries({ queryKey: ["order"] }),
      ]);
      if (error) return;
      announce(done.message);
      done.onDone();
    },
  });
}
