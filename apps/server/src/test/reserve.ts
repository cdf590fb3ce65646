import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { phoneVerificationRequestResponseSchema } from "@tablewise/domain/contract/phone-verification";
import { reservationResponseSchema } from "@tablewise/domain/contract/reserve";
import type { Reservation } from "@tablewise/domain/contract/reservation";
import type { VenueImport } from "@tablewise/domain/contract/venue-import";
import { readDemoVenueFiles } from "../seed/load-demo-venues";

// Reservation test helpers. "walk-in": the demo venue's service menu (open 24/7 in Kyiv, a 20 % deposit,
// 4 places per slot) with no phone code, so it books the same in demo mode and in production.
export function walkInVenueFile(): VenueImport {
  const demo = readDemoVenueFiles().find((f) => f.venue._id === "demo")!;
  const menu = demo.menus.find((m) => m.kind === "service")!;
  const receiver = demo.pay_receivers.find((r) => r._id === menu.pay_receiver_id)!;
  return {
    venue: {
      ...demo.venue,
      _id: "walk-in",
      link: "walk-in",
      name: "Walk-in Bistro",
      reserve: { ...demo.venue.reserve, use_phone_verification: false },
    },
    menus: [{ ...menu, _id: "walk-in-services", pay_receiver_id: "walk-in-pr" }],
    pay_receivers: [{ ...receiver, _id: "walk-in-pr" }],
    tables: [],
  };
}

export function reservations(app: FastifyInstance) {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  // "Table for dinner" 120 minutes: 650, so a 130 deposit; the terrace's "by the fountain" zone is free.
  const dinner = {
    product_id: "p-table-dinner",
    quantity: 1,
    variants: ["i-table-dinner-120"],
    modificators: [],
  };
  const body = (cafe: string, o: object = {}) => ({
    cart_item: dinner,
    persons_count: 1,
    client_first_name: "Olena",
    client_last_name: "Koval",
    client_phone: "+380671112200",
    client_email: "olena@example.com",
    reservation_date: "2026-11-25T17:00:00.000Z",
    cafe_id: cafe,
    ...o,
  });
  const create = (cafe: string, o: object = {}) => post("/api/superapp/reserve/create", body(cafe, o));
  const created = async (cafe: string, o: object = {}): Promise<Reservation> => {
    const res = await create(cafe, o);
    expect(res.statusCode, res.body).toBe(200);
    return reservationResponseSchema.parse(res.json()).data.reservation;
  };
  const fetchReservation = async (id: string): Promise<Reservation> =>
    reservationResponseSchema.parse((await get(`/api/superapp/reservations/${id}`)).json()).data.reservation;

  const requestCode = (cafe: string, phone: string, visitor?: string) =>
    post("/api/superapp/security/phone-number-verification/request", {
      cafe_id: cafe,
      phone,
      ...(visitor ? { visitor_id: visitor } : {}),
    });
  async function lastCode(phone: string): Promise<string> {
    const res = await get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const text = (res.json() as { data: { messages: { text: string }[] } }).data.messages[0]!.text;
    return /(\d{4})/.exec(text)![1]!;
  }
  // A token proven with the code from the demo outbox (or at once, when this visitor proved it before).
  async function verifiedToken(cafe: string, phone: string, visitor: string): Promise<string> {
    const res = await requestCode(cafe, phone, visitor);
    expect(res.statusCode, res.body).toBe(200);
    const { token, already_verified } = phoneVerificationRequestResponseSchema.parse(res.json()).data;
    if (already_verified) return token;
    const confirm = await post("/api/superapp/security/phone-number-verification/confirm", {
      token,
      code: await lastCode(phone),
    });
    expect(confirm.json()).toMatchObject({ data: { valid: true } });
    return token;
  }

  return { post, get, body, create, created, fetchReservation, requestCode, lastCode, verifiedToken };
}
