import type { Mode } from "@tablewise/domain/contract/common";
import type { TelemetryEventBody, TelemetryMilestone } from "@tablewise/domain/contract/telemetry";
import type { TelemetryClient } from "./telemetry-client";

// The eager half of telemetry: a few functions the app calls, which queue until the real client (its
// own chunk, telemetry-runtime.ts) has loaded while the browser is idle after the first render. So
// telemetry adds nothing to the JavaScript a page needs to show up.

type Call = (client: TelemetryClient) => void;
let client: TelemetryClient | null = null;
let queued: Call[] = [];
let loading = false;
const maxQueued = 100;

export type LoadRuntime = () => Promise<{ startTelemetry: () => TelemetryClient }>;
const loadRuntime: LoadRuntime = () => import("./telemetry-runtime");

function whenIdle(run: () => void) {
  if (typeof window === "undefined") return;
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

function call(fn: Call) {
  if (client) return fn(client);
  if (queued.length < maxQueued) queued.push(fn);
}

// Loads the runtime once; a failed load (offline, a new deploy) just leaves telemetry off.
export function loadTelemetry(load: LoadRuntime = loadRuntime): Promise<void> {
  if (loading) return Promise.resolve();
  loading = true;
  return load().then(
    (runtime) => {
      client = runtime.startTelemetry();
      const calls = queued;
      queued = [];
      for (const fn of calls) fn(client);
    },
    () => {
      queued = [];
    },
  );
}

// SPEC §7 telemetry/init and telemetry/target: the venue and mode the guest is in.
export function setTelemetryTarget(cafeId: string, mode: Mode) {
  call((c) => c.setTarget({ cafe_id: cafeId, mode }));
  if (!loading) whenIdle(() => void loadTelemetry());
}

export function trackMilestone(name: TelemetryMilestone) {
  call((c) => c.milestone(name));
}

export function trackEvent(type: string, payload: TelemetryEventBody["payload"] = {}) {
  call((c) => c.event(type, payload));
}

// For tests: back to the state of a fresh page.
export function resetTelemetryForTests() {
  client = null;
  queued = [];
  loading = false;
}
