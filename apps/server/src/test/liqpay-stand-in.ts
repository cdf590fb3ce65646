import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { roundMoney } from "@tablewise/domain/rules/money";
import {
  decodeData,
  formBody,
  readSignedForm,
  signMessage,
  verifySignature,
} from "../payments/liqpay/liqpay-protocol";

// A local stand-in for LiqPay (each adapter is tested against a local HTTP server speaking the
// provider's documented protocol). It checks every signature the way LiqPay does, keeps the checkouts
// it was sent to, answers /api/request's `status` and `refund`, and signs the callbacks a test delivers.
type Checkout = {
  orderId: string;
  amount: number;
  currency: string;
  status: string;
  refunded: number;
  paymentId: number;
  resultUrl: string;
  serverUrl: string;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });

export async function startLiqpayStandIn(keys: { publicKey: string; privateKey: string }) {
  const checkouts = new Map<string, Checkout>();
  const refundCalls: { orderId: string; amount: number }[] = [];
  const refusedSignatures: string[] = [];
  let nextPaymentId = 1000;
  // Simulates a crash on our side mid-refund: LiqPay refunds, the answer never arrives.
  let dropNextRefundAnswer = false;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const json = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const message =
        req.method === "GET" && url.pathname === "/api/3/checkout"
          ? readSignedForm(url.search.slice(1))
          : req.method === "POST" && url.pathname === "/api/request"
            ? readSignedForm(await readBody(req))
            : null;
      if (!message) return json(404, { result: "error", err_code: "not_found" });
      const params = decodeData(message.data);
      if (!verifySignature(keys.privateKey, message) || params?.public_key !== keys.publicKey) {
        refusedSignatures.push(url.pathname);
        return json(200, { result: "error", status: "error", err_code: "invalid_signature" });
      }
      const orderId = String(params.order_id);
      if (url.pathname === "/api/3/checkout") {
        if (!checkouts.has(orderId))
          checkouts.set(orderId, {
            orderId,
            amount: Number(params.amount),
            currency: String(params.currency),
            status: "pending",
            refunded: 0,
            paymentId: nextPaymentId++,
            resultUrl: String(params.result_url),
            serverUrl: String(params.server_url),
          });
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(`<!doctype html><title>LiqPay stand-in</title><p>Pay ${String(params.amount)}</p>`);
      }
      const found = checkouts.get(orderId);
      if (params.action === "status") {
        if (!found) return json(200, { result: "error", status: "error", err_code: "payment_not_found" });
        return json(200, { result: "ok", ...paymentData(found) });
      }
      if (params.action === "refund") {
        const amount = roundMoney(Number(params.amount ?? found?.amount));
        if (!found || (found.status !== "success" && found.status !== "sandbox"))
          return json(200, { result: "error", status: "error", err_code: "payment_not_found" });
        if (amount <= 0 || roundMoney(found.refunded + amount) > found.amount)
          return json(200, { result: "error", status: "error", err_code: "wrong_amount" });
        refundCalls.push({ orderId, amount });
        found.refunded = roundMoney(found.refunded + amount);
        if (found.refunded >= found.amount) found.status = "reversed";
        if (dropNextRefundAnswer) {
          dropNextRefundAnswer = false;
          return req.socket.destroy();
        }
        return json(200, { result: "ok", payment_id: found.paymentId, status: "reversed" });
      }
      return json(200, { result: "error", status: "error", err_code: "unknown_action" });
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function paymentData(c: Checkout) {
    return {
      version: 3,
      public_key: keys.publicKey,
      action: "pay",
      payment_id: c.paymentId,
      status: c.status,
      order_id: c.orderId,
      amount: c.amount,
      currency: c.currency,
      type: "buy",
      paytype: "card",
    };
  }

  return {
    url,
    checkouts,
    refundCalls,
    refusedSignatures,
    dropNextRefundAnswer: () => void (dropNextRefundAnswer = true),
    // The guest pays (or fails) on the hosted page: the checkout's status changes at LiqPay.
    settle(orderId: string, status: "success" | "failure" | "sandbox") {
      const c = checkouts.get(orderId);
      if (!c) throw new Error(`no checkout ${orderId}`);
      c.status = status;
    },
    // The form LiqPay posts to server_url for the checkout's current status (or any status given).
    callbackBody(orderId: string, status?: string, privateKey = keys.privateKey) {
      const c = checkouts.get(orderId);
      if (!c) throw new Error(`no checkout ${orderId}`);
      return formBody(signMessage(privateKey, { ...paymentData(c), ...(status ? { status } : {}) }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LiqpayStandIn = Awaited<ReturnType<typeof startLiqpayStandIn>>;
