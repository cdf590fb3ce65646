// LiqPay refunds by order_id and amount and has no idempotency key (liqpay.ua/documentation/en/api/
// aquiring/refund): the same request sent twice refunds twice. So the adapter records each attempt under
// our refund key BEFORE calling LiqPay; a retry of a key whose attempt was recorded but
// never answered (the process died in between) is not sent again blindly.
export type RefundAttemptState = "sent" | "succeeded" | "failed";

export type RefundAttempts = {
  /** Records the attempt as "sent" when the key is new (or its earlier attempt failed: no money moved);
   *  answers the state found before, null when new. Atomic per key: of two at once only one sees null. */
  begin(key: string, orderId: string, amount: number): Promise<RefundAttemptState | null>;
  finish(key: string, state: "succeeded" | "failed"): Promise<void>;
};

// In one process: enough for a single-process deployment's retries and for the adapter's tests. A
// multi-process or crash-surviving deployment passes a database-backed store (see docs, "LiqPay").
export function memoryRefundAttempts(): RefundAttempts & { states: Map<string, RefundAttemptState> } {
  const states = new Map<string, RefundAttemptState>();
  return {
    states,
    async begin(key) {
      const before = states.get(key) ?? null;
      if (before === null || before === "failed") states.set(key, "sent");
      return before;
    },
    async finish(key, state) {
      states.set(key, state);
    },
  };
}
