import { describe, expect, it } from "vitest";
import { formatPhoneInternational, toE164 } from "./phone-number";

describe("SPEC §5 phone numbers in E.164, the venue's country as the default", () => {
  it("reads national numbers with the default country", () => {
    expect(toE164("067 123 45 67", "UA")).toBe("+380671234567");
    expect(toE164("(067) 123-45-67", "ua")).toBe("+380671234567");
    expect(toE164("601 234 567", "CZ")).toBe("+420601234567");
  });
  it("keeps international numbers whatever the default", () => {
    expect(toE164("+380 67 123 4567", "CZ")).toBe("+380671234567");
    expect(toE164("+420601234567")).toBe("+420601234567");
  });
  it("refuses what is not a valid number", () => {
    expect(toE164("12", "UA")).toBeNull();
    expect(toE164("+380 12 345", "UA")).toBeNull();
    expect(toE164("067 123 45 67")).toBeNull(); // national, with no country to read it in
    expect(toE164("not a phone", "UA")).toBeNull();
    expect(toE164("067 123 45 67", "XX")).toBeNull();
  });
});

describe("a phone shown back to the guest is in the international format", () => {
  it("formats a national number and its E.164 form the same way", () => {
    expect(formatPhoneInternational("067 123 45 67", "UA")).toBe("+380 67 123 4567");
    expect(formatPhoneInternational("+380671234567")).toBe("+380 67 123 4567");
    expect(formatPhoneInternational("601234567", "CZ")).toBe("+420 601 234 567");
  });
  it("shows what is not a valid number as it is", () => {
    expect(formatPhoneInternational(" 12 ", "UA")).toBe("12");
  });
});
