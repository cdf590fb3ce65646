import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { orderPayResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../test-app";
import { staffPayments } from "../staff-payments";
import { eatIn, visitor } from "../eat-in";
import { preorders } from "../preorder";
import { snapshot } from "./contract-calls";

// Replays: a call that changed something, sent again (its answer lost, a double tap, a retry
// racing the first try), never answers a 5xx and never changes anything a second time. fast-check picks
// how many copies go out and whether they race; the seed makes a failure replay (FC_SEED).
const seed = Number(process.env.FC_SEED ?? 20261123);
const runs = { seed, numRuns: 3, endOnFailure: true };

const now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let p: ReturnType<typeof preorders>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  k = eatIn(t.app);
  p = preorders(t.app);
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof t.app.inject>>;
let ipSeq = 0;
const nextIp = () => `10.20.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers, remoteAddress: nextIp() });

function expectNoServerError(res: Res) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400) expect(errorEnvelopeSchema.safeParse(res.json()).success, res.body).toBe(true);
}

// How the copies of one call go out: all at once (racing), or one after another.
const plan = fc.record({ copies: fc.integer({ min: 2, max: 4 }), racing: fc.boolean() });

// Sends the copies; the first success is the one that counts. Answers the successes' bodies.
async function sendCopies(send: () => Promise<Res>, { copies, racing }: { copies: number; racing: boolean }) {
  const answers = racing
    ? await Promise.all(Array.from({ length: copies }, send))
    : await Array.from({ length: copies }).reduce<Promise<Res[]>>(
        async (acc) => [...(await acc), await send()],
        Promise.resolve([]),
      );
  answers.forEach(expectNoServerError);
  return answers;
}

// After the copies, one more replay must leave every table as it was.
async function replayChangesNothing(send: () => Promise<Res>) {
  const before = await snapshot(t.db.db);
  expectNoServerError(await send());
  expect(await snapshot(t.db.db)).toEqual(before);
}

const okBody = (r: Res) => r.json() as { data: Record<string, { _id: string } | undefined> };

describe("replayed calls answer the same or a 4xx, and change nothing twice", () => {
  it("eat-in create with the same cart makes one order with the cart's lines once", async () => {
    let table = 0;
    await fc.assert(
      fc.asyncProperty(plan, async (how) => {
        // A table of its own per run (the demo venue has two without geolocation).
        const code = ["111111", "111112"][table++ % 2]!;
        const prepared = await k.prepare(code);
        await k.fillCart(prepared.cart._id, k.napoleons(2));
        const body = { cart_id: prepared.cart._id, visitor_id: visitor(5) };
        const send = () => post(`/api/superapp/inside/${code}/create`, body);
        const answers = await sendCopies(send, how);
        const ok = answers.filter((r) => r.statusCode === 200);
        expect(ok.length).toBeGreaterThanOrEqual(1);
        const ids = new Set(ok.map((r) => okBody(r).data.order!._id));
        expect(ids.size).toBe(1);
        await replayChangesNothing(send);
        // Close the order so the next run starts a fresh one.
        const id = [...ids][0]!;
        const lines = (await k.getOrder(id, { "x-access-code": prepared.inside.access_code })).json() as {
          data: { order: { list: { quantity: number }[] } };
        };
        expect(lines.data.order.list.reduce((n, l) => n + l.quantity, 0)).toBe(2);
        expect((await k.staff(id, "decline", { reason: "test" })).statusCode).toBe(200);
      }),
      runs,
    );
  });

  it("pay for the same lines is taken once", async () => {
    await fc.assert(
      fc.asyncProperty(plan, async (how) => {
        const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
        const body = {
          pay_method: "cash",
          selected_items: [{ line_id: order.list[0]!._id, quantity: 1 }],
          tip: 0,
        };
        const send = () =>
          post(`/api/superapp/orders/${order._id}/pay`, body, { "x-access-code": accessCode });
        const answers = await sendCopies(send, how);
        expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
        orderPayResponseSchema.parse(answers.find((r) => r.statusCode === 200)!.json());
        await replayChangesNothing(send);
        // The request is the waiter's to confirm; once confirmed the bill closes.
        await staffPayments(t.app).confirmAll(order._id);
      }),
      runs,
    );
  });

  it("takeaway create with the same cart gives the same order", async () => {
    const client = await p.verifiedClient("demo", "+380671239101");
    await fc.assert(
      fc.asyncProperty(plan, async (how) => {
        const { cart } = await p.prepare("demo", "takeaway");
        await p.fillCart(cart._id, p.napoleons(1));
        const body = p.takeawayBody(cart._id, { client_id: client._id });
        const send = () => p.create("demo", body);
        const answers = await sendCopies(send, how);
        const ids = new Set(
          answers.filter((r) => r.statusCode === 200).map((r) => okBody(r).data.order!._id),
        );
        expect(ids.size).toBe(1);
        await replayChangesNothing(send);
      }),
      runs,
    );
  });

  it("reserve create books the slot once; the deposit's sandbox approval settles once", async () => {
    let day = 24;
    await fc.assert(
      fc.asyncProperty(plan, async (how) => {
        const phone = `+3806712392${day}`;
        const body = {
          cart_item: {
            product_id: "p-table-dinner",
            quantity: 1,
            variants: ["i-table-dinner-120"],
            modificators: [],
          },
          persons_count: 4,
          client_first_name: "Olena",
          client_last_name: "Koval",
          client_phone: phone,
          client_email: "olena@example.com",
          comment: "",
          reservation_date: `2026-11-${day++}T17:00:00.000Z`,
          cafe_id: "demo",
          phone_token: await p.verify("demo", phone),
        };
        const send = () => post("/api/superapp/reserve/create", body);
        const answers = await sendCopies(send, how);
        const ok = answers.filter((r) => r.statusCode === 200);
        // Four persons fill the slot: one booking, the copies refused.
        expect(ok).toHaveLength(1);
        await replayChangesNothing(send);

        const id = okBody(ok[0]!).data.reservation!._id;
        const form = (
          await t.app.inject({ method: "GET", url: `/api/superapp/reservations/${id}/payment-form` })
        ).json() as {
          data: { form: { url: string } };
        };
        const approve = () => t.app.inject({ method: "POST", url: `${form.data.form.url}/approve` });
        const approvals = await sendCopies(approve, how);
        expect(approvals.filter((r) => r.statusCode === 303)).toHaveLength(1);
        await replayChangesNothing(approve);
      }),
      runs,
    );
  });

  it("a phone code confirmed again, and staff actions sent twice, never fail with a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(plan, async (how) => {
        const phone = `+38067123930${ipSeq % 10}`;
        const req = await post("/api/superapp/security/phone-number-verification/request", {
          cafe_id: "demo",
          phone,
        });
        expectNoServerError(req);
        if (req.statusCode === 200) {
          const { token, already_verified } = (
            req.json() as { data: { token: string; already_verified: boolean } }
          ).data;
          if (!already_verified) {
            const code = await p.lastCode(phone);
            const confirm = () =>
              post("/api/superapp/security/phone-number-verification/confirm", { token, code });
            await sendCopies(confirm, how);
            await replayChangesNothing(confirm);
          }
        }
        const { order } = await k.order("111112", k.napoleons(1));
        const accept = () => k.staff(order._id, "accept");
        const accepted = await sendCopies(accept, how);
        expect(accepted.filter((r) => r.statusCode === 200)).toHaveLength(1);
        await replayChangesNothing(accept);
        await k.staff(order._id, "decline", { reason: "test" });
      }),
      runs,
    );
  });
});
