import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import type { Venue } from "@tablewise/domain/contract/venue";
import { initI18n, loadNamespaces } from "../../../i18n/setup";
import { SessionContext, type MenuSession } from "../../session/session-context";
import { PreorderContext, type PreorderSession } from "../preorder-context";
import { emptyDraft } from "../preorder-store";
import { TimeSheet } from "./time-sheet";

// 10:00 in Kyiv on Wednesday 15 July 2026.
const now = new Date("2026-07-15T07:00:00Z");
const timeslots = {
  "2026-07-15": [{ start: "2026-07-15T12:00:00+03:00" }, { start: "2026-07-15T12:30:00+03:00" }],
  "2026-07-16": [{ start: "2026-07-16T09:00:00+03:00" }],
  "2026-07-17": [{ start: "2026-07-17T09:00:00+03:00" }],
};

function renderSheet(isClosed: boolean, targetDate: string | null = null) {
  const updateDraft = vi.fn();
  const session = {
    cafe: { timezone: "Europe/Kyiv", delivery: { shipping_time: 30, min_order_time: 20 } } as Venue,
  } as MenuSession;
  const preorder = {
    mode: "delivery",
    timeslots,
    isClosed,
    draft: { ...emptyDraft, targetDate },
    updateDraft,
  } as unknown as PreorderSession;
  const wrap = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={session}>
      <PreorderContext.Provider value={preorder}>{children}</PreorderContext.Provider>
    </SessionContext.Provider>
  );
  const onClose = vi.fn();
  render(<TimeSheet onClose={onClose} />, { wrapper: wrap });
  return { updateDraft, onClose };
}

describe("order time modal (SPEC §2, §4)", () => {
  beforeAll(async () => {
    // jsdom does not scroll; the wheels only ask it to.
    Element.prototype.scrollTo = () => {};
    await initI18n();
    await loadNamespaces(["preorder"]);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("offers asap with the SPEC §9 window, and confirms it as no target date", () => {
    vi.useFakeTimers({ now, toFake: ["Date"] });
    const { updateDraft, onClose } = renderSheet(false);
    const asap = screen.getByTestId("time-asap") as HTMLInputElement;
    expect(asap.checked).toBe(true);
    expect(screen.getByText("50–60 min")).toBeTruthy();
    expect(screen.queryByTestId("drum")).toBeNull();
    fireEvent.click(screen.getByTestId("time-confirm"));
    expect(updateDraft).toHaveBeenCalledWith({ targetDate: null });
    expect(onClose).toHaveBeenCalled();
  });

  it("forces scheduled while closed, with days labelled Today, Tomorrow, weekday and date", () => {
    vi.useFakeTimers({ now, toFake: ["Date"] });
    const { updateDraft } = renderSheet(true);
    expect((screen.getByTestId("time-asap") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId("time-scheduled") as HTMLInputElement).checked).toBe(true);
    const days = screen.getByTestId("drum-day").querySelectorAll("[role=option]");
    expect([...days].map((d) => d.textContent)).toEqual(["Today", "Tomorrow", "Fri 17.07"]);
    const times = screen.getByTestId("drum-time").querySelectorAll("[role=option]");
    expect([...times].map((d) => d.textContent)).toEqual(["12:00", "12:30"]);
    fireEvent.click(times[1]!);
    fireEvent.click(days[2]!);
    // A day without that time falls back to its first slot.
    expect(screen.getByTestId("drum-time").textContent).toBe("09:00");
    fireEvent.click(screen.getByTestId("time-confirm"));
    expect(updateDraft).toHaveBeenCalledWith({ targetDate: "2026-07-17T09:00:00+03:00" });
  });

  it("opens on the chosen slot and lets the arrow keys move it", () => {
    vi.useFakeTimers({ now, toFake: ["Date"] });
    const { updateDraft } = renderSheet(false, "2026-07-15T09:00:00Z");
    expect((screen.getByTestId("time-scheduled") as HTMLInputElement).checked).toBe(true);
    const time = screen.getByTestId("drum-time");
    expect(time.querySelector("[aria-selected=true]")?.textContent).toBe("12:00");
    fireEvent.keyDown(time, { key: "ArrowDown" });
    expect(time.querySelector("[aria-selected=true]")?.textContent).toBe("12:30");
    fireEvent.click(screen.getByTestId("time-confirm"));
    expect(updateDraft).toHaveBeenCalledWith({ targetDate: "2026-07-15T12:30:00+03:00" });
  });
});
