// The port a fiscal provider's adapter satisfies (docs/fiscal.md). Amounts are minor units (kopecks);
// quantities are whole units here and the adapter scales them to what its provider wants.
export type FiscalGood = { code: string; name: string; price: number; quantity: number };

export type FiscalReceiptRequest = {
  // Client-generated UUID: the provider's receipt id and the idempotency key. Sending it again returns
  // the receipt it already made.
  receiptId: string;
  goods: FiscalGood[];
  // What was paid (or given back); the goods' sum above it is a discount on the receipt.
  amount: number;
  paymentType: "CASH" | "CASHLESS";
};

// fiscalCode null: the provider took the receipt but the tax service has not numbered it yet (ask again).
export type IssuedReceipt = { receiptId: string; fiscalCode: string | null; url: string | null };

// failed with `retry: false`: the provider refused the request itself (4xx); the same request would fail
// again, so a person has to look. `retry: true`: the provider was down, slow or busy.
export class FiscalError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

export type FiscalSession = {
  // Opens the cashier's shift when none is open (a sale needs one).
  ensureShift(): Promise<void>;
  sell(request: FiscalReceiptRequest): Promise<IssuedReceipt>;
  refund(request: FiscalReceiptRequest): Promise<IssuedReceipt>;
  // Closes the open shift (the Z report); false when none was open.
  closeShift(): Promise<boolean>;
};

export type FiscalRegister = {
  signIn(): Promise<FiscalSession>;
  receiptLink(receiptId: string): string;
};
