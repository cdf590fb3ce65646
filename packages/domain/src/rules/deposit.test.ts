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
  it("full equals the product price (minor units)", () => {
    expect(depositAmount(s({ deposit_type: "full" }), 125_050)).toBe(125_050);
  });
  it("constant equals deposit_value (the venue's decimal, in minor units), whatever the price", () => {
    expect(depositAmount(s({ deposit_type: "constant" }), 125_050)).toBe(20_000);
    expect(depositAmount(s({ deposit_type: "constant", deposit_value: 1.005 }), 100)).toBe(101);
  });
  it("percent is the percent of the price rounded to 2 decimals", () => {
    expect(depositAmount(s({ deposit_type: "percent" }), 33_333)).toBe(5000); // 49.9995
    expect(depositAmount(s({ deposit_type: "percent", deposit_percent: 12.5 }), 9999)).toBe(1250); // 12.49875
    expect(depositAmount(s({ deposit_type: "percent", deposit_percent: 0 }), 9999)).toBe(0);
  });
  it("is 0 when deposits are off", () => {
    expect(depositAmount(s({ deposit_enabled: false, deposit_type: "constant" }), 10_000)).toBe(0);
  });
  it("the button confirms at 0 and pays otherwise", () => {
    expect(depositAction(0)).toBe("confirm");
    expect(depositAction(1)).toBe("pay");
  });
});
