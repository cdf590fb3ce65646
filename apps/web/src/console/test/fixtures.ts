import type { Order } from "@tablewise/domain/contract/order";
import type {
  StaffBoard,
  StaffMe,
  StaffOrder,
  StaffPayment,
  StaffReservation,
  WaiterCall,
} from "@tablewise/domain/contract/staff";

// Board data shaped by the contract, for the console's tests (and the screenshots' mocked server).
export const t0 = "2026-11-24T18:00:00.000Z";
const minutesAfter = (m: number) => new Date(Date.parse(t0) + m * 60_000).toISOString();

export const me = (role: StaffMe["role"] = "waiter"): StaffMe => ({
  staff_id: "staff-1",
  name: "Olena",
  role,
  venue: { _id: "venue-1", link: "demo", name: "Demo Café", currency: "₴", time_zone: "Europe/Kyiv" },
  session_expires_at: minutesAfter(600),
});

let serial = 10;
export function order(patch: Partial<Order> = {}, extra: Partial<StaffOrder> = {}): StaffOrder {
  serial += 1;
  const o: Order = {
    _id: `order-secret-${serial}-aaaaaaaaaaaa`,
    status: "waiting",
    total: 240,
    sum: 240,
    tip_amount: 0,
    discount: 0,
    discount_value: 0,
    list: [
      {
        _id: `line-${serial}`,
        product_id: "p-latte",
        name: "Latte",
        category: "Coffee",
        price: 120,
        full_price: 120,
        total: 240,
        quantity: 2,
        paid_quantity: 0,
        held_quantity: 0,
        variants: [{ group_id: "g1", group_name: "Size", item_id: "i-large", name: "Large", price: 0 }],
        modificators: [],
      },
    ],
    appends: [],
    adjustments: [],
    guests: [],
    guests_count: 1,
    split_payments: [],
    payment_requests: [],
    payments: [],
    payment_sums: { cash: 0, card: 0, online: 0, bonus: 0 },
    payment_statuses: { cash: "unpaid", card: "unpaid", online: "unpaid", bonus: "unpaid" },
    paid_at: null,
    closed_at: null,
    confirmed_at: null,
    date: t0,
    section: "Hall 5",
    table_name: "Table 5",
    serial_order_id: serial,
    local_id: `L${serial}`,
    order_type: "inside",
    is_delivery: false,
    cafe_id: "venue-1",
    ...patch,
  };
  return { order: o, payments: [], fulfilment: null, tariff: null, ...extra };
}

export function payment(patch: Partial<StaffPayment> = {}): StaffPayment {
  return {
    id: "pay-secret-aaaaaaaaaaaaaaaa",
    public_id: "P1",
    method: "cash",
    status: "requested",
    amount: 240,
    tip: 0,
    total: 240,
    refunded_amount: 0,
    items: [],
    covers: null,
    waiter_id: null,
    created_at: minutesAfter(2),
    settled_at: null,
    expires_at: null,
    ...patch,
  };
}

export function call(patch: Partial<WaiterCall> = {}): WaiterCall {
  return {
    id: "call-1",
    table_code: "111115",
    section_name: "Hall 5",
    table_name: "Table 5",
    called_at: minutesAfter(1),
    acknowledged_at: null,
    acknowledged_by: null,
    ...patch,
  };
}

export function reservation(patch: Partial<StaffReservation> = {}): StaffReservation {
  return {
    _id: "res-secret-aaaaaaaaaaaaaaaa",
    status: "pending",
    client_first_name: "Iryna",
    client_last_name: "K.",
    client_phone: "+380501234567",
    client_email: "iryna@example.com",
    persons_count: 4,
    reservation_date: minutesAfter(120),
    deposit: 500,
    paid: true,
    services: [{ product_id: "s1", name: "Terrace table", price: 0, variants: [] }],
    cafe_id: "venue-1",
    created_at: t0,
    expires_at: null,
    ...patch,
  };
}

export const board = (patch: Partial<StaffBoard> = {}): StaffBoard => ({
  generated_at: t0,
  orders: [],
  reservations: [],
  waiter_calls: [],
  ...patch,
});

export const minutes = minutesAfter;
