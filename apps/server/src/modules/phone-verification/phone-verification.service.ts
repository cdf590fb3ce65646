import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { phoneVerifications } from "../../db/schema/index";
import { toE164 } from "@tablewise/domain/rules/phone-number";
import { HttpError, notFound } from "../../http/errors";
import type { FastifyBaseLogger } from "fastify";
import { maskPhone, SmsDeliveryError, type MessageProvider } from "./message-provider";

// SPEC §9 resend cooldown 60 s; ours: a code lives 10 minutes and allows 5 tries; a phone verified at a
// venue stays verified there for 30 days (SPEC §4 "already verified"), for the visitor that proved it
// only. A verified token opens one reservation or client save, within 10 minutes of its
// proof.
export const resendCooldownMs = 60_000;
export const codeTtlMs = 10 * 60_000;
export const maxAttempts = 5;
export const verifiedForMs = 30 * 24 * 60 * 60_000;
export const tokenTtlMs = 10 * 60_000;

// SPEC §5 "Enter correct phone number", on the server: a 400 naming the field.
export const badPhone = (phone: string) =>
  new HttpError(400, "bad_request", `Enter a correct phone number: "${phone}" is not a valid number`, {
    field: "phone",
  });

// The provider did not take the code (after its retries). A 4xx in the envelope, never a 5xx:
// the guest app shows "Could not send the code, try again"; the request left no cooldown behind.
export const smsFailed = () =>
  new HttpError(424, "sms_failed", "Could not send the code, try again in a moment");

type Deps = {
  db: Db;
  secret: Buffer;
  provider: MessageProvider;
  log: FastifyBaseLogger;
  venueOf: (venueId: string) => Promise<{ name: string; country: string } | null>;
  clock: () => Date;
};

export function createPhoneVerification({ db, secret, provider, log, venueOf, clock }: Deps) {
  // The code is kept only as an HMAC bound to its token: a database leak reveals no codes.
  const hash = (token: string, code: string) =>
    createHmac("sha256", secret).update(`${token}:${code}`).digest();

  async function latest(venueId: string, phone: string) {
    const rows = await db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.venueId, venueId), eq(phoneVerifications.phone, phone)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    // SPEC §7 request: a fresh token; a phone this visitor verified here lately succeeds at once (no
    // message). Another device (or a request naming no visitor) gets a code like anyone.
    async request(
      venueId: string,
      typed: string,
      visitorId?: string,
    ): Promise<{ token: string; already_verified: boolean }> {
      const venue = await venueOf(venueId);
      if (venue === null) throw notFound("Venue");
      const { name } = venue;
      // SPEC §5: a number that is not a real one gets no code (and costs no message).
      const phone = toE164(typed, venue.country);
      if (!phone) throw badPhone(typed);
      const now = clock();
      const token = randomBytes(24).toString("base64url");
      const verified = visitorId
        ? await db
            .select({ token: phoneVerifications.token })
            .from(phoneVerifications)
            .where(
              and(
                eq(phoneVerifications.venueId, venueId),
                eq(phoneVerifications.phone, phone),
                eq(phoneVerifications.visitorId, visitorId),
                isNotNull(phoneVerifications.verifiedAt),
                gt(phoneVerifications.verifiedAt, new Date(now.getTime() - verifiedForMs)),
              ),
            )
            .limit(1)
        : [];
      if (verified.length > 0) {
        await db.insert(phoneVerifications).values({
          token,
          venueId,
          phone,
          visitorId,
          codeHash: "",
          attempts: maxAttempts,
          createdAt: now,
          expiresAt: new Date(now.getTime() + codeTtlMs),
          verifiedAt: now,
        });
        return { token, already_verified: true };
      }
      const last = await latest(venueId, phone);
      const wait = last ? last.createdAt.getTime() + resendCooldownMs - now.getTime() : 0;
      if (wait > 0)
        throw new HttpError(429, "too_many_requests", "A code was sent a moment ago", {
          retry_after_s: Math.ceil(wait / 1000),
        });
      const code = String(randomInt(0, 10_000)).padStart(4, "0");
      await db.insert(phoneVerifications).values({
        token,
        venueId,
        phone,
        visitorId: visitorId ?? null,
        codeHash: hash(token, code).toString("base64url"),
        attempts: 0,
        createdAt: now,
        expiresAt: new Date(now.getTime() + codeTtlMs),
      });
      try {
        await provider.send(phone, `${name}: your code is ${code}`);
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        // The code reached nobody: forget it, so "try again" is not held back by the 60 s cooldown (the
        // per-number limit, RATE_LIMIT_PHONE_NUMBER, still bounds the tries). The log names the venue,
        // the provider's status and code, never the full number nor the code.
        await db.delete(phoneVerifications).where(eq(phoneVerifications.token, token));
        log.warn(
          {
            venue: venueId,
            to: maskPhone(phone),
            status: error.status,
            provider_code: error.providerCode,
            retryable: error.retryable,
          },
          `phone code not sent: ${error.message}`,
        );
        throw smsFailed();
      }
      return { token, already_verified: false };
    },

    // SPEC §7 confirm: a wrong code is an answer (valid false); an unknown, expired or exhausted token is
    // a clear 4xx, so the guest asks for a new code.
    async confirm(token: string, code: string): Promise<{ valid: boolean }> {
      const rows = await db.select().from(phoneVerifications).where(eq(phoneVerifications.token, token));
      const row = rows[0];
      if (!row) throw notFound("Verification");
      if (row.verifiedAt) return { valid: true };
      const now = clock();
      if (row.expiresAt <= now)
        throw new HttpError(409, "conflict", "The code has expired: ask for a new one");
      if (row.attempts >= maxAttempts)
        throw new HttpError(429, "too_many_requests", "Too many wrong codes: ask for a new one");
      const valid = timingSafeEqual(hash(token, code), Buffer.from(row.codeHash, "base64url"));
      await db
        .update(phoneVerifications)
        .set(valid ? { verifiedAt: now } : { attempts: row.attempts + 1 })
        .where(eq(phoneVerifications.token, token));
      return { valid };
    },

    // For the calls that need a verified phone (reservations, clients): uses the token up, once, when it is
    // verified for this venue and this phone, within tokenTtlMs of its proof and not used before. One
    // guarded UPDATE, so two requests racing with one token cannot both get true.
    async consume(token: string | null | undefined, venueId: string, phone: string): Promise<boolean> {
      if (!token) return false;
      const now = clock();
      const used = await db
        .update(phoneVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(phoneVerifications.token, token),
            eq(phoneVerifications.venueId, venueId),
            eq(phoneVerifications.phone, phone),
            isNull(phoneVerifications.usedAt),
            isNotNull(phoneVerifications.verifiedAt),
            gt(phoneVerifications.verifiedAt, new Date(now.getTime() - tokenTtlMs)),
          ),
        )
        .returning({ token: phoneVerifications.token });
      return used.length > 0;
    },

    // Gives a consumed token back when the call that used it stored nothing (the places were gone), so
    // the guest can pick another time without a new code. Still bound to its 10 minutes.
    async release(token: string): Promise<void> {
      await db.update(phoneVerifications).set({ usedAt: null }).where(eq(phoneVerifications.token, token));
    },
  };
}
export type PhoneVerification = ReturnType<typeof createPhoneVerification>;
