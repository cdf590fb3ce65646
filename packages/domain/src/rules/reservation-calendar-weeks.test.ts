import { describe, expect, it } from "vitest";
import { calendarWeeks } from "./reservation-calendar";

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe("reservation calendar (SPEC §9 range, SPEC §5 dates)", () => {
  it("runs Monday to Sunday from this ISO week through the week one month ahead", () => {
    // Wednesday 18 Nov 2026 -> Monday 16 Nov .. Sunday 20 Dec (18 Dec is a Friday).
    const weeks = calendarWeeks(d(2026, 11, 18), true);
    expect(weeks[0]![0]!.iso).toBe("2026-11-16");
    expect(weeks.at(-1)!.at(-1)!.iso).toBe("2026-12-20");
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("allows today only with same-day reservations, and nothing past one month", () => {
    const strict = calendarWeeks(d(2026, 11, 18), false).flat();
    const pick = (iso: string) => strict.find((day) => day.iso === iso)!;
    expect(pick("2026-11-17").isSelectable).toBe(false);
    expect(pick("2026-11-18")).toMatchObject({ isSelectable: false, isToday: true });
    expect(pick("2026-11-19").isSelectable).toBe(true);
    expect(pick("2026-12-18").isSelectable).toBe(true);
    expect(pick("2026-12-19").isSelectable).toBe(false);
    const sameDay = calendarWeeks(d(2026, 11, 18), true).flat();
    expect(sameDay.find((day) => day.iso === "2026-11-18")!.isSelectable).toBe(true);
  });
});
