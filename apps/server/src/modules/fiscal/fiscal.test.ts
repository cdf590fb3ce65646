import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import {
  fiscalReceiptsCall,
  fiscalSettingsCall,
  guestFiscalReceiptsCall,
} from "@tablewise/domain/contract/fiscal";
import { orderPayResponseSchema } from "@tablewise/domain/contract/order-calls";
import { toMinorUnits } from "@tablewise/domain/rules/money";
import {
  startCheckboxStandIn,
  standInLicenseKey,
  standInLogin,
  standInPassword,
  type CheckboxStandIn,
} from "../../test/checkbox-stand-in";
import { eatIn, payBody } from "../../test/eat-in";
import { asStaff, staffConsole, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { createFiscalWorker } from "./fiscal-worker";
import { createFiscalQueue } from "./fiscal-queue";

// Fiscal receipts through the real settlement, queue and worker, against the Checkbox stand-in (demo
// venues, the sandbox gateway settling online payments).
let now = new Date("2026-11-24T10:00:00Z");
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
let t: Awaited<ReturnType<typeof createTestApp>>;
let stand: CheckboxStandIn;
let e: ReturnType<typeof eatIn>;
let s: ReturnType<typeof staffConsole>;
const manager = asStaff("demo", "manager");
const manager2 = asStaff("demo-geo", "manager");

const settingsUrl = (venueId: string) => fiscalSettingsCall.path.replace(":venueId", venueId);
const receiptsUrl = (venueId: string) => fiscalReceiptsCall.path.replace(":venueId", venueId);

async function saveSettings(body: object, headers = manager, venueId = "demo") {
  return t.app.inject({ method: "POST", url: settingsUrl(venueId), headers, payload: body });
}
const checkbox = (extra: object = {}) => ({
  provider: "checkbox",
  license_key: standInLicenseKey,
  cashier_login: standInLogin,
  cashier_password: standInPassword,
  receipts_for_card: true,
  receipts_for_cash: false,
  ...extra,
});

async function receipts(venueId = "demo", headers = manager, query = "") {
  const res = await t.app.inject({ method: "GET", url: `${receiptsUrl(venueId)}${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return fiscalReceiptsCall.response.parse(res.json()).data.receipts;
}

// Two napoleons paid online and settled by the sandbox.
async function paidOnline(code = "111111") {
  const { order, accessCode } = await e.servingOrder(code, e.napoleons(2));
  const res = await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 2, { pay_method: "online" }));
  expect(res.statusCode, res.body).toBe(200);
  const data = orderPayResponseSchema.parse(res.json()).data;
  if (!data.require_online_payment) throw new Error("expected an online payment");
  const paymentId = data.data.pay_url.split("/").at(-1)!;
  const approved = await t.app.inject({ method: "POST", url: `/api/sandbox/pay/${paymentId}/approve` });
  expect(approved.statusCode, approved.body).toBe(303);
  return { order, accessCode, paymentId, unitPrice: toMinorUnits(order.list[0]!.price) };
}

beforeAll(async () => {
  stand = await startCheckboxStandIn();
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
    env: { CHECKBOX_API_URL: stand.apiUrl, CHECKBOX_RECEIPT_URL: stand.receiptBase },
  });
  e = eatIn(t.app);
  s = staffConsole(t.app);
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await stand.close();
});
beforeEach(async () => {
  stand.receipts.clear();
  stand.shifts.length = 0;
  stand.failNext();
  await t.db.db.execute(sql`delete from fiscal_receipts`);
  const saved = await saveSettings(checkbox());
  expect(saved.statusCode, saved.body).toBe(200);
});

describe("fiscal receipts with Checkbox", () => {
  it("a settled online payment gets a sale receipt: lines in kopecks, quantities in thousandths, CASHLESS, a shift opened", async () => {
    const { order, accessCode, unitPrice } = await paidOnline();
    const guestUrl = guestFiscalReceiptsCall.path.replace(":id", order._id);
    const before = await t.app.inject({
      method: "GET",
      url: guestUrl,
      headers: { "x-access-code": accessCode },
    });
    expect(before.json()).toEqual({ success: true, data: { receipts: [] } });
    expect(await t.app.fiscal.worker.drain()).toBe(1);
    expect(stand.shifts).toHaveLength(1);
    const [made] = [...stand.receipts.values()];
    expect(made).toMatchObject({
      is_return: false,
      payments: [{ type: "CASHLESS", value: unitPrice * 2 }],
      goods: [{ good: { code: "p-napoleon", price: unitPrice }, quantity: 2000 }],
    });
    const [row] = await receipts("demo", manager, `?order_id=${order._id}`);
    expect(row).toMatchObject({
      kind: "sale",
      status: "issued",
      fiscal_code: made!.fiscal_code,
      receipt_url: `${stand.receiptBase}/${made!.id}`,
      amount: unitPrice * 2,
    });
    // The guest's receipt shows the fiscal number and the link; nobody else's code opens it.
    const guest = await t.app.inject({
      method: "GET",
      url: guestUrl,
      headers: { "x-access-code": accessCode },
    });
    expect(guestFiscalReceiptsCall.response.parse(guest.json()).data.receipts).toEqual([
      { kind: "sale", fiscal_code: made!.fiscal_code, receipt_url: `${stand.receiptBase}/${made!.id}` },
    ]);
    const stranger = await t.app.inject({
      method: "GET",
      url: guestUrl,
      headers: { "x-access-code": "000000" },
    });
    expect(stranger.statusCode).toBeGreaterThanOrEqual(400);
    expect(stranger.statusCode).toBeLessThan(500);
  });

  it("a refund gets a return receipt of the same goods", async () => {
    const { paymentId, unitPrice } = await paidOnline();
    await t.app.fiscal.worker.drain();
    advance(1000);
    const refund = await s.paymentAction(paymentId, "refund", {
      who: { role: "manager", venueId: "demo" },
      key: "fiscal-refund-1",
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.app.fiscal.worker.drain();
    const made = [...stand.receipts.values()];
    expect(made).toHaveLength(2);
    expect(made[1]).toMatchObject({
      is_return: true,
      goods: [{ good: { price: unitPrice }, quantity: 2000, is_return: true }],
      payments: [{ type: "CASHLESS", value: unitPrice * 2 }],
    });
    expect((await receipts()).map((r) => [r.kind, r.status])).toEqual([
      ["return", "issued"],
      ["sale", "issued"],
    ]);
  });

  it("the provider down, then up: retried with backoff, one receipt", async () => {
    await paidOnline();
    stand.failNext("5xx");
    await t.app.fiscal.worker.drain();
    const [waiting] = await receipts();
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting!.last_error).toMatch(/unavailable/i);
    expect(stand.receipts.size).toBe(0);
    // Not before its backoff.
    expect(await t.app.fiscal.worker.drain()).toBe(0);
    advance(60_000);
    await t.app.fiscal.worker.drain();
    expect(stand.receipts.size).toBe(1);
    expect((await receipts())[0]).toMatchObject({ status: "issued", attempts: 2 });
  });

  it("a crash between the provider's answer and marking the row: the retry finds the same receipt, never a second", async () => {
    await paidOnline();
    const crashing = createFiscalWorker({
      queue: createFiscalQueue(t.db.db),
      registerFor: (venueId) => t.app.fiscal.settings.registerFor(venueId),
      clock: () => now,
      leaseMs: 30_000,
      afterProviderCall: () => {
        throw new Error("process stopped");
      },
    });
    await expect(crashing.pass()).rejects.toThrow("process stopped");
    expect(stand.receipts.size).toBe(1);
    // The lease still holds: nobody sends it meanwhile.
    expect(await t.app.fiscal.worker.drain()).toBe(0);
    advance(120_000);
    await t.app.fiscal.worker.drain();
    expect(stand.receipts.size).toBe(1);
    const [made] = [...stand.receipts.values()];
    expect((await receipts())[0]).toMatchObject({ status: "issued", fiscal_code: made!.fiscal_code });
  });

  it("a refusal (4xx) waits for a person, who retries it from the console", async () => {
    await paidOnline();
    // The cashier's password changed at the provider: sign-in is refused.
    await saveSettings(checkbox({ cashier_password: "wrong-password" }));
    await t.app.fiscal.worker.drain();
    const [failed] = await receipts("demo", manager, "?status=failed");
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    await saveSettings(checkbox());
    const retry = await t.app.inject({
      method: "POST",
      url: `${receiptsUrl("demo")}/${failed!._id}/retry`,
      headers: asStaff("demo", "waiter"),
    });
    expect(retry.statusCode, retry.body).toBe(200);
    await t.app.fiscal.worker.drain();
    expect((await receipts())[0]).toMatchObject({ status: "issued" });
    expect(stand.receipts.size).toBe(1);
  });

  it("cash with cash receipts off gets none; with them on, a CASH receipt", async () => {
    const cash = async () => {
      const { order, accessCode } = await e.servingOrder("111112", e.napoleons(1));
      const res = await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 1));
      expect(res.statusCode, res.body).toBe(200);
      const payment = (await s.detail(order._id)).payments.at(-1)!;
      await s.paid(payment.id, "confirm");
    };
    await cash();
    expect(await t.app.fiscal.worker.drain()).toBe(0);
    expect(await receipts()).toEqual([]);
    await saveSettings(checkbox({ receipts_for_cash: true }));
    await cash();
    await t.app.fiscal.worker.drain();
    expect([...stand.receipts.values()][0]).toMatchObject({ payments: [{ type: "CASH" }] });
  });

  it("closing the shift: the manager's button closes the open one", async () => {
    await paidOnline();
    await t.app.fiscal.worker.drain();
    const url = settingsUrl("demo").replace("/settings", "/shift/close");
    const waiter = await t.app.inject({ method: "POST", url, headers: asStaff("demo", "waiter") });
    expect(waiter.statusCode).toBe(403);
    const res = await t.app.inject({ method: "POST", url, headers: manager });
    expect(res.json()).toEqual({ success: true, data: { closed: true } });
    expect(stand.shifts[0]!.status).toBe("CLOSED");
  });

  it("closing the shift with credentials the provider refuses says so (409), not 'try again' (503)", async () => {
    await paidOnline();
    await t.app.fiscal.worker.drain();
    await saveSettings(checkbox({ cashier_password: "wrong-password" }));
    const url = settingsUrl("demo").replace("/settings", "/shift/close");
    const res = await t.app.inject({ method: "POST", url, headers: manager });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: { code: "conflict" } });
    expect(res.json().error.message).toContain("Invalid credentials");
    expect(res.json().error.message).not.toContain("wrong-password");
    expect(stand.shifts[0]!.status).toBe("OPENED");
  });

  it("the day's close-out closes the fiscal shift too", async () => {
    await paidOnline();
    await t.app.fiscal.worker.drain();
    expect(stand.shifts[0]!.status).toBe("OPENED");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/staff/venues/demo/day/close-out",
      headers: manager,
      payload: { date: "2026-11-24", counted_cash: 0 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(stand.shifts[0]!.status).toBe("CLOSED");
  });

  it("another venue sees neither the receipts nor the settings, and cannot retry them", async () => {
    await paidOnline();
    await t.app.fiscal.worker.drain();
    const [mine] = await receipts();
    expect(await receipts("demo-geo", manager2)).toEqual([]);
    const foreign = await t.app.inject({ method: "GET", url: receiptsUrl("demo"), headers: manager2 });
    expect(foreign.statusCode).toBe(403);
    const retry = await t.app.inject({
      method: "POST",
      url: `${receiptsUrl("demo-geo")}/${mine!._id}/retry`,
      headers: manager2,
    });
    expect(retry.statusCode).toBe(404);
  });

  it("the settings never give a secret back, and bad input is a 4xx in the envelope", async () => {
    const got = await t.app.inject({ method: "GET", url: settingsUrl("demo"), headers: manager });
    expect(got.body).not.toContain(standInLicenseKey);
    expect(got.body).not.toContain(standInPassword);
    expect(got.json()).toMatchObject({
      data: { settings: { provider: "checkbox", license_key_set: true, cashier_password_set: true } },
    });
    const stored = await t.db.db.execute(sql`select license_key_sealed from fiscal_settings`);
    expect(JSON.stringify(stored.rows)).not.toContain(standInLicenseKey);
    for (const body of [
      { provider: "atol", receipts_for_card: true, receipts_for_cash: true },
      { ...checkbox(), license_key: "" },
      { ...checkbox(), extra: 1 },
      "not json",
    ]) {
      const res = await saveSettings(body as object);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(errorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
    }
    const noKey = await saveSettings(
      { provider: "checkbox", cashier_login: "x", receipts_for_card: true, receipts_for_cash: true },
      manager2,
      "demo-geo",
    );
    expect(noKey.statusCode).toBe(400);
    const waiter = await saveSettings(checkbox(), asStaff("demo", "waiter"));
    expect(waiter.statusCode).toBe(403);
  });
});
