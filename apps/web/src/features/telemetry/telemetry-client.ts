import type {
  Gesture,
  TelemetryEventBody,
  TelemetryInitBody,
  TelemetryTargetBody,
} from "@tablewise/domain/contract/telemetry";

// SPEC §7 telemetry: one anonymous session per page life, started with the venue, mode, platform and
// screen size. Gestures are batched and flushed every 5 s; events, milestones and target changes go out
// as soon as the session exists; whatever is pending when the page is hidden leaves by sendBeacon.
// Telemetry is best effort: a failed call is dropped, never retried and never shown to the guest.

export const flushIntervalMs = 5000;
// The contract's batch cap; what a guest does in 5 s never comes close, so beyond it gestures are dropped.
export const maxGesturesPerBatch = 500;
const maxPendingEvents = 50;

export type TelemetryTarget = TelemetryTargetBody;
export type TelemetryTransport = {
  // Posts JSON and resolves with the parsed answer of a successful call; rejects on any failure.
  init: (body: TelemetryInitBody) => Promise<string>;
  post: (path: string, body?: unknown) => Promise<void>;
  // navigator.sendBeacon: false when the browser refused to queue it.
  beacon: (path: string, body?: unknown) => boolean;
};
export type TelemetryDevice = { platform: string; screen_width: number; screen_height: number };

type Pending = { path: (session: string) => string; body?: unknown };

const base = "/api/telemetry";
const enc = encodeURIComponent;

export function createTelemetryClient(
  transport: TelemetryTransport,
  device: TelemetryDevice,
  now = Date.now,
) {
  let session: string | null = null;
  let starting = false;
  let failed = false;
  let target: TelemetryTarget | null = null;
  let gestures: Gesture[] = [];
  // Events, milestones and target changes, in the order they happened.
  let pending: Pending[] = [];
  const milestones = new Set<string>();
  let timer: ReturnType<typeof setInterval> | null = null;

  function queue(item: Pending) {
    if (failed) return;
    if (pending.length < maxPendingEvents) pending.push(item);
    void sendPending();
  }

  async function sendPending() {
    if (!session || pending.length === 0) return;
    const items = pending;
    pending = [];
    const id = session;
    for (const item of items) await transport.post(item.path(id), item.body).catch(() => undefined);
  }

  async function start(first: TelemetryTarget) {
    starting = true;
    try {
      session = await transport.init({
        cafe_id: first.cafe_id,
        mode: first.mode,
        platform: device.platform,
        device: { screen_width: device.screen_width, screen_height: device.screen_height },
      });
    } catch {
      // No session, no telemetry for this page: drop what was kept for it.
      failed = true;
      gestures = [];
      pending = [];
      return;
    } finally {
      starting = false;
    }
    await sendPending();
  }

  function flush() {
    if (!session || gestures.length === 0) return;
    const batch = gestures;
    gestures = [];
    const id = session;
    void transport.post(`${base}/gestures/${enc(id)}`, { gestures: batch }).catch(() => undefined);
  }

  return {
    // The venue and mode the guest is in; the first one starts the session, a change is reported.
    setTarget(next: TelemetryTarget) {
      if (failed) return;
      const changed = target && (target.cafe_id !== next.cafe_id || target.mode !== next.mode);
      const first = !target;
      target = next;
      if (first) void start(next);
      else if (changed) queue({ path: (id) => `${base}/target/${enc(id)}`, body: next });
    },
    gesture(g: Gesture) {
      if (failed || gestures.length >= maxGesturesPerBatch) return;
      gestures.push(g);
    },
    event(type: string, payload: TelemetryEventBody["payload"] = {}) {
      queue({ path: (id) => `${base}/event/${enc(id)}`, body: { type, payload, timestamp: now() } });
    },
    // Each milestone is reported once per session.
    milestone(name: string) {
      if (milestones.has(name)) return;
      milestones.add(name);
      queue({ path: (id) => `${base}/milestone/${enc(id)}/${enc(name)}` });
    },
    flush,
    // The page is being hidden (maybe for good): everything pending leaves by beacon, which the browser
    // delivers even when the page is unloaded. Before the session exists there is nowhere to send it.
    flushWithBeacon() {
      if (!session) return;
      const id = session;
      if (gestures.length > 0) transport.beacon(`${base}/gestures/${enc(id)}`, { gestures });
      for (const item of pending) transport.beacon(item.path(id), item.body);
      gestures = [];
      pending = [];
    },
    startTimer() {
      timer ??= setInterval(flush, flushIntervalMs);
    },
    stopTimer() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    get sessionId() {
      return session;
    },
    get isStarting() {
      return starting;
    },
  };
}
export type TelemetryClient = ReturnType<typeof createTelemetryClient>;
