import { describe, expect, it } from "vitest";
import { createGeoTokens, geoTokenTtlMs } from "./geo-token";
import { createTableAccess, receiptGraceMs } from "./table-access";

const secret = Buffer.from("a-test-secret-of-at-least-32-characters");
const claim = { venueId: "demo-geo", tableCode: "222222" };
const now = new Date("2031-01-01T00:00:00Z");

describe("geolocation tokens", () => {
  const tokens = createGeoTokens(secret);
  it("are valid for their venue and table until they expire", () => {
    const token = tokens.issue(claim, now);
    expect(tokens.isValid(token, claim, now)).toBe(true);
    expect(tokens.isValid(token, claim, new Date(now.getTime() + geoTokenTtlMs - 1))).toBe(true);
    expect(tokens.isValid(token, claim, new Date(now.getTime() + geoTokenTtlMs))).toBe(false);
  });
  it("do not pass for another table, another secret, or when edited", () => {
    const token = tokens.issue(claim, now);
    expect(tokens.isValid(token, { ...claim, tableCode: "111111" }, now)).toBe(false);
    expect(createGeoTokens(Buffer.from("another-secret-another-secret-xx")).isValid(token, claim, now)).toBe(
      false,
    );
    const parts = token.split(".");
    parts[3] = String(Number(parts[3]) + 1000);
    expect(tokens.isValid(parts.join("."), claim, now)).toBe(false);
    expect(tokens.isValid(null, claim, now)).toBe(false);
  });
});

describe("table access codes", () => {
  // Table 111111 closed an order at epoch 5000; the order "o2" open there now started after it.
  const epochs = {
    current: async () => 5000,
    ofOrder: async (row: { id: string }) => (row.id === "o1" ? 0 : 5000),
  };
  let clock = now;
  const access = createTableAccess(secret, epochs, () => clock);
  const row = (id: string, tableCode: string, status: string, closedAt: Date | null = null) =>
    ({ id, tableCode, status, closedAt, updatedAt: closedAt ?? now }) as unknown as Parameters<
      typeof access.check
    >[0];

  it("differ per table and check only the table's own", async () => {
    const code = await access.accessCode("111111");
    expect(await access.check(row("o2", "111111", "serving"), code, "write")).toBe("valid");
    expect(await access.check(row("o2", "111112", "serving"), code, "read")).toBe("wrong");
    expect(await access.check(row("o2", "111111", "serving"), `${code}x`, "read")).toBe("wrong");
    expect(await access.check(row("o2", "111111", "serving"), "1.abc", "read")).toBe("wrong");
  });

  it("are stale for an order of another session, and read a finished one only within the grace", async () => {
    const code = await access.accessCode("111111");
    expect(await access.check(row("o1", "111111", "serving"), code, "read")).toBe("stale");
    const closed = row("o2", "111111", "closed", now);
    clock = new Date(now.getTime() + receiptGraceMs);
    expect(await access.check(closed, code, "read")).toBe("valid");
    expect(await access.check(closed, code, "write")).toBe("finished");
    clock = new Date(now.getTime() + receiptGraceMs + 1);
    expect(await access.check(closed, code, "read")).toBe("stale");
  });
});
