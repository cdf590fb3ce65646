import { randomBytes, randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import {
  maxWebhookEndpoints,
  type CreateWebhookBody,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from "@tablewise/domain/contract/webhooks";
import type { Db } from "../../db/client";
import { webhookEndpoints } from "../../db/schema/webhooks";
import { HttpError, notFound } from "../../http/errors";
import {
  checkWebhookUrl,
  resolveAllowed,
  WebhookUrlRefused,
  type WebhookAddressPolicy,
} from "./webhook-address";

type Row = typeof webhookEndpoints.$inferSelect;

// How long the previous secret keeps signing after a rotation, so a receiver can switch without a gap.
export const rotationOverlapMs = 24 * 3_600_000;

const newSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

const present = (r: Row): WebhookEndpoint => ({
  _id: r.id,
  url: r.url,
  events: r.events,
  enabled: r.enabled,
  created_at: r.createdAt.toISOString(),
  previous_secret_until: r.previousSecretUntil?.toISOString() ?? null,
});

export function createWebhookEndpoints(db: Db, deps: { policy: WebhookAddressPolicy; clock: () => Date }) {
  async function checkUrl(raw: string) {
    try {
      const url = checkWebhookUrl(raw, deps.policy);
      await resolveAllowed(url, deps.policy);
      return url.toString();
    } catch (err) {
      if (err instanceof WebhookUrlRefused)
        throw new HttpError(400, "bad_request", `This URL cannot receive webhooks: ${err.message}`, {
          field: "url",
        });
      throw err;
    }
  }

  // Another venue's endpoint answers as if it did not exist.
  async function owned(venueId: string, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.venueId, venueId)));
    if (!row) throw notFound("Webhook endpoint");
    return row;
  }

  return {
    owned,
    async list(venueId: string): Promise<WebhookEndpoint[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.venueId, venueId))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
      return rows.map(present);
    },

    async create(
      venueId: string,
      body: { url: string; events: WebhookEventType[] } & Omit<CreateWebhookBody, "url" | "events">,
    ): Promise<WebhookEndpointWithSecret> {
      const url = await checkUrl(body.url);
      return db.transaction(async (tx) => {
        // Counted under the venue's row lock, so two creates at once cannot pass the cap together.
        await tx.execute(sql`select 1 from venues where id = ${venueId} for update`);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.venueId, venueId));
        if (n >= maxWebhookEndpoints)
          throw new HttpError(
            409,
            "conflict",
            `A venue has at most ${maxWebhookEndpoints} webhook endpoints`,
          );
        const secret = newSecret();
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({
            id: randomUUID(),
            venueId,
            url,
            events: body.events,
            enabled: true,
            secret,
            createdAt: deps.clock(),
          })
          .returning();
        return { ...present(row!), secret };
      });
    },

    async update(venueId: string, id: string, body: { events?: WebhookEventType[]; enabled?: boolean }) {
      await owned(venueId, id);
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(body.events ? { events: body.events } : {}),
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return present(row!);
    },

    async remove(venueId: string, id: string) {
      await owned(venueId, id);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    // The new secret signs from now on; the one it replaces signs too (a second v1) for a day.
    async rotate(venueId: string, id: string): Promise<WebhookEndpointWithSecret> {
      const current = await owned(venueId, id);
      const secret = newSecret();
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          secret,
          previousSecret: current.secret,
          previousSecretUntil: new Date(deps.clock().getTime() + rotationOverlapMs),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return { ...present(row!), secret };
    },
  };
}
export type WebhookEndpoints = ReturnType<typeof createWebhookEndpoints>;
