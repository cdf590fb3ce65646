import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { PushSubscriptionBody } from "@tablewise/domain/contract/floor";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema/push";
import { staffSessions } from "../../db/schema/staff";
import { HttpError } from "../../http/errors";

// Devices one console session may register (a phone, a tablet, a browser profile or two): enough for a
// person, few enough that one session cannot fan one alert out to hundreds of endpoints.
export const subscriptionsPerSession = 5;

// The browsers' push services (Chrome and Edge through FCM, Firefox, Safari, Windows): the only https
// hosts the server sends to, so a staff member cannot point it at an internal or any other address.
const pushServiceHosts = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
];
const isPushService = (host: string) => pushServiceHosts.some((h) => host === h || host.endsWith(`.${h}`));

// The endpoint is where the server will send requests: a browser push service's https URL. Plain http only
// to a loopback host outside production (the local push-service stand-in).
export function endpointAllowed(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return isPushService(url.hostname.toLowerCase());
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "[::1]" || url.hostname === "localhost";
  return allowLoopbackHttp && url.protocol === "http:" && loopback;
}

export function createPushSubscriptions(db: Db, options: { allowLoopbackHttp: boolean; clock: () => Date }) {
  return {
    async subscribe(
      actor: { venueId: string; staffId: string; sessionId: string },
      body: PushSubscriptionBody,
    ) {
      if (!endpointAllowed(body.endpoint, options.allowLoopbackHttp))
        throw new HttpError(400, "validation_failed", "body.endpoint: must be a push service's https URL");
      await db.transaction(async (tx) => {
        // Serialises this session's subscribes, so the limit holds under concurrent calls.
        await tx
          .select({ id: staffSessions.id })
          .from(staffSessions)
          .where(eq(staffSessions.id, actor.sessionId))
          .for("update");
        const [held] = await tx
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, body.endpoint));
        if (held && held.staffId !== actor.staffId && held.sessionId !== actor.sessionId) {
          // Another person's device endpoint: it stays theirs (sign-out on that device frees it).
          const [owner] = await tx.select().from(staffSessions).where(eq(staffSessions.id, held.sessionId));
          const ownerLive = owner && !owner.revokedAt && owner.expiresAt > options.clock();
          if (ownerLive) throw new HttpError(409, "conflict", "This device is subscribed by another session");
        }
        if (held) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, held.id));
        const [mine] = await tx
          .select({ n: count() })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.sessionId, actor.sessionId));
        if ((mine?.n ?? 0) >= subscriptionsPerSession)
          throw new HttpError(
            409,
            "conflict",
            `At most ${subscriptionsPerSession} devices per session: remove one first`,
          );
        await tx.insert(pushSubscriptions).values({
          id: randomUUID(),
          venueId: actor.venueId,
          staffId: actor.staffId,
          sessionId: actor.sessionId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          locale: body.locale,
          createdAt: options.clock(),
        });
      });
    },

    // Only the calling session's own subscription goes: another session's endpoint answers removed: false.
    async remove(sessionId: string, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    // Sign-out: the session's devices hear nothing more.
    async removeSession(sessionId: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
    },
  };
}
export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
