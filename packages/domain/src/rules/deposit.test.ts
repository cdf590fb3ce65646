import { describe, expect, it } from "vitest";
import { depositAction, depositAmount, type DepositSettings } from "./deposit";

const s = (o: Partial<DepositSettings>): DepositSettings => ({
  deposit_enabled: true,
  deposit_type: "full",
  deposit_value: 200,
  deposit_percent: 15,
  ...o,
});

describe("SPEC §9 deposit", () => {
  it("full equals the product price", () => {
    expect(depositAmount(s({ deposit_type: "full" }), 1250.5)).toBe(1250.5);
  });
  it("constant equals deposit_value, whatever the price", () => {
    expect(depositAmount(s({ deposit_type: "constant" }), 1250.5)).toBe(200);
  });
  it("percent is the percent of the price rounded to 2 decimals", () => {
    expect(depositAmount(s({ deposit_type: "percent" }), 333.33)).toBe(50); // 49.9995
    expect(depositAmount(s({ deposit_type: "percent", deposit_percent: 12.5 }), 99.99)).toBe(12.5); // 12.49875
    expect(depositAmount(s({ deposit_type: "percent", deposit_percent: 0 }), 99.99)).toBe(0);
  });
  it("is 0 when deposits are off", () => {
    expect(depositAmount(s({ deposit_enabled: false, deposit_type: "constant" }), 100)).toBe(0);
  });
  it("the button confirms at 0 and pays otherwise", () => {
    expect(depositAction(0)).toBe("confirm");
    expect(depositAction(0.01)).toBe("pay");
  });
});
