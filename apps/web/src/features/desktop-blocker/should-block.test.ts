import { describe, expect, it } from "vitest";
import { readDevice, shouldBlockDesktop, type DeviceInfo } from "./should-block";

const phone: DeviceInfo = { hasCoarsePointer: true, hasTouchEvents: true, maxTouchPoints: 5, width: 390 };
const desktop: DeviceInfo = {
  hasCoarsePointer: false,
  hasTouchEvents: false,
  maxTouchPoints: 0,
  width: 1440,
};

describe("SPEC §1 desktop blocker decision", () => {
  it("lets a phone through", () => {
    expect(shouldBlockDesktop(phone)).toBe(false);
  });
  it("blocks a screen without touch, whatever its width", () => {
    expect(shouldBlockDesktop(desktop)).toBe(true);
    expect(shouldBlockDesktop({ ...desktop, width: 390 })).toBe(true);
  });
  it("counts any touch signal as touch", () => {
    expect(shouldBlockDesktop({ ...desktop, width: 800, hasCoarsePointer: true })).toBe(false);
    expect(shouldBlockDesktop({ ...desktop, width: 800, hasTouchEvents: true })).toBe(false);
    expect(shouldBlockDesktop({ ...desktop, width: 800, maxTouchPoints: 1 })).toBe(false);
  });
  it("blocks a touch screen 1280 px wide or more", () => {
    expect(shouldBlockDesktop({ ...phone, width: 1279 })).toBe(false);
    expect(shouldBlockDesktop({ ...phone, width: 1280 })).toBe(true);
  });
  it("reads the device from a window", () => {
    const win = {
      matchMedia: (q: string) => ({ matches: q === "(pointer: coarse)" }),
      navigator: { maxTouchPoints: 0 },
      innerWidth: 500,
    } as unknown as Window;
    expect(readDevice(win)).toEqual({
      hasCoarsePointer: true,
      hasTouchEvents: false,
      maxTouchPoints: 0,
      width: 500,
    });
  });
});
