import { telemetryInitCall } from "@tablewise/domain/contract/telemetry";
import { request } from "../../lib/api-client";
import { captureGestures } from "./gesture-capture";
import { createTelemetryClient, type TelemetryClient, type TelemetryTransport } from "./telemetry-client";

// The lazily loaded half of telemetry (loaded by telemetry.ts after the first render): the client, the
// gesture listeners, the 5 s flush and the beacon when the page is hidden.

// A short platform name only; the user agent string itself never leaves the device.
export function platformName(nav: Navigator): string {
  const hinted = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  if (hinted && /^[A-Za-z0-9 _.-]{1,32}$/.test(hinted)) return hinted.toLowerCase();
  const ua = nav.userAgent;
  if (/android/i.test(ua)) return "android";
  if (/iphone|ipad|ipod/i.test(ua)) return "ios";
  if (/windows/i.test(ua)) return "windows";
  if (/mac os/i.test(ua)) return "macos";
  if (/linux|cros/i.test(ua)) return "linux";
  return "other";
}

const screenSide = (n: number) => Math.min(20_000, Math.max(1, Math.round(n) || 1));

export const browserTransport: TelemetryTransport = {
  async init(body) {
    const res = await request(telemetryInitCall.path, telemetryInitCall.response, { method: "POST", body });
    return res.data.id;
  },
  async post(path, body) {
    const res = await fetch(path, {
      method: "POST",
      ...(body === undefined
        ? {}
        : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      credentials: "omit",
      keepalive: true,
    });
    if (!res.ok) throw new Error(`telemetry ${res.status}`);
  },
  // A string body goes as text/plain, the one type a beacon may carry without a CORS preflight; the
  // server reads it as JSON on the telemetry routes only.
  beacon: (path, body) => navigator.sendBeacon(path, body === undefined ? undefined : JSON.stringify(body)),
};

export function startTelemetry(
  transport: TelemetryTransport = browserTransport,
  doc: Document = document,
): TelemetryClient {
  const view = doc.defaultView;
  const client = createTelemetryClient(transport, {
    platform: platformName(navigator),
    screen_width: screenSide(view?.screen.width ?? 1),
    screen_height: screenSide(view?.screen.height ?? 1),
  });
  captureGestures(doc, client.gesture);
  client.startTimer();
  const hide = () => client.flushWithBeacon();
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "hidden") hide();
  });
  view?.addEventListener("pagehide", hide);
  return client;
}
