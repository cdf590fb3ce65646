import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationStatements, statementsBefore } from "../test/migration-statements";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test/test-db";

// Migration 0020 turns every money column from double precision into whole minor units, exactly as
// SPEC §9 rounds money (half away from zero, at the 15 digits a double holds): on PGlite in project
// "server", on PostgreSQL in "server-pg".

type Engine = {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
};

async function pgliteEngine(): Promise<Engine> {
  const db = new PGlite();
  return {
    exec: async (sql) => void (await db.exec(sql)),
    rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
    close: () => db.close(),
  };
}

async function postgresEngine(): Promise<Engine> {
  const database: TestDatabase = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

let db: Engine;
beforeAll(async () => {
  db = onPostgres ? await postgresEngine() : await pgliteEngine();
  for (const s of statementsBefore("0020")) await db.exec(s);
  // Awkward doubles: 1.005 (stored as 1.00499999999999989...), 0.1 + 0.2 (0.30000000000000004), a large
  // amount, and negative values (no code writes them, a hand-edited row might): all as the old code
  // could have stored them.
  await db.exec(`
    insert into venues (id, link, data) values ('v1', 'v1', '{}');
    insert into orders (id, venue_id, section_name, table_name, status, serial, local_id, lines, created_by,
      created_at, updated_at, delivery_fee)
    values ('o1', 'v1', '', '', 'closed', 1, 'delivery-1', '[]', 'x', now(), now(), 0.1::float8 + 0.2::float8),
      ('o2', 'v1', 'Hall', '1', 'closed', 2, 'inside-2', '[]', 'x', now(), now(), null);
    insert into payments (id, public_id, order_id, method, status, items, amount, tip, return_path, created_at,
      refunded_amount)
    values ('p1', 'p1', 'o1', 'online', 'paid', '[]', 1.005, 0.1::float8 + 0.2::float8, '', now(), 123456.78),
      ('p2', 'p2', 'o2', 'cash', 'paid', '[]', 123456.78, 2.675, '', now(), -0.015),
      ('p3', 'p3', 'o2', 'card', 'paid', '[]', 19.99, 0, '', now(), default);
    insert into reservations (id, venue_id, status, first_name, last_name, phone, email, persons, starts_at,
      service, deposit, paid, created_at, updated_at)
    values ('r1', 'v1', 'confirmed', 'A', 'B', '+380501234567', 'a@b.c', 2, now(), '{}', 1.005, true, now(), now());
    insert into refund_attempts (idempotency_key, subject, payment_id, venue_id, amount, gateway, gateway_ref,
      status, created_at, updated_at)
    values ('k1', 'payment', 'p1', 'v1', 0.1::float8 + 0.2::float8, 'stripe', 'cs_1', 'succeeded', now(), now());
    insert into staff_actions (id, venue_id, subject_type, subject_id, action, actor_kind, actor_name,
      created_at, amount)
    values ('s1', 'v1', 'payment', 'p1', 'refund', 'staff', 'M', now(), -1.005),
      ('s2', 'v1', 'order', 'o1', 'accept', 'staff', 'M', now(), null);
  `);
  for (const s of migrationStatements("0020_money_minor_units.sql")) await db.exec(s);
});
afterAll(() => db.close());

// bigint reads back as a string (node-postgres) or a bigint (PGlite): compared as numbers.
const whole = (v: unknown) => (v === null ? null : Number(v));

describe("migration 0020_money_minor_units", () => {
  it("converts payments to whole minor units, rounding half away from zero", async () => {
    const rows = await db.rows<Record<string, unknown>>(
      "select id, amount, tip, refunded_amount from payments order by id",
    );
    expect(rows.map((r) => [r.id, whole(r.amount), whole(r.tip), whole(r.refunded_amount)])).toEqual([
      ["p1", 101, 30, 12_345_678],
      ["p2", 12_345_678, 268, -2],
      ["p3", 1999, 0, 0],
    ]);
  });

  it("converts delivery fees, deposits, refund attempts and audit amounts, keeping nulls", async () => {
    const fees = await db.rows<Record<string, unknown>>("select id, delivery_fee from orders order by id");
    expect(fees.map((r) => [r.id, whole(r.delivery_fee)])).toEqual([
      ["o1", 30],
      ["o2", null],
    ]);
    const [deposit] = await db.rows<Record<string, unknown>>("select deposit from reservations");
    expect(whole(deposit!.deposit)).toBe(101);
    const [attempt] = await db.rows<Record<string, unknown>>("select amount from refund_attempts");
    expect(whole(attempt!.amount)).toBe(30);
    const audit = await db.rows<Record<string, unknown>>("select id, amount from staff_actions order by id");
    expect(audit.map((r) => [r.id, whole(r.amount)])).toEqual([
      ["s1", -101],
      ["s2", null],
    ]);
  });

  it("leaves integer columns that refuse fractions and keep the refunded default of 0", async () => {
    const types = await db.rows<{ table_name: string; column_name: string; data_type: string }>(`
      select table_name, column_name, data_type from information_schema.columns
      where (table_name, column_name) in (('payments', 'amount'), ('payments', 'tip'),
        ('payments', 'refunded_amount'), ('orders', 'delivery_fee'), ('reservations', 'deposit'),
        ('refund_attempts', 'amount'), ('staff_actions', 'amount'))
      order by table_name, column_name`);
    expect(new Set(types.map((t) => t.data_type))).toEqual(new Set(["bigint"]));
    expect(types).toHaveLength(7);
    await db.exec(`insert into payments (id, public_id, order_id, method, status, items, amount, tip, return_path,
      created_at) values ('p4', 'p4', 'o2', 'cash', 'paid', '[]', 500, 0, '', now())`);
    const [fresh] = await db.rows<Record<string, unknown>>(
      "select refunded_amount from payments where id = 'p4'",
    );
    expect(whole(fresh!.refunded_amount)).toBe(0);
  });
});
