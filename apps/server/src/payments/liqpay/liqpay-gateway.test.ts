import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLiqpayStandIn, type LiqpayStandIn } from "../../test/liqpay-stand-in";
import { gatewayFactories } from "../gateway-factories";
import { GatewayError, type PaymentGateway } from "../payment-gateway";
import { createLiqpayGateway, liqpayOrderId } from "./liqpay-gateway";
import { liqpayFactory } from "./liqpay-factory";
import { decodeData, formBody, readSignedForm, signMessage } from "./liqpay-protocol";
import { memoryRefundAttempts, type RefundAttempts } from "./refund-attempts";

// The LiqPay adapter against a local stand-in speaking LiqPay's documented protocol
// (data = base64 JSON, signature = base64 sha1(private + data + private), /api/3/checkout, /api/request).
const keys = { publicKey: "sandbox_i0000001", privateKey: "sandbox_private-key-of-the-test-shop" };
const publicUrl = "https://tablewise.example";

describe("LiqPay adapter against its stand-in", () => {
  let standIn: LiqpayStandIn;
  const warnings: string[] = [];
  const gatewayWith = (attempts: RefundAttempts = memoryRefundAttempts(), sandbox = false) =>
    createLiqpayGateway({
      ...keys,
      apiUrl: standIn.url,
      publicUrl,
      sandbox,
      attempts,
      warn: (msg) => warnings.push(msg),
    });
  let liqpay: PaymentGateway;
  let n = 0;
  // A checkout the guest opened (the stand-in has it) and, with `paid`, paid. `amount` is LiqPay's
  // decimal; the port takes minor units.
  async function checkout(amount = 150, paid = true, gateway = liqpay) {
    const paymentId = `pay-${++n}-${Date.now()}`;
    const session = await gateway.createCheckout({
      paymentId,
      amount: Math.round(amount * 100),
      currency: "UAH",
      description: "Table 7",
      returnUrl: `${publicUrl}/inside/111111/receipt/o1?payment=p1`,
      idempotencyKey: `checkout-${paymentId}`,
    });
    expect((await fetch(session.redirectUrl)).status).toBe(200);
    // LiqPay knows the checkout by its order_id, our gatewayRef.
    const orderId = session.gatewayRef;
    if (paid) standIn.settle(orderId, "success");
    return { paymentId, orderId, session };
  }

  beforeAll(async () => {
    standIn = await startLiqpayStandIn(keys);
    liqpay = gatewayWith();
  });
  afterAll(() => standIn.close());

  it("sends the guest to LiqPay's checkout with signed data: our payment id, UAH major units, both URLs", async () => {
    const { paymentId, orderId, session } = await checkout(123.45, false);
    const url = new URL(session.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/api/3/checkout`);
    // LiqPay's order_id is derived from our payment id, never the (secret) id itself: the guest reads data.
    expect(orderId).toBe(liqpayOrderId(paymentId));
    expect(session.redirectUrl).not.toContain(paymentId);
    const data = decodeData(readSignedForm(url.search.slice(1))!.data);
    expect(data).toMatchObject({
      version: 3,
      public_key: keys.publicKey,
      action: "pay",
      amount: 123.45,
      currency: "UAH",
      order_id: orderId,
      result_url: `${publicUrl}/inside/111111/receipt/o1?payment=p1`,
      server_url: `${publicUrl}/api/payments/liqpay/webhook`,
    });
    expect(data).not.toHaveProperty("sandbox");
    expect(standIn.refusedSignatures).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(paymentId);
    expect(standIn.checkouts.get(orderId)).toMatchObject({ amount: 123.45, status: "pending" });
  });

  it("verifies callbacks: a genuine one is read, a tampered, forged or foreign one is refused", async () => {
    const { orderId } = await checkout(150);
    const genuine = standIn.callbackBody(orderId);
    expect(await liqpay.parseNotification(genuine, {})).toMatchObject({
      ok: true,
      kind: "paid",
      gatewayRef: orderId,
      amount: 15_000, // minor units
      currency: "UAH",
    });
    expect(await liqpay.parseNotification(Buffer.from(genuine), {})).toMatchObject({
      ok: true,
      kind: "paid",
    });

    // The amount changed in data, the signature kept: refused.
    const form = readSignedForm(genuine)!;
    const tampered = { ...decodeData(form.data), amount: 1 };
    const tamperedBody = formBody({
      data: Buffer.from(JSON.stringify(tampered)).toString("base64"),
      signature: form.signature,
    });
    expect(await liqpay.parseNotification(tamperedBody, {})).toMatchObject({ ok: false, reason: "forged" });
    // Signed with another key, or with no signature at all: refused.
    const forged = standIn.callbackBody(orderId, undefined, "a-guessed-private-key");
    expect(await liqpay.parseNotification(forged, {})).toMatchObject({ ok: false, reason: "forged" });
    expect(await liqpay.parseNotification(`data=${encodeURIComponent(form.data)}`, {})).toMatchObject({
      ok: false,
      reason: "forged",
    });
    // Genuinely signed by our key but naming another shop's public key: refused.
    const otherShop = formBody(
      signMessage(keys.privateKey, { ...decodeData(form.data), public_key: "i999" }),
    );
    expect(await liqpay.parseNotification(otherShop, {})).toMatchObject({ ok: false, reason: "forged" });
  });

  it("maps LiqPay's statuses: failure/error failed, reversed refunded, in-between ones ignored", async () => {
    const { orderId } = await checkout(150, false);
    const kind = async (status: string, gateway = liqpay) => {
      const parsed = await gateway.parseNotification(standIn.callbackBody(orderId, status), {});
      return parsed.ok ? parsed.kind : parsed.reason;
    };
    expect(await kind("failure")).toBe("failed");
    expect(await kind("error")).toBe("failed");
    expect(await kind("reversed")).toBe("refunded");
    expect(await kind("3ds_verify")).toBe("ignored");
    expect(await kind("wait_accept")).toBe("ignored");
    // LiqPay's test-mode payment is money only in test mode (LIQPAY_SANDBOX).
    expect(await kind("sandbox")).toBe("ignored");
    expect(warnings).toContain("LiqPay test-mode payment refused in live mode");
    expect(await kind("sandbox", gatewayWith(memoryRefundAttempts(), true))).toBe("paid");
  });

  it("sends the venue's currency sign as LiqPay's code and refuses a currency LiqPay does not take", async () => {
    const open = (currency: string) =>
      liqpay.createCheckout({
        paymentId: `cur-${currency}`,
        amount: 500,
        currency,
        description: "x",
        returnUrl: publicUrl,
        idempotencyKey: "k",
      });
    const sent = async (currency: string) =>
      decodeData(readSignedForm(new URL((await open(currency)).redirectUrl).search.slice(1))!.data)?.currency;
    expect(await sent("₴")).toBe("UAH");
    expect(await sent("eur")).toBe("EUR");
    await expect(open("Kč")).rejects.toBeInstanceOf(GatewayError);
  });

  it("marks a checkout in LiqPay's test mode with sandbox=1", async () => {
    const { session } = await checkout(10, false, gatewayWith(memoryRefundAttempts(), true));
    expect(decodeData(readSignedForm(new URL(session.redirectUrl).search.slice(1))!.data)).toMatchObject({
      sandbox: 1,
    });
  });

  it("looks a payment up (reconciliation): pending, paid, unknown; a bad key is a GatewayError", async () => {
    const { orderId } = await checkout(80, false);
    expect(await liqpay.lookup(orderId)).toEqual({ status: "pending", amount: 8000 });
    standIn.settle(orderId, "success");
    expect(await liqpay.lookup(orderId)).toEqual({ status: "paid", amount: 8000 });
    expect(await liqpay.lookup("never-created")).toEqual({ status: "unknown" });
    const wrongKey = createLiqpayGateway({
      ...keys,
      privateKey: "not-the-shop-key",
      apiUrl: standIn.url,
      publicUrl,
      sandbox: false,
      attempts: memoryRefundAttempts(),
    });
    await expect(wrongKey.lookup(orderId)).rejects.toBeInstanceOf(GatewayError);
  });

  it("refunds in full and in part; the same refund key again is not sent again", async () => {
    const { orderId } = await checkout(200);
    const before = standIn.refundCalls.length;
    // The port takes minor units; LiqPay is sent decimals.
    const part = { gatewayRef: orderId, amount: 5000, idempotencyKey: `r1-${orderId}` };
    expect(await liqpay.refund(part)).toEqual({ status: "succeeded" });
    expect(await liqpay.refund(part)).toEqual({ status: "succeeded" });
    expect(await liqpay.refund({ ...part, amount: 15_000, idempotencyKey: `r2-${orderId}` })).toEqual({
      status: "succeeded",
    });
    expect(standIn.refundCalls.slice(before)).toEqual([
      { orderId, amount: 50 },
      { orderId, amount: 150 },
    ]);
    expect(await liqpay.lookup(orderId)).toMatchObject({ status: "refunded" });
    // More than was paid: LiqPay refuses, nothing moved.
    const { orderId: other } = await checkout(20);
    expect(await liqpay.refund({ gatewayRef: other, amount: 2500, idempotencyKey: `r3-${other}` })).toEqual({
      status: "failed",
    });
  });

  it("requests a full refund once across a crash: the restarted process finds it done at LiqPay", async () => {
    const { orderId } = await checkout(120);
    const req = { gatewayRef: orderId, amount: 12_000, idempotencyKey: `split-${orderId}` };
    const before = standIn.refundCalls.length;
    standIn.dropNextRefundAnswer();
    await expect(liqpay.refund(req)).rejects.toBeInstanceOf(GatewayError);
    // A new process: its attempt store is empty, LiqPay's status says reversed.
    expect(await gatewayWith().refund(req)).toEqual({ status: "succeeded" });
    expect(await liqpay.refund(req)).toEqual({ status: "succeeded" });
    expect(standIn.refundCalls.slice(before)).toEqual([{ orderId, amount: 120 }]);
  });

  it("never sends an interrupted partial refund twice: it stays pending for a person to check", async () => {
    const { orderId } = await checkout(120);
    const req = { gatewayRef: orderId, amount: 2000, idempotencyKey: `console-${orderId}` };
    const before = standIn.refundCalls.length;
    standIn.dropNextRefundAnswer();
    await expect(liqpay.refund(req)).rejects.toBeInstanceOf(GatewayError);
    expect(await liqpay.refund(req)).toEqual({ status: "pending" });
    expect(warnings).toContain("LiqPay refund interrupted earlier, not sent again: check it in LiqPay");
    expect(standIn.refundCalls.slice(before)).toEqual([{ orderId, amount: 20 }]);
  });

  it("is built from <REF>_PUBLIC_KEY/<REF>_PRIVATE_KEY and PUBLIC_URL, else not configured", () => {
    const factory = liqpayFactory(memoryRefundAttempts());
    const env = {
      LIQPAY_MAIN_PUBLIC_KEY: keys.publicKey,
      LIQPAY_MAIN_PRIVATE_KEY: keys.privateKey,
      PUBLIC_URL: publicUrl,
    };
    expect(factory("LIQPAY_MAIN", env)).toMatchObject({
      name: "liqpay",
      logoId: "liqpay",
      displayName: "LiqPay",
    });
    expect(factory("LIQPAY_OTHER", env)).toBeNull();
    expect(factory("LIQPAY_MAIN", { ...env, LIQPAY_MAIN_PRIVATE_KEY: undefined })).toBeNull();
    expect(factory("LIQPAY_MAIN", { ...env, PUBLIC_URL: undefined })).toBeNull();
    // Registered under its name in the per-venue registry's factories.
    expect(gatewayFactories.liqpay?.("LIQPAY_MAIN", env)).toMatchObject({ name: "liqpay" });
  });
});
