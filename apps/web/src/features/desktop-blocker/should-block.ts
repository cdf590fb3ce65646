// SPEC §1: desktop-size screens get a blocker: when the device is not touch, or the viewport is
// 1280 px wide or more.
export const desktopMinWidth = 1280;

export type DeviceInfo = {
  hasCoarsePointer: boolean;
  hasTouchEvents: boolean;
  maxTouchPoints: number;
  width: number;
};

export function isTouchDevice(device: DeviceInfo): boolean {
  return device.hasCoarsePointer || device.hasTouchEvents || device.maxTouchPoints > 0;
}

export function shouldBlockDesktop(device: DeviceInfo): boolean {
  return !isTouchDevice(device) || device.width >= desktopMinWidth;
}

export function readDevice(win: Window = window): DeviceInfo {
  return {
    hasCoarsePointer: win.matchMedia?.("(pointer: coarse)").matches ?? false,
    hasTouchEvents: "ontouchstart" in win,
    maxTouchPoints: win.navigator.maxTouchPoints ?? 0,
    width: win.innerWidth,
  };
}
