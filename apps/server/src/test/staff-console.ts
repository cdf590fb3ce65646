import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { BoardHint, StaffRole } from "@tablewise/domain/contract/staff";
import {
  consoleCsrfHeader,
  staffBoardCall,
  staffOrderCall,
  staffOrderResponseSchema,
  staffPaymentResponseSchema,
} from "@tablewise/domain/contract/staff";
import { serviceTokenAuthenticator, type StaffAuthenticator } from "../http/staff-actor";
import { demoStaffToken } from "../modules/staff/staff-auth";

// Test helpers: a staff caller chosen per request, and a recorder of the console's hints.
// `x-test-staff: <role>:<venueId>` acts as a member of that venue's staff; otherwise the service token.
export const testStaffHeader = "x-test-staff";
export const testStaffAuthenticator: StaffAuthenticator = async (request) => {
  const given = request.headers[testStaffHeader];
  if (typeof given === "string") {
    const [role, venueId] = given.split(":") as [StaffRole, string];
    return {
      kind: "staff",
      staffId: `staff-${role}`,
      sessionId: "session",
      name: `Test ${role}`,
      role,
      venueId,
    };
  }
  return serviceTokenAuthenticator(demoStaffToken)(request);
};

// The headers of a change made by a member of `venueId`'s staff with `role`, as the console sends it
// (testStaffAuthenticator reads the first, the console's CSRF header comes with it).
export const asStaff = (venueId: string, role: StaffRole): Record<string, string> => ({
  [testStaffHeader]: `${role}:${venueId}`,
  [consoleCsrfHeader]: "1",
});

export function hintRecorder() {
  const hints: { venueId: string; hint: BoardHint }[] = [];
  return { hints, notifyStaff: (venueId: string, hint: BoardHint) => void hints.push({ venueId, hint }) };
}

type Who = { role: StaffRole; venueId: string } | "service";
const headersOf = (who: Who, key?: string): Record<string, string> => ({
  ...(who === "service" ? { authorization: `Bearer ${demoStaffToken}` } : asStaff(who.venueId, who.role)),
  ...(key ? { "idempotency-key": key } : {}),
});

export function staffConsole(app: FastifyInstance) {
  const orderAction = (id: string, action: string, opts: { who?: Who; key?: string; body?: object } = {}) =>
    app.inject({
      method: "POST",
      url: `/api/staff/orders/${id}/${action}`,
      headers: headersOf(opts.who ?? "service", opts.key),
      ...(opts.body ? { payload: opts.body } : {}),
    });
  const paymentAction = (id: string, action: string, opts: { who?: Who; key?: string; body?: object } = {}) =>
    app.inject({
      method: "POST",
      url: `/api/staff/payments/${id}/${action}`,
      headers: headersOf(opts.who ?? "service", opts.key),
      ...(opts.body ? { payload: opts.body } : {}),
    });
  async function acted(id: string, action: string, opts: { who?: Who; key?: string; body?: object } = {}) {
    const res = await orderAction(id, action, opts);
    expect(res.statusCode, res.body).toBe(200);
    return staffOrderResponseSchema.parse(res.json()).data;
  }
  async function paid(id: string, action: string, opts: { who?: Who; key?: string; body?: object } = {}) {
    const res = await paymentAction(id, action, opts);
    expect(res.statusCode, res.body).toBe(200);
    return staffPaymentResponseSchema.parse(res.json()).data.payment;
  }
  async function detail(id: string, who: Who = "service") {
    const res = await app.inject({ method: "GET", url: `/api/staff/orders/${id}`, headers: headersOf(who) });
    expect(res.statusCode, res.body).toBe(200);
    return staffOrderCall.response.parse(res.json()).data;
  }
  const boardRes = (venueId: string, who: Who = "service") =>
    app.inject({ method: "GET", url: `/api/staff/venues/${venueId}/board`, headers: headersOf(who) });
  async function board(venueId: string, who: Who = "service") {
    const res = await boardRes(venueId, who);
    expect(res.statusCode, res.body).toBe(200);
    return staffBoardCall.response.parse(res.json()).data;
  }
  return { orderAction, paymentAction, acted, paid, detail, boardRes, board };
}
