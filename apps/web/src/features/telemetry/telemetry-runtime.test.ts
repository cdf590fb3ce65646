import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { platformName, startTelemetry } from "./telemetry-runtime";
import type { TelemetryTransport } from "./telemetry-client";

const session = "S".repeat(24);

function fakeTransport() {
  const calls: { how: "post" | "beacon"; path: string; body: unknown }[] = [];
  const transport: TelemetryTransport = {
    init: async () => session,
    post: async (path, body) => {
      calls.push({ how: "post", path, body });
    },
    beacon: (path, body) => {
      calls.push({ how: "beacon", path, body });
      return true;
    },
  };
  return { transport, calls };
}

function pointer(type: string, x: number, y: number, target: EventTarget) {
  const e = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true });
  Object.defineProperty(e, "isPrimary", { value: true });
  target.dispatchEvent(e);
}

let hidden = false;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => (hidden ? "hidden" : "visible"),
  });
  document.body.innerHTML = `<main><button data-telemetry="add-to-cart">Add Borscht for Olena</button>
    <input id="phone" value="+380671234567"></main>`;
});
afterEach(() => vi.useRealTimers());

describe("telemetry runtime in the page", () => {
  it("records taps without any text and sends them by beacon when the page is hidden", async () => {
    const { transport, calls } = fakeTransport();
    const client = startTelemetry(transport, document);
    client.setTarget({ cafe_id: "v1", mode: "inside" });
    await vi.advanceTimersByTimeAsync(0);
    pointer("pointerdown", 10, 20, document.querySelector("button")!);
    pointer("pointerup", 12, 21, document.querySelector("button")!);
    pointer("pointerdown", 50, 60, document.querySelector("input")!);
    pointer("pointerup", 50, 200, document.querySelector("input")!);
    hidden = true;
    document.dispatchEvent(new Event("visibilitychange"));
    client.stopTimer();

    expect(calls.map((c) => [c.how, c.path])).toEqual([["beacon", `/api/telemetry/gestures/${session}`]]);
    const { gestures } = calls[0]!.body as { gestures: Record<string, unknown>[] };
    expect(gestures.map((g) => [g.type, g.target])).toEqual([
      ["tap", "add-to-cart"],
      ["swipe", "input#phone"],
    ]);
    expect(gestures[1]).toMatchObject({ x: 50, y: 60, dx: 0, dy: 140 });
    const sent = JSON.stringify(calls);
    expect(sent).not.toContain("Olena");
    expect(sent).not.toContain("380671234567");
  });

  it("summarises a scroll into one gesture once it rests, flushed with the next 5 s batch", async () => {
    const { transport, calls } = fakeTransport();
    const client = startTelemetry(transport, document);
    client.setTarget({ cafe_id: "v1", mode: "preview" });
    await vi.advanceTimersByTimeAsync(0);
    const list = document.querySelector("main")!;
    list.dispatchEvent(new Event("scroll")); // a scroll that goes nowhere is not a gesture
    await vi.advanceTimersByTimeAsync(300);
    for (const top of [100, 200, 400]) {
      list.scrollTop = top;
      list.dispatchEvent(new Event("scroll"));
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(5000);
    client.stopTimer();
    expect(calls).toHaveLength(1);
    const { gestures } = calls[0]!.body as { gestures: Record<string, unknown>[] };
    expect(gestures).toHaveLength(1);
    expect(gestures[0]).toMatchObject({ type: "scroll", y: 400, dy: 300 });
  });

  it("names the platform, never the user agent", () => {
    const ua = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36";
    expect(platformName({ userAgent: ua } as Navigator)).toBe("android");
    expect(
      platformName({ userAgent: "x", userAgentData: { platform: "Windows" } } as unknown as Navigator),
    ).toBe("windows");
  });
});
