import { describe, expect, it } from "vitest";
import { safeNext } from "./login-page";

describe("after a login", () => {
  it("goes back only to a console path, never elsewhere (no open redirect)", () => {
    expect(safeNext("/console/day")).toBe("/console/day");
    expect(safeNext("/console/orders/abc-123")).toBe("/console/orders/abc-123");
    expect(safeNext(null)).toBe("/console");
    expect(safeNext("https://evil.example/console")).toBe("/console");
    expect(safeNext("//evil.example")).toBe("/console");
    expect(safeNext("/consoleevil")).toBe("/console");
    expect(safeNext("/demo")).toBe("/console");
  });
});
