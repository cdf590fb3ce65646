import { describe, expect, it } from "vitest";
import { toE164 } from "@tablewise/domain/rules/phone-number";
import { callingCode, formatPhoneInput } from "./phone-format";

describe("phone input (SPEC §5: the venue's country by default, shown formatted)", () => {
  it("formats a national number of the venue's country and reads it as E.164", () => {
    const shown = formatPhoneInput("", "0671234567", "UA");
    expect(shown).toBe("067 123 4567");
    expect(toE164(shown, "UA")).toBe("+380671234567");
  });

  it("takes an international number whatever the country", () => {
    expect(formatPhoneInput("", "+420601123456", "UA")).toBe("+420 601 123 456");
    expect(toE164("+420 601 123 456", "UA")).toBe("+420601123456");
  });

  it("deletes the digit before a deleted formatting character", () => {
    expect(formatPhoneInput("067 123", "067 12", "UA")).toBe("067 12");
    expect(formatPhoneInput("067 123 4", "067 123 ", "UA")).toBe("067 123");
  });

  it("refuses numbers that cannot be dialled", () => {
    expect(toE164("12345", "UA")).toBeNull();
    expect(toE164("", "UA")).toBeNull();
  });

  it("hints the default country's calling code", () => {
    expect(callingCode("UA")).toBe("+380");
    expect(callingCode("cz")).toBe("+420");
  });
});
