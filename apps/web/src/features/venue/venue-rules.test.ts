import { describe, expect, it } from "vitest";
import type { Modes } from "@tablewise/domain/contract/venue";
import { durationParts } from "./format-duration";
import { resolveVenueMode } from "./hooks/use-venue-mode";
import { offerLinks } from "./offer-links";
import { dayHours } from "./schedule-rows";
import { lobbyPath, ordersPath } from "./venue-paths";

const modes = (m: Partial<Modes>): Modes => ({
  delivery: false,
  preorder: false,
  preview: false,
  inside: false,
  ...m,
});

describe("SPEC §2 public-offer links", () => {
  it("one per distinct pay receiver, to its first menu, numbered after the first", () => {
    const links = offerLinks("v1", [
      { _id: "kitchen", title: "Kitchen", pay_receiver_id: "r1" },
      { _id: "bar", title: "Bar", pay_receiver_id: "r2" },
      { _id: "desserts", title: "Desserts", pay_receiver_id: "r1" },
      { _id: "wine", title: "Wine", pay_receiver_id: "r3" },
    ]);
    expect(links).toEqual([
      { receiverId: "r1", number: 1, to: "/offert/v1/kitchen" },
      { receiverId: "r2", number: 2, to: "/offert/v1/bar" },
      { receiverId: "r3", number: 3, to: "/offert/v1/wine" },
    ]);
    expect(offerLinks("v1", [])).toEqual([]);
  });
});

describe("schedule labels", () => {
  it("shows the two largest units", () => {
    expect(durationParts(200)).toEqual([
      ["hour", 3],
      ["minute", 20],
    ]);
    expect(durationParts(180)).toEqual([["hour", 3]]);
    expect(durationParts(1565)).toEqual([
      ["day", 1],
      ["hour", 2],
    ]);
    expect(durationParts(2880)).toEqual([["day", 2]]);
    expect(durationParts(0)).toEqual([["minute", 1]]);
  });
  it("writes a day's hours, a day off or round the clock", () => {
    const day = { workday: true, startHour: 9, startMinute: 5, endHour: 22, endMinute: 0 };
    expect(dayHours(day)).toBe("09:05–22:00");
    expect(dayHours({ ...day, workday: false })).toBe("day_off");
    expect(dayHours({ workday: true, startHour: 0, startMinute: 0, endHour: 24, endMinute: 0 })).toBe(
      "all_day",
    );
  });
});

describe("SPEC §2 automatic mode choice", () => {
  it("chooses delivery, then takeaway, then preview when nothing is stored", () => {
    expect(resolveVenueMode(null, modes({ delivery: true, preorder: true }))).toEqual({ mode: "delivery" });
    expect(resolveVenueMode(null, modes({ preorder: true, preview: true }))).toEqual({ mode: "takeaway" });
    expect(resolveVenueMode(null, modes({ inside: true }))).toEqual({ mode: "preview" });
    expect(resolveVenueMode(null, modes({}))).toBeNull();
  });
  it("keeps a stored mode the venue still offers and replaces one it dropped", () => {
    expect(resolveVenueMode({ mode: "takeaway" }, modes({ delivery: true, preorder: true }))).toEqual({
      mode: "takeaway",
    });
    expect(resolveVenueMode({ mode: "takeaway" }, modes({ delivery: true }))).toEqual({ mode: "delivery" });
    expect(resolveVenueMode({ mode: "inside", inside_code: "123456" }, modes({ inside: true }))).toEqual({
      mode: "inside",
      inside_code: "123456",
    });
  });
  it("the Menu and Orders tabs lead to the chosen mode's lobby and orders", () => {
    expect(lobbyPath("demo", { mode: "delivery" })).toBe("/demo/delivery");
    expect(lobbyPath("demo", { mode: "preview" })).toBe("/demo/preview");
    expect(lobbyPath("demo", { mode: "inside", inside_code: "111111" })).toBe("/inside/111111");
    expect(ordersPath("demo", { mode: "takeaway" })).toBe("/demo/takeaway/orders");
    expect(ordersPath("demo", { mode: "inside", inside_code: "111111" })).toBe("/inside/111111/orders");
  });
});
