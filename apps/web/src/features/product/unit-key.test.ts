import { describe, expect, it } from "vitest";
import { unitKey } from "./unit-key";

describe("unitKey", () => {
  it("knows the common units however the venue wrote them", () => {
    expect(unitKey("g")).toBe("g");
    expect(unitKey(" ML ")).toBe("ml");
    expect(unitKey("шт.")).toBe("pcs");
    expect(unitKey("pcs")).toBe("pcs");
  });
  it("leaves any other unit as written", () => {
    expect(unitKey("slices")).toBeNull();
    expect(unitKey(undefined)).toBeNull();
  });
});
