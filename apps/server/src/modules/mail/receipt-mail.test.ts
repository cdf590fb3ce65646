import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderPayResponseSchema } from "@tablewise/domain/contract/order-calls";
import { receiptMailAvailabilityCall } from "@tablewise/domain/contract/receipt-mail";
import { eatIn, errorOf, payBody } from "../../test/eat-in";
import { preorders } from "../../test/preorder";
import { startSmtpStandIn, type SmtpStandIn } from "../../test/smtp-stand-in";
import { createTestApp } from "../../test/test-app";
import { extractPdfText } from "../reserve/extract-pdf-text";

// The receipt by e-mail through HTTP, the outbox and the worker, to a local SMTP server (docs/mail.md).
let now = new Date("2026-11-24T10:00:00Z");
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: SmtpStandIn;
let e: ReturnType<typeof eatIn>;
let k: ReturnType<typeof preorders>;

const mailUrl = (id: string) => `/api/superapp/orders/${id}/receipt-mail`;
const send = (id: string, body: object, headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: mailUrl(id), headers, payload: body });
const rowsOf = async (orderId: string) =>
  (
    await t.db.db.execute(
      sql`select status, recipient, receipt, attempts, sent_at, last_error from receipt_mails where order_id = ${orderId} order by created_at`,
    )
  ).rows as {
    status: string;
    recipient: string | null;
    receipt: unknown;
    attempts: number;
    sent_at: unknown;
    last_error: string | null;
  }[];

