import { describe, expect, it } from "vitest";
import { emptyForm } from "./reserve-store";
import { isFormFilled, toE164, validateReserveForm } from "./reserve-form-rules";

const filled = {
  ...emptyForm,
  first_name: "Olena",
  last_name: "Shevchenko",
  phone: "067 123 4567",
  email: "o@x.ua",
};

describe("reservation form (SPEC §5)", () => {
  it("requires names, phone and email; the comment is optional", () => {
    expect(validateReserveForm(emptyForm, "UA")).toEqual({
      first_name: "required",
      last_name: "required",
      phone: "required",
      email: "required",
    });
    expect(validateReserveForm(filled, "UA")).toEqual({});
  });
  it("wants a real phone number for the venue's country and an email with '@'", () => {
    expect(validateReserveForm({ ...filled, phone: "12345", email: "olena.x.ua" }, "UA")).toEqual({
      phone: "phone",
      email: "email",
    });
  });
  it("reads a national number with the venue's country and keeps international ones", () => {
    expect(toE164("067 123 4567", "UA")).toBe("+380671234567");
    expect(toE164("+420 601 123 456", "UA")).toBe("+420601123456");
    expect(toE164("601 123 456", "CZ")).toBe("+420601123456");
  });
  it("enables Next only with all four required fields filled", () => {
    expect(isFormFilled(filled)).toBe(true);
    expect(isFormFilled({ ...filled, email: " " })).toBe(false);
  });
});
