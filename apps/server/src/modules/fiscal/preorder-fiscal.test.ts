import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { preorderFiscalReceiptsCall } from "@tablewise/domain/contract/fiscal";
import {
  startCheckboxStandIn,
  standInLicenseKey,
  standInLogin,
  standInPassword,
  type CheckboxStandIn,
} from "../../test/checkbox-stand-in";
import { eatIn, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";
import { asStaff, staffConsole, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";

// Takeaway and delivery orders get their fiscal receipts like eat-in bills (docs/fiscal.md): an online
// payment when the gateway settles it, cash or card when the order is handed over, a return when a paid
// order is declined; the guest's receipt reads them with the order's own id.
const now = new Date("2026-11-25T12:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let stand: CheckboxStandIn;
let k: ReturnType<typeof preorders>;
let s: ReturnType<typeof staffConsole>;
let clientId = "";

beforeAll(async () => {
  stand = await startCheckboxStandIn();
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
    sweepIntervalMs: 3_600_000,
    env: { CHECKBOX_API_URL: stand.apiUrl, CHECKBOX_RECEIPT_URL: stand.receiptBase },
  });
  k = preorders(t.app);
  s = staffConsole(t.app);
  clientId = (await k.verifiedClient("demo", "+380671230092"))._id;
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/staff/venues/demo/fiscal/settings",
    headers: asStaff("demo", "manager"),
    payload: {
      provider: "checkbox",
      license_key: standInLicenseKey,
      cashier_login: standInLogin,
      cashier_password: standInPassword,
      receipts_for_card: true,
      receipts_for_cash: true,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});
beforeEach(async () => {
  stand.receipts.clear();
  await t.db.db.execute(sql`delete from fiscal_receipts`);
});

async function takeaway(payMethod: "cash" | "online", n: number) {
  const { cart } = await k.prepare("demo", "takeaway");
  await k.fillCart(cart._id, k.napoleons(1));
  return k.created(
    "demo",
    k.takeawayBody(cart._id, { client_id: clientId, pay_method: payMethod, visitor_id: visitor(n) }),
  );
}
const guestReceipts = async (orderId: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: preorderFiscalReceiptsCall.path.replace(":id", orderId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return preorderFiscalReceiptsCall.response.parse(res.json()).data.receipts;
};

it("a takeaway paid online gets a CASHLESS sale receipt the guest's receipt shows; declined, a return", async () => {
  const { order, payment } = await takeaway("online", 93);
  expect((await t.app.inject({ method: "POST", url: `${payment!.pay_url}/approve` })).statusCode).toBe(303);
  expect(await t.app.fiscal.worker.drain()).toBe(1);
  const [sale] = [...stand.receipts.values()];
  expect(sale).toMatchObject({ is_return: false, payments: [{ type: "CASHLESS", value: 12_500 }] });
  expect(await guestReceipts(order._id)).toEqual([
    { kind: "sale", fiscal_code: sale!.fiscal_code, receipt_url: `${stand.receiptBase}/${sale!.id}` },
  ]);
  await s.acted(order._id, "decline", { body: { reason: "Oven broke" } });
  expect(await t.app.fiscal.worker.drain()).toBe(1);
  expect([...stand.receipts.values()].map((r) => r.is_return)).toEqual([false, true]);
  expect((await guestReceipts(order._id)).map((r) => r.kind)).toEqual(["sale", "return"]);
});

it("a takeaway paid in cash gets a CASH sale receipt when handed over, not before", async () => {
  const { order } = await takeaway("cash", 94);
  await s.acted(order._id, "accept");
  await s.acted(order._id, "ready");
  expect(await t.app.fiscal.worker.drain()).toBe(0);
  await s.acted(order._id, "delivered");
  expect(await t.app.fiscal.worker.drain()).toBe(1);
  expect([...stand.receipts.values()][0]).toMatchObject({ payments: [{ type: "CASH", value: 12_500 }] });
  expect(await guestReceipts(order._id)).toHaveLength(1);
});

it("an eat-in order's id is not a preorder's: 404 in the envelope", async () => {
  const { order } = await eatIn(t.app).order("111111");
  const res = await t.app.inject({
    method: "GET",
    url: preorderFiscalReceiptsCall.path.replace(":id", order._id),
  });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ success: false });
});
