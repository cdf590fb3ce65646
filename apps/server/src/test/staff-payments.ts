import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { demoStaffToken } from "../modules/staff/staff-auth";

export type StaffPayment = { id: string; status: string; method: string; total: number };

// The waiter's side of a payment: read an order's payments, confirm or reject one.
export function staffPayments(app: FastifyInstance, token = demoStaffToken) {
  const auth = { authorization: `Bearer ${token}` };
  async function list(orderId: string): Promise<StaffPayment[]> {
    const res = await app.inject({ method: "GET", url: `/api/staff/orders/${orderId}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { payments: StaffPayment[] } }).data.payments;
  }
  const act = (paymentId: string, action: "confirm" | "reject", headers: Record<string, string> = auth) =>
    app.inject({ method: "POST", url: `/api/staff/payments/${paymentId}/${action}`, headers });
  // Confirms every cash and card request of the order, as the waiter taking the money.
  async function confirmAll(orderId: string) {
    for (const p of await list(orderId))
      if (p.status === "requested") expect((await act(p.id, "confirm")).statusCode).toBe(200);
  }
  return { list, act, confirmAll };
}
