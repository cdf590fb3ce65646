import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { outboxMessages } from "../../db/schema/index";

// Where phone codes go (a provider interface). A production deployment plugs an SMS service in
// here (twilio-provider.ts, http-sms-provider.ts); demo mode keeps the messages in an outbox the
// developer (and the e2e tests) can read. `send` resolves once the provider accepted the message and
// rejects with an SmsDeliveryError otherwise.
export type MessageProvider = { send: (to: string, text: string) => Promise<void> };

// A message the provider did not take. `retryable`: a 5xx, a timeout or a network error (worth another
// try); a 4xx is the provider refusing this message or our credentials, and asking again changes nothing.
// `status` and `providerCode` are for the log; the message never holds the phone number.
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly providerCode?: string | number,
  ) {
    super(message);
  }
}

// Logs never hold a full phone number: the country prefix and the last two digits only.
export const maskPhone = (phone: string) => `${phone.slice(0, 4)}…${phone.slice(-2)}`;

export type OutboxMessage = { id: string; to: string; text: string; created_at: string };

export function createOutbox(db: Db) {
  return {
    provider: {
      async send(to: string, text: string) {
        const id = randomBytes(12).toString("base64url");
        await db
          .insert(outboxMessages)
          .values({ id, channel: "sms", recipient: to, text, createdAt: new Date() });
      },
    } satisfies MessageProvider,
    // One phone's messages, newest first; at most 50 (no listing of every guest's codes).
    async list(phone: string): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, phone))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(50);
      return rows.map((r) => ({
        id: r.id,
        to: r.recipient,
        text: r.text,
        created_at: r.createdAt.toISOString(),
      }));
    },
  };
}

// Without a configured SMS service the code cannot reach anyone: say so in the log (never the code) and
// fail the request, so the guest is told instead of waiting for a message that never comes.
export function createUnconfiguredProvider(log: FastifyBaseLogger): MessageProvider {
  return {
    async send(to) {
      log.warn({ to: maskPhone(to) }, "no SMS provider is configured: the phone code was not sent");
      throw new SmsDeliveryError("no SMS provider is configured", false);
    },
  };
}
