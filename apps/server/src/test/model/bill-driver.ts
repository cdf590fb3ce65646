import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { insidePrepareResponseSchema } from "@tablewise/domain/contract/inside";
import { orderPayResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import type { Order as ServerOrder } from "@tablewise/domain/contract/order";
import type { DbHandle } from "../../db/client";
import { createOrderRepository } from "../../modules/orders/order.repository";
import { demoStaffToken } from "../../modules/staff/staff-auth";
import type { PayArgs } from "./bill-payments";
import { modelMenuId, modelProductId, modelTableCode } from "./model-venue";

// The real side of the bill model: one table of a real app, driven through HTTP (inject). Every answer
// is checked to be in the envelope (never a 5xx) before anything else looks at it.
export type ModelApp = { app: FastifyInstance; db: DbHandle; advance: (ms: number) => void; tables: number };
export type Table = {
  ctx: ModelApp;
  tips: boolean;
  code: string;
  accessCode: string;
  orderId: string | null;
};
export type StaffPayment = {
  id: string;
  public_id: string;
  method: string;
  status: string;
  amount: number;
  tip: number;
  total: number;
  items: { line_id: string; quantity: number }[];
  covers: { kind: string; parts?: number; take?: number } | null;
};
export type Snapshot = { order: ServerOrder; payments: StaffPayment[]; splitDeadline: number | null };
export type Answer = { status: number; body: unknown };

const staffAuth = { authorization: `Bearer ${demoStaffToken}` };

export async function call(
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res: LightMyRequestResponse = await app.inject({ method, url, headers, payload });
  const what = `${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`a 5xx: ${what}`);
  if (res.statusCode === 303) return { status: 303, body: null };
  const body: unknown = res.json();
  if (res.statusCode >= 400) {
    if (!errorEnvelopeSchema.safeParse(body).success) throw new Error(`not in the envelope: ${what}`);
  } else if ((body as { success?: unknown }).success !== true) throw new Error(`no success: ${what}`);
  return { status: res.statusCode, body };
}

const turns = new Map<boolean, number>();
// The next table of the pool, for one run.
export async function openTable(ctx: ModelApp, tips: boolean): Promise<Table> {
  const n = turns.get(tips) ?? 0;
  turns.set(tips, (n + 1) % ctx.tables);
  const code = modelTableCode(tips, n);
  const res = await call(ctx.app, "GET", `/api/superapp/inside/${code}/prepare`);
  const prepared = insidePrepareResponseSchema.parse(res.body).data;
  // A table the last run on it did not free would turn this run's first order into an append.
  if (prepared.active_order) throw new Error(`table ${code} still has an open order`);
  return { ctx, tips, code, accessCode: prepared.inside.access_code, orderId: null };
}

// A guest's cart (product index and quantity) ordered at the table (create) or on the order (append).
export async function placeCart(
  t: Table,
  visitor: string,
  cart: { product: number; quantity: number }[],
  viaAppend: boolean,
): Promise<Answer> {
  const { app } = t.ctx;
  const prepared = insidePrepareResponseSchema.parse(
    (await call(app, "GET", `/api/superapp/inside/${t.code}/prepare`)).body,
  ).data;
  const cartId = prepared.cart._id;
  for (const c of cart) {
    const item = { menu_id: modelMenuId(t.tips), product_id: modelProductId(t.tips, c.product) };
    const added = await call(app, "POST", `/api/cart/${cartId}/add`, {
      ...item,
      quantity: c.quantity,
      variants: [],
      modificators: [],
    });
    if (added.status !== 200) throw new Error(`cart add answered ${added.status}`);
  }
  const body = { cart_id: cartId, visitor_id: visitor };
  if (viaAppend)
    return call(app, "POST", `/api/superapp/orders/${t.orderId}/append`, body, {
      "x-access-code": t.accessCode,
    });
  return call(app, "POST", `/api/superapp/inside/${t.code}/create`, body);
}

export const orderOf = (a: Answer) => orderResponseSchema.parse(a.body).data.order;

// Pays as a visitor; answers the server's payment id of a payment it took.
export async function payAs(
  t: Table,
  a: PayArgs,
): Promise<{ answer: Answer; paymentId: string | null; publicId?: string }> {
  const covers = !a.share
    ? { selected_items: a.items.map((i) => ({ line_id: i.lineId, quantity: i.quantity })) }
    : a.share.kind === "amount"
      ? { amount_minor: a.share.cents }
      : a.share.kind === "split"
        ? { split: { parts: a.share.parts, take: a.share.take } }
        : { rest: true };
  const body = {
    pay_method: a.method,
    ...covers,
    tip: a.tip,
    ...(a.customTip === undefined ? {} : { tip_amount: a.customTip / 100 }),
  };
  const answer = await call(t.ctx.app, "POST", `/api/superapp/orders/${t.orderId}/pay`, body, {
    "x-access-code": t.accessCode,
    "x-visitor-id": a.visitor,
  });
  if (answer.status !== 200) return { answer, paymentId: null };
  const data = orderPayResponseSchema.parse(answer.body).data;
  if (data.require_online_payment)
    return {
      answer,
      paymentId: data.data.pay_url.split("/").pop()!,
      ...(data.data.payment_id ? { publicId: data.data.payment_id } : {}),
    };
  const publicId = data.data.request?._id;
  const found = (await staffPayments(t)).find((p) => p.public_id === publicId);
  if (!found) throw new Error(`the cash or card request ${publicId} is not in the staff's list`);
  return { answer, paymentId: found.id, publicId: found.public_id };
}

// A guest releases a payment by its public id.
export const cancelAs = (t: Table, visitor: string, publicId: string) =>
  call(t.ctx.app, "POST", `/api/superapp/orders/${t.orderId}/payments/${publicId}/cancel`, undefined, {
    "x-access-code": t.accessCode,
    "x-visitor-id": visitor,
  });

export const staffAct = (t: Table, action: string, body?: object) =>
  call(t.ctx.app, "POST", `/api/staff/orders/${t.orderId}/${action}`, body, staffAuth);
export const waiterAct = (t: Table, paymentId: string, action: "confirm" | "reject") =>
  call(t.ctx.app, "POST", `/api/staff/payments/${paymentId}/${action}`, undefined, staffAuth);
export const gatewayAct = (t: Table, paymentId: string, action: "approve" | "decline") =>
  call(t.ctx.app, "POST", `/api/sandbox/pay/${paymentId}/${action}`);

async function staffPayments(t: Table): Promise<StaffPayment[]> {
  const res = await call(t.ctx.app, "GET", `/api/staff/orders/${t.orderId}`, undefined, staffAuth);
  return (res.body as { data: { payments: StaffPayment[] } }).data.payments;
}

// The bill as the guests and the staff see it, and the split deadline the sweeper works from. Read
// through the staff view (the guests' order beside the payments): a guest's access code stops reading
// a finished order after 30 minutes, and the model's time runs for hours.
export async function snapshot(t: Table): Promise<Snapshot> {
  const staff = await call(t.ctx.app, "GET", `/api/staff/orders/${t.orderId}`, undefined, staffAuth);
  if (staff.status !== 200) throw new Error(`the staff cannot read the bill: ${staff.status}`);
  const guest = {
    ...staff,
    body: { success: true, data: { order: (staff.body as { data: { order: unknown } }).data.order } },
  };
  const row = await createOrderRepository(t.ctx.db.db).find(t.orderId!);
  return {
    order: orderOf(guest),
    payments: await staffPayments(t),
    splitDeadline: row?.splitDeadlineAt?.getTime() ?? null,
  };
}

// Frees the table for a later run: the waiter answers every request and the venue closes the bill.
export async function freeTable(t: Table) {
  if (!t.orderId) return;
  for (const p of await staffPayments(t)) if (p.status === "requested") await waiterAct(t, p.id, "reject");
  const { order } = await snapshot(t);
  if (order.status === "waiting") await staffAct(t, "decline", { reason: "Model run over" });
  else if (!["closed", "cancelled"].includes(order.status))
    await staffAct(t, "close", { unpaid_reason: "other", note: "model run over" });
}
