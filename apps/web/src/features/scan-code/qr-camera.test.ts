import { describe, expect, it, vi } from "vitest";
import { createQrCamera, maxScansPerSecond } from "./qr-camera";

const scanner = vi.hoisted(() => ({
  options: null as Record<string, unknown> | null,
  onDecode: null as ((result: { data: string }) => void) | null,
  start: vi.fn(() => Promise.resolve()),
  pause: vi.fn((_stopStreamImmediately?: boolean) => Promise.resolve(true)),
  destroy: vi.fn(),
}));
vi.mock("qr-scanner", () => ({
  default: class {
    constructor(_video: HTMLVideoElement, onDecode: (r: { data: string }) => void, options: object) {
      scanner.onDecode = onDecode;
      scanner.options = options as Record<string, unknown>;
    }
    start = scanner.start;
    pause = scanner.pause;
    destroy = scanner.destroy;
  },
}));

describe("QR camera (SPEC §9)", () => {
  it("asks for the rear camera and at most 10 scans a second, and hands on the decoded text", async () => {
    const onText = vi.fn();
    const camera = createQrCamera(document.createElement("video"), onText);
    expect(maxScansPerSecond).toBe(10);
    expect(scanner.options).toMatchObject({ preferredCamera: "environment", maxScansPerSecond: 10 });
    await camera.start();
    expect(scanner.start).toHaveBeenCalled();
    scanner.onDecode?.({ data: "https://menu.example.com/new/123456" });
    expect(onText).toHaveBeenCalledWith("https://menu.example.com/new/123456");
  });

  it("stops the camera tracks at once and frees the decoder", () => {
    createQrCamera(document.createElement("video"), vi.fn()).stop();
    expect(scanner.pause).toHaveBeenCalledWith(true);
    expect(scanner.destroy).toHaveBeenCalled();
  });
});
