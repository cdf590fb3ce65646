import { describe, expect, it } from "vitest";
import { pdfReceiptUrl } from "./reserve-api";

describe("the reservation's PDF receipt link", () => {
  it("asks for the receipt in the language the guest reads", () => {
    expect(pdfReceiptUrl("r-1", "ar")).toBe("/api/superapp/reservations/r-1/pdf-receipt?lang=ar");
    expect(pdfReceiptUrl("r-1", "uk")).toBe("/api/superapp/reservations/r-1/pdf-receipt?lang=uk");
  });

  it("asks for English when the app reads in a language the receipt is not written in", () => {
    expect(pdfReceiptUrl("r-1", "de")).toBe("/api/superapp/reservations/r-1/pdf-receipt?lang=en");
    expect(pdfReceiptUrl("r-1", "en-US")).toBe("/api/superapp/reservations/r-1/pdf-receipt?lang=en");
  });
});
