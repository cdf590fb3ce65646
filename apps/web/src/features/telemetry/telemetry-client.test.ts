import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Gesture } from "@tablewise/domain/contract/telemetry";
import {
  createTelemetryClient,
  flushIntervalMs,
  maxGesturesPerBatch,
  type TelemetryTransport,
} from "./telemetry-client";

const device = { platform: "android", screen_width: 390, screen_height: 844 };
const tap = (n: number): Gesture => ({ type: "tap", x: n, y: n, route: "/demo/preview", timestamp: n });
const session = "S".repeat(24);

function fakeTransport(initResult: Promise<string> = Promise.resolve(session)) {
  const posts: [string, unknown][] = [];
  const beacons: [string, unknown][] = [];
  const transport: TelemetryTransport = {
    init: vi.fn(() => initResult),
    post: vi.fn(async (path: string, body?: unknown) => {
      posts.push([path, body]);
    }),
    beacon: vi.fn((path: string, body?: unknown) => {
      beacons.push([path, body]);
      return true;
    }),
  };
  return { transport, posts, beacons };
}

// Lets the init promise and the posts after it settle.
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("telemetry client", () => {
  it("starts one session with venue, mode, platform and screen size", async () => {
    const { transport } = fakeTransport();
    const client = createTelemetryClient(transport, device);
    client.setTarget({ cafe_id: "v1", mode: "preview" });
    client.setTarget({ cafe_id: "v1", mode: "preview" });
    await settle();
    expect(transport.init).toHaveBeenCalledTimes(1);
    expect(transport.init).toHaveBeenCalledWith({
      cafe_id: "v1",
      mode: "preview",
      platform: "android",
      device: { screen_width: 390, screen_height: 844 },
    });
    expect(client.sessionId).toBe(session);
  });

  it("batches gestures and flushes them every 5 s, and sends nothing when there is nothing", async () => {
    const { transport, posts } = fakeTransport();
    const client = createTelemetryClient(transport, device);
    client.setTarget({ cafe_id: "v1", mode: "inside" });
    client.startTimer();
    await settle();
    client.gesture(tap(1));
    client.gesture(tap(2));
    await vi.advanceTimersByTimeAsync(flushIntervalMs - 1);
    expect(posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toEqual([[`/api/telemetry/gestures/${session}`, { gestures: [tap(1), tap(2)] }]]);
    await vi.advanceTimersByTimeAsync(flushIntervalMs * 3);
    expect(posts).toHaveLength(1);
    client.gesture(tap(3));
    await vi.advanceTimersByTimeAsync(flushIntervalMs);
    expect(posts[1]).toEqual([`/api/telemetry/gestures/${session}`, { gestures: [tap(3)] }]);
    client.stopTimer();
  });

  it("caps a batch at the contract's 500 gestures", async () => {
    const { transport, posts } = fakeTransport();
    const client = createTelemetryClient(transport, device);
    client.setTarget({ cafe_id: "v1", mode: "inside" });
    await settle();
    for (let i = 0; i < maxGesturesPerBatch + 20; i++) client.gesture(tap(i));
    client.flush();
    expect((posts[0]![1] as { gestures: Gesture[] }).gestures).toHaveLength(maxGesturesPerBatch);
  });

  it("keeps events and milestones made before the session exists and sends them once it does", async () => {
    let resolve = (_: string) => {};
    const { transport, posts } = fakeTransport(new Promise((r) => (resolve = r)));
    const client = createTelemetryClient(transport, device, () => 1234);
    client.setTarget({ cafe_id: "v1", mode: "delivery" });
    client.milestone("menu_opened");
    client.event("search", { results: 2 });
    await settle();
    expect(posts).toEqual([]);
    resolve(session);
    await settle();
    expect(posts).toEqual([
      [`/api/telemetry/milestone/${session}/menu_opened`, undefined],
      [`/api/telemetry/event/${session}`, { type: "search", payload: { results: 2 }, timestamp: 1234 }],
    ]);
  });

  it("reports a milestone once per session and a target only when it changes", async () => {
    const { transport, posts } = fakeTransport();
    const client = createTelemetryClient(transport, device);
    client.setTarget({ cafe_id: "v1", mode: "preview" });
    await settle();
    client.milestone("cart_opened");
    client.milestone("cart_opened");
    client.setTarget({ cafe_id: "v1", mode: "preview" });
    client.setTarget({ cafe_id: "v1", mode: "inside" });
    await settle();
    expect(posts).toEqual([
      [`/api/telemetry/milestone/${session}/cart_opened`, undefined],
      [`/api/telemetry/target/${session}`, { cafe_id: "v1", mode: "inside" }],
    ]);
  });

  it("sends everything pending by beacon when the page is hidden, then nothing twice", async () => {
    const { transport, posts, beacons } = fakeTransport();
    const client = createTelemetryClient(transport, device);
    client.setTarget({ cafe_id: "v1", mode: "inside" });
    await settle();
    client.gesture(tap(1));
    client.flushWithBeacon();
    expect(beacons).toEqual([[`/api/telemetry/gestures/${session}`, { gestures: [tap(1)] }]]);
    client.flushWithBeacon();
    client.flush();
    expect(beacons).toHaveLength(1);
    expect(posts).toEqual([]);
  });

  it("gives up quietly when the session cannot start", async () => {
    const { transport, posts, beacons } = fakeTransport(Promise.reject(new Error("offline")));
    const client = createTelemetryClient(transport, device);
    client.setTarget({ cafe_id: "v1", mode: "inside" });
    client.milestone("menu_opened");
    await settle();
    client.gesture(tap(1));
    client.flush();
    client.flushWithBeacon();
    expect(posts).toEqual([]);
    expect(beacons).toEqual([]);
  });
});
