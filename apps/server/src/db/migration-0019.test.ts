import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationStatements, statementsBefore } from "../test/migration-statements";

// Threat model, "Payments: whose notification": a notification changes only what the credentials that
// verified it opened. Migration 0019 gives the payments, deposits and refund attempts stored before it
// the credentials reference of their venue's gateway, so their genuine notifications still settle them.

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  for (const s of statementsBefore("0019")) await db.exec(s);
});
afterAll(() => db.close());

const accounts = async (table: string, key: string) =>
  Object.fromEntries(
    (
      await db.query<{ id: string; gateway_account: string | null }>(
        `select ${key} as id, gateway_account from ${table} order by ${key}`,
      )
    ).rows.map((r) => [r.id, r.gateway_account]),
  );

describe("migration 0019_gateway_accounts", () => {
  it("gives stored payments, deposits and refund attempts their venue's credentials reference", async () => {
    await db.exec(`
      insert into venues (id, link, data, payment_gateway, payment_credentials_ref) values
        ('v1', 'v1', '{}', 'stripe', 'STRIPE_V1'), ('v2', 'v2', '{}', 'liqpay', 'LIQPAY_V2'),
        ('v3', 'v3', '{}', null, null);
      insert into orders (id, venue_id, section_name, table_name, status, serial, local_id, lines,
        created_by, created_at, updated_at) values
        ('o1', 'v1', 'Hall', '1', 'serving', 1, '1', '[]', 'visitor', now(), now()),
        ('o2', 'v2', 'Hall', '1', 'serving', 1, '1', '[]', 'visitor', now(), now()),
        ('o3', 'v3', 'Hall', '1', 'serving', 1, '1', '[]', 'visitor', now(), now());
      insert into payments (id, public_id, order_id, method, status, items, amount, tip, return_path,
        created_at, gateway, gateway_ref) values
        ('p1', 'p1', 'o1', 'online', 'paid', '[]', 10, 0, '/', now(), 'stripe', 'cs_1'),
        ('p2', 'p2', 'o2', 'online', 'pending', '[]', 10, 0, '/', now(), 'liqpay', 'tw-2'),
        ('p3', 'p3', 'o3', 'online', 'paid', '[]', 10, 0, '/', now(), 'sandbox', null),
        ('p4', 'p4', 'o1', 'online', 'pending', '[]', 10, 0, '/', now(), 'stripe', null),
        ('p5', 'p5', 'o1', 'cash', 'paid', '[]', 10, 0, '/', now(), null, null);
      insert into reservations (id, venue_id, status, first_name, last_name, phone, email, persons,
        starts_at, service, deposit, paid, payment_id, created_at, updated_at, gateway, gateway_ref) values
        ('r1', 'v1', 'pending', 'O', 'K', '+380', 'o@example.com', 1, now(), '{}', 130, false, 'd1',
          now(), now(), 'stripe', 'cs_r1'),
        ('r2', 'v3', 'pending', 'O', 'K', '+380', 'o@example.com', 1, now(), '{}', 0, false, 'd2',
          now(), now(), null, null);
      insert into refund_attempts (idempotency_key, subject, payment_id, venue_id, amount, gateway,
        gateway_ref, status, created_at, updated_at) values
        ('k1', 'payment', 'p1', 'v1', 5, 'stripe', 'cs_1', 'requested', now(), now()),
        ('k2', 'deposit', 'd1', 'v1', 130, 'stripe', 'cs_r1', 'succeeded', now(), now()),
        ('k3', 'payment', 'tw-9', '', 5, 'liqpay', 'tw-9', 'requested', now(), now());
    `);
    for (const s of migrationStatements("0019_gateway_accounts.sql")) await db.exec(s);
    expect(await accounts("payments", "id")).toEqual({
      p1: "STRIPE_V1",
      p2: "LIQPAY_V2",
      p3: null,
      p4: null,
      p5: null,
    });
    expect(await accounts("reservations", "id")).toEqual({ r1: "STRIPE_V1", r2: null });
    // The LiqPay adapter's own record (no venue) stays nobody's.
    expect(await accounts("refund_attempts", "idempotency_key")).toEqual({
      k1: "STRIPE_V1",
      k2: "STRIPE_V1",
      k3: null,
    });
  });
});
