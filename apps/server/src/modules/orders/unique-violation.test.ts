import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./order.repository";

// Two first orders racing at one table meet the unique index; the loser must be told apart from any
// other failure so it retries as an append. Drizzle wraps the driver's error, with the code on its cause.
describe("isUniqueViolation", () => {
  const driverError = (code: string) => Object.assign(new Error("from the driver"), { code });

  it("sees PostgreSQL's 23505 on the driver's error and through Drizzle's wrapper", () => {
    expect(isUniqueViolation(driverError("23505"))).toBe(true);
    expect(isUniqueViolation(new DrizzleQueryError("insert ...", [], driverError("23505")))).toBe(true);
  });

  it("does not mistake other errors for it", () => {
    expect(isUniqueViolation(new DrizzleQueryError("insert ...", [], driverError("23503")))).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});
