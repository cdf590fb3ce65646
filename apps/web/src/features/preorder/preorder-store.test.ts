import { beforeEach, describe, expect, it } from "vitest";
import { readReserveForm, writeReserveForm } from "../reserve/reserve-store";
import {
  emptyDraft,
  readClientId,
  readDraft,
  readStoredClient,
  writeClientId,
  writeDraft,
} from "./preorder-store";

// The delivery draft, the reservation form and the stored client are personal data (kept
// with their last use, lib/storage.ts); the client keeps the secret its device was given.
describe("stored personal details", () => {
  beforeEach(() => localStorage.clear());

  it("treat values from before the rule (no time kept) as expired", () => {
    localStorage.setItem("preorder_draft:demo", JSON.stringify({ name: "Olena", phone: "+380671234567" }));
    expect(readDraft("demo")).toEqual(emptyDraft);
    expect(localStorage.getItem("preorder_draft:demo")).toBeNull();
  });

  it("keep the reservation form, the delivery draft and the client with its secret", () => {
    writeReserveForm(
      "demo",
      { first_name: "Olena", last_name: "K", phone: "+380", email: "", comment: "" },
      "details",
    );
    expect(readReserveForm("demo").values.first_name).toBe("Olena");
    writeDraft("demo", { ...emptyDraft, name: "Olena" });
    expect(readDraft("demo").name).toBe("Olena");
    writeClientId("demo", "A".repeat(24), "S".repeat(32));
    // An update answers without a secret: the kept one stays for the same id, not for another.
    writeClientId("demo", "A".repeat(24));
    expect(readStoredClient("demo")).toEqual({ id: "A".repeat(24), secret: "S".repeat(32) });
    writeClientId("demo", "B".repeat(24));
    expect(readStoredClient("demo")).toEqual({ id: "B".repeat(24) });
    expect(readClientId("demo")).toBe("B".repeat(24));
  });
});
