import {
  FiscalError,
  type FiscalReceiptRequest,
  type FiscalRegister,
  type FiscalSession,
} from "./fiscal-register";

// Checkbox (checkbox.ua), a software cash register with a public HTTP API (OpenAPI at
// https://api.checkbox.ua/api/docs). The calls used: POST /cashier/signin (Bearer token), GET
// /cashier/shift, POST /shifts (X-License-Key), POST /shifts/close, POST /receipts/sell, GET
// /receipts/{id}. Prices in kopecks, quantities in thousandths, a return is goods with is_return.
export type CheckboxOptions = {
  // https://api.checkbox.ua/api/v1 for real receipts; the provider's test server or the stand-in otherwise.
  apiUrl: string;
  // Where a receipt is shown to the public: {receiptBase}/{receipt id}.
  receiptBase: string;
  licenseKey: string;
  login: string;
  password: string;
  clientVersion: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type CheckboxReceipt = { id: string; status?: string; fiscal_code?: string | null };
type CheckboxShift = { id: string; status: string } | null;

export function createCheckboxRegister(o: CheckboxOptions): FiscalRegister {
  const doFetch = o.fetch ?? fetch;
  const base = o.apiUrl.replace(/\/+$/, "");
  const common = { "X-Client-Name": "Tablewise", "X-Client-Version": o.clientVersion };

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<{ status: number; data: T | null }> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          ...common,
          ...headers,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new FiscalError(`checkbox unreachable: ${(err as Error).name}`, true);
    }
    const text = await res.text();
    let data: T | null = null;
    try {
      data = text ? (JSON.parse(text) as T) : null;
    } catch {
      data = null;
    }
    if (res.status === 404 && method === "GET") return { status: 404, data: null };
    if (!res.ok) {
      // The provider's message, bounded: it names the field it refused, never one of our secrets.
      const message = (data as { message?: unknown } | null)?.message;
      const why = typeof message === "string" ? message.slice(0, 200) : `HTTP ${res.status}`;
      throw new FiscalError(
        `checkbox ${path}: ${why}`,
        res.status >= 500 || res.status === 429 || res.status === 408,
      );
    }
    return { status: res.status, data };
  }

  return {
    receiptLink: (receiptId) => `${o.receiptBase.replace(/\/+$/, "")}/${encodeURIComponent(receiptId)}`,

    async signIn(): Promise<FiscalSession> {
      const { data } = await call<{ access_token?: string }>(
        "POST",
        "/cashier/signin",
        {},
        { login: o.login, password: o.password },
      );
      if (!data?.access_token) throw new FiscalError("checkbox sign-in gave no token", true);
      const auth = { authorization: `Bearer ${data.access_token}` };
      const withKey = { ...auth, "X-License-Key": o.licenseKey };

      async function issue(r: FiscalReceiptRequest, isReturn: boolean) {
        // A receipt made before a crash is found by its id and not made again.
        const known = await call<CheckboxReceipt>(
          "GET",
          `/receipts/${encodeURIComponent(r.receiptId)}`,
          auth,
        );
        const made =
          known.data ??
          (
            await call<CheckboxReceipt>(
              "POST",
              "/receipts/sell",
              { ...withKey, "X-Request-ID": r.receiptId },
              {
                id: r.receiptId,
                goods: r.goods.map((g) => ({
                  good: { code: g.code, name: g.name, price: g.price },
                  quantity: g.quantity * 1000,
                  ...(isReturn ? { is_return: true } : {}),
                })),
                payments: [{ type: r.paymentType, value: r.amount }],
                discounts: discountOf(r),
              },
            )
          ).data;
        if (!made?.id) throw new FiscalError("checkbox answered without a receipt id", true);
        return {
          receiptId: made.id,
          fiscalCode: made.status === "DONE" && made.fiscal_code ? made.fiscal_code : null,
          url: `${o.receiptBase.replace(/\/+$/, "")}/${encodeURIComponent(made.id)}`,
        };
      }

      return {
        async ensureShift() {
          const { data: shift } = await call<CheckboxShift>("GET", "/cashier/shift", auth);
          if (shift && shift.status === "OPENED") return;
          if (shift && (shift.status === "CREATED" || shift.status === "OPENING"))
            throw new FiscalError("checkbox shift is still opening", true);
          await call("POST", "/shifts", withKey, {});
        },
        sell: (r) => issue(r, false),
        refund: (r) => issue(r, true),
        async closeShift() {
          const { data: shift } = await call<CheckboxShift>("GET", "/cashier/shift", auth);
          if (!shift || shift.status !== "OPENED") return false;
          await call("POST", "/shifts/close", withKey, {});
          return true;
        },
      };
    },
  };
}

// The goods' sum above what was paid (a discount, a comp, a void of part of the bill) is one discount on
// the receipt, so the receipt's total is the money that moved.
function discountOf(r: FiscalReceiptRequest) {
  const goods = r.goods.reduce((sum, g) => sum + g.price * g.quantity, 0);
  const off = goods - r.amount;
  return off > 0 ? [{ type: "DISCOUNT", mode: "VALUE", value: off, name: "Discount" }] : [];
}