// Two napoleons paid online and settled by the sandbox gateway.
async function paidOrder(code = "111111") {
  const { order, accessCode } = await e.servingOrder(code, e.napoleons(2));
  const paid = await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 2, { pay_method: "online" }));
  expect(paid.statusCode, paid.body).toBe(200);
  const data = orderPayResponseSchema.parse(paid.json()).data;
  if (!data.require_online_payment) throw new Error("expected an online payment");
  const paymentId = data.data.pay_url.split("/").at(-1)!;
  const approved = await t.app.inject({ method: "POST", url: `/api/sandbox/pay/${paymentId}/approve` });
  expect(approved.statusCode, approved.body).toBe(303);
  return { order, accessCode };
}

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Tablewise <receipts@tablewise.test>", RATE_LIMIT_MAIL: 50 },
    app: { mailRetryBaseMs: 1000 },
  });
  e = eatIn(t.app);
  k = preorders(t.app);
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe("the receipt by e-mail", () => {
  it("says it is available, and a paid eat-in receipt arrives with its PDF; nothing of it is kept", async () => {
    const available = await t.app.inject({ method: "GET", url: receiptMailAvailabilityCall.path });
    expect(available.json()).toEqual({ success: true, data: { available: true } });

    const { order, accessCode } = await paidOrder("111111");
    const res = await send(
      order._id,
      { email: "guest@example.com", locale: "en" },
      { "x-access-code": accessCode },
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ success: true, data: { queued: true } });
    const [queued] = await rowsOf(order._id);
    expect(queued).toMatchObject({ status: "queued", recipient: "guest@example.com" });

    expect(await t.app.receiptMail.worker!.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["guest@example.com"]);
    expect(mail.parsed.subject).toBe(`Receipt — Kashtan Bistro #${order.serial_order_id}`);
    expect(mail.parsed.text).toContain("Total: 250.00 ₴");
    expect(mail.parsed.html).toContain("Napoleon");
    const [pdf] = mail.parsed.attachments;
    expect(pdf!.contentType).toBe("application/pdf");
    expect(pdf!.content.subarray(0, 4).toString("latin1")).toBe("%PDF");
    const text = extractPdfText(pdf!.content).join("\n");
    expect(text).toContain("250.00 ₴");
    expect(text).toContain("Kashtan Bistro");
    expect(text).toContain("Online");

    const [row] = await rowsOf(order._id);
    expect(row).toMatchObject({ status: "sent", recipient: null, receipt: null, attempts: 1 });
    expect(row!.sent_at).not.toBeNull();
  });

  it("writes the message and the PDF in the guest's language, Arabic right to left", async () => {
    const { order, accessCode } = await paidOrder("111112");
    const res = await send(
      order._id,
      { email: "ar@example.com", locale: "ar" },
      { "x-access-code": accessCode },
    );
    expect(res.statusCode, res.body).toBe(202);
    await t.app.receiptMail.worker!.drain();
    const mail = smtp.received[0]!;
    expect(mail.parsed.subject).toBe(`الإيصال — Kashtan Bistro #${order.serial_order_id}`);
    expect(mail.parsed.html).toContain('dir="rtl"');
    const text = extractPdfText(mail.parsed.attachments[0]!.content).join("\n");
    // fontkit lays an Arabic run out right to left: its glyphs are stored in visual order.
    const reversed = (s: string) => [...s].reverse().join("");
    expect(text).toContain(reversed("التاريخ"));
    // A phrase of two words is one run: its first word stands on the right. (Lam and alef join into one
    // ligature glyph, which reads back in its logical order.)
    expect(text).toContain(reversed("عبر الإنترنت").replace("إل", "لإ"));
    expect(text).toContain("250.00 ₴");
  });

  it("refuses another table's order, an unknown one, and a bad address", async () => {
    const { order, accessCode } = await paidOrder("111113");
    const other = await e.prepare("111114");
    const foreign = await send(
      order._id,
      { email: "x@example.com" },
      { "x-access-code": other.inside.access_code },
    );
    expect(foreign.statusCode).toBe(403);
    const none = await send(order._id, { email: "x@example.com" }, {});
    expect(none.statusCode).toBe(403);
    const unknown = await send("A".repeat(24), { email: "x@example.com" }, { "x-access-code": accessCode });
    expect(unknown.statusCode).toBe(404);
    for (const email of ["not-an-address", `${"a".repeat(250)}@example.com`, ""]) {
      const bad = await send(order._id, { email }, { "x-access-code": accessCode });
      expect(bad.statusCode, email).toBe(400);
      expect(errorOf(bad).code).toBe("validation_failed");
    }
    expect(await rowsOf(order._id)).toEqual([]);
  });

  it("sends one order's receipt at most 3 times, and limits an IP over all orders", async () => {
    const { order, accessCode } = await paidOrder("111115");
    for (let i = 0; i < 3; i++) {
      const ok = await send(order._id, { email: `g${i}@example.com` }, { "x-access-code": accessCode });
      expect(ok.statusCode, ok.body).toBe(202);
    }
    const fourth = await send(order._id, { email: "g4@example.com" }, { "x-access-code": accessCode });
    expect(fourth.statusCode).toBe(429);
    expect(errorOf(fourth).code).toBe("too_many_requests");
    await t.app.receiptMail.worker!.drain();
    expect(smtp.received).toHaveLength(3);

    const limited = await createTestApp({
      seed: "demo",
      clock: () => now,
      env: { SMTP_URL: smtp.url, MAIL_FROM: "receipts@tablewise.test", RATE_LIMIT_MAIL: 2 },
    });
    try {
      const l = eatIn(limited.app);
      const a = await l.servingOrder("111111");
      const b = await l.servingOrder("111112");
      // Every inject comes from 127.0.0.1: one IP over two orders.
      const h = (code: string) => ({ "x-access-code": code });
      const inject = (id: string, code: string) =>
        limited.app.inject({
          method: "POST",
          url: mailUrl(id),
          headers: h(code),
          payload: { email: "x@example.com" },
        });
      expect((await inject(a.order._id, a.accessCode)).statusCode).toBe(202);
      expect((await inject(b.order._id, b.accessCode)).statusCode).toBe(202);
      const third = await inject(b.order._id, b.accessCode);
      expect(third.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("tries again after a temporary refusal and delivers once; a permanent one is final and erased", async () => {
    const { order, accessCode } = await paidOrder("111116");
    smtp.refuseNext({ code: 451, message: "Try again later" });
    expect(
      (await send(order._id, { email: "later@example.com" }, { "x-access-code": accessCode })).statusCode,
    ).toBe(202);
    await t.app.receiptMail.worker!.drain();
    expect(smtp.received).toHaveLength(0);
    const [waiting] = await rowsOf(order._id);
    expect(waiting).toMatchObject({ status: "queued", recipient: "later@example.com", attempts: 1 });
    // Not before its time.
    expect(await t.app.receiptMail.worker!.drain()).toBe(0);
    advance(1500);
    expect(await t.app.receiptMail.worker!.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["later@example.com"]);
    expect(await t.app.receiptMail.worker!.drain()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect((await rowsOf(order._id))[0]).toMatchObject({ status: "sent", recipient: null, receipt: null });

    smtp.refuseNext({ code: 550, message: "No such mailbox" });
    expect(
      (await send(order._id, { email: "nobody@example.com" }, { "x-access-code": accessCode })).statusCode,
    ).toBe(202);
    await t.app.receiptMail.worker!.drain();
    advance(60 * 60_000);
    expect(await t.app.receiptMail.worker!.drain()).toBe(0);
    const gaveUp = (await rowsOf(order._id))[1]!;
    expect(gaveUp).toMatchObject({ status: "failed", recipient: null, receipt: null, attempts: 1 });
    expect(gaveUp.last_error).toContain("550");
  });

  it("sends a takeaway order's receipt to whoever holds its id", async () => {
    const client = await k.verifiedClient((await k.prepare("demo", "takeaway")).cafe._id, "+380671239901");
    const { cart } = await k.prepare("demo", "takeaway");
    await k.fillCart(cart._id, k.napoleons(1));
    const { order } = await k.created("demo", k.takeawayBody(cart._id, { client_id: client._id }));
    const res = await t.app.inject({
      method: "POST",
      url: `/api/superapp/preorders/${order._id}/receipt-mail`,
      payload: { email: "takeaway@example.com", locale: "uk" },
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.receiptMail.worker!.drain();
    expect(smtp.received[0]!.parsed.subject).toBe(`Чек — Kashtan Bistro #${order.serial_order_id}`);
    const unknown = await t.app.inject({
      method: "POST",
      url: `/api/superapp/preorders/${"B".repeat(24)}/receipt-mail`,
      payload: { email: "x@example.com" },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("without SMTP", () => {
  it("says e-mail receipts are not available and refuses the call", async () => {
    const off = await createTestApp({ seed: "demo", clock: () => now });
    try {
      const res = await off.app.inject({ method: "GET", url: receiptMailAvailabilityCall.path });
      expect(res.json()).toEqual({ success: true, data: { available: false } });
      expect(off.app.receiptMail.worker).toBeNull();
    } finally {
      await off.close();
    }
  });
});
