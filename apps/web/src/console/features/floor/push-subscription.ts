import type { Locale } from "@tablewise/domain/contract/common";
import { getPushKey, subscribePush, unsubscribePush } from "./floor-api";

// Web Push for the phone view (RFC 8030/8291/8292): the console's service worker (public/console-sw.js,
// scope /console/) shows the alerts with the page closed; this file turns a device's subscription on and off.
export const consoleWorkerUrl = "/console-sw.js";
export const consoleWorkerScope = "/console/";

export type PushState = "on" | "off" | "unsupported" | "denied";

export class PushRefused extends Error {
  constructor(readonly reason: "unsupported" | "denied") {
    super(reason);
    this.name = "PushRefused";
  }
}

export const pushSupported = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  typeof window !== "undefined" &&
  "PushManager" in window &&
  "Notification" in window;

// At the console's start: the worker makes the console installable from the home screen (its manifest's
// start is "My tables") and is there to show a push whether or not the switch was used on this page.
export function registerConsoleWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(consoleWorkerUrl, { scope: consoleWorkerScope }).catch(() => undefined);
}

export async function consoleWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(consoleWorkerUrl, { scope: consoleWorkerScope });
  return navigator.serviceWorker.ready;
}

async function existingSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(consoleWorkerScope);
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (Notification.permission !== "granted") return "off";
  return (await existingSubscription()) ? "on" : "off";
}

// Asked from a tap only: browsers refuse a permission prompt that no gesture started.
export async function turnPushOn(locale: Locale): Promise<void> {
  if (!pushSupported()) throw new PushRefused("unsupported");
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushRefused("denied");
  const registration = await consoleWorker();
  const applicationServerKey = await getPushKey();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) {
    await subscription.unsubscribe();
    throw new PushRefused("unsupported");
  }
  await subscribePush({ endpoint: json.endpoint, keys: { p256dh, auth }, locale });
}

// Off, and at sign-out: the server forgets the endpoint, then the browser drops it. The server also drops a
// session's subscriptions when it ends, so a failed call here leaves nothing behind on its side.
export async function turnPushOff(): Promise<void> {
  const subscription = await existingSubscription();
  if (!subscription) return;
  try {
    await unsubscribePush(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}
