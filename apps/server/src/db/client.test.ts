import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDb } from "./client";

describe("openDb", () => {
  it("creates DATA_DIR/pglite on first start, migrates it and holds a lock file while open", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "db-"));
    const dataDir = path.join(root, "nested");
    const handle = await openDb({ dataDir });
    try {
      expect(handle.kind).toBe("pglite");
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);
      expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
      const tables = await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.rows.map((r) => (r as { table_name: string }).table_name).sort()).toEqual([
        "carts",
        "clients",
        "day_close_outs",
        "fiscal_receipts",
        "fiscal_settings",
        "floor_alerts",
        "floor_timings",
        "inside_tables",
        "kitchen_settings",
        "kitchen_tickets",
        "media",
        "menus",
        "order_counters",
        "order_visitors",
        "orders",
        "outbox_messages",
        "pay_receivers",
        "payments",
        "phone_verifications",
        "pos_jobs",
        "pos_settings",
        "print_jobs",
        "printers",
        "push_outbox",
        "push_subscriptions",
        "push_vapid_keys",
        "rate_limits",
        "ratings",
        "receipt_mails",
        "refund_attempts",
        "reservation_slots",
        "reservations",
        "server_secrets",
        "setup_changes",
        "staff_actions",
        "staff_members",
        "staff_sessions",
        "staff_shifts",
        "station_routes",
        "stations",
        "stop_list",
        "stop_list_versions",
        "telemetry_milestones",
        "telemetry_records",
        "telemetry_sessions",
        "venues",
        "waiter_calls",
        "webhook_deliveries",
        "webhook_endpoints",
      ]);
    } finally {
      await handle.close();
    }
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });
});
