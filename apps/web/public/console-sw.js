// The venue console's service worker (scope /console/): it shows a floor alert pushed to this device
// (Web Push, contract/floor.ts pushPayloadSchema) and opens the console where a tap leads. Deliberately
// small: no offline caching of the API or the app (a waiter must never act on a stale floor).
/* global self */
"use strict";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

const fallbackUrl = "/console/floor";

// Only a console path is opened from a notification: a payload cannot send the phone elsewhere.
function consoleUrl(value) {
  return typeof value === "string" && /^\/console(\/[\w\-/]*)?(\?[\w=&%-]*)?$/.test(value)
    ? value
    : fallbackUrl;
}

function readPayload(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    if (!payload || typeof payload.title !== "string" || typeof payload.body !== "string") return null;
    if (typeof payload.alert_id !== "string") return null;
    return payload;
  } catch {
    return null;
  }
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event);
  // userVisibleOnly: every push shows something, even one this worker cannot read.
  const title = payload ? payload.title : "Tablewise";
  const locale = payload && typeof payload.locale === "string" ? payload.locale : "en";
  const options = {
    body: payload ? payload.body : "",
    // One notification per alert: its escalation replaces it and sounds again (renotify).
    tag: payload ? payload.alert_id : "tablewise-floor",
    renotify: Boolean(payload),
    requireInteraction: Boolean(payload && payload.escalated),
    data: { url: consoleUrl(payload && payload.url) },
    icon: "/icons/console-192.png",
    badge: "/icons/console-badge-96.png",
    lang: locale,
    dir: locale === "ar" ? "rtl" : "ltr",
    vibrate: [200, 100, 200],
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = consoleUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith("/console"));
      if (open) {
        try {
          const focused = await open.focus();
          // navigate() works only on a tab this worker controls; another console tab gets a new window.
          return await (focused || open).navigate(url);
        } catch {
          return self.clients.openWindow(url);
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
