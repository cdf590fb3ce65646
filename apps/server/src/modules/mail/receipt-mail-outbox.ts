import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { Locale } from "@tablewise/domain/contract/common";
import type { Db } from "../../db/client";
import { receiptMails } from "../../db/schema/index";
import { HttpError } from "../../http/errors";
import type { ReceiptSnapshot } from "./receipt-content";

// At most this many receipts by e-mail per order, ever: with the per-IP limit (RATE_LIMIT_MAIL), a
// guest at a table cannot turn the venue into a relay for mail to strangers.
export const mailsPerOrder = 3;

export type ClaimedMail = {
  id: string;
  orderId: string;
  locale: Locale;
  recipient: string | null;
  receipt: ReceiptSnapshot | null;
  attempts: number;
  leaseUntil: Date;
};

type RawClaim = {
  id: string;
  order_id: string;
  locale: Locale;
  recipient: string | null;
  receipt: ReceiptSnapshot | string | null;
  attempts: number;
};

export function createReceiptMailOutbox(db: Db) {
  const fence = (job: ClaimedMail) =>
    and(
      eq(receiptMails.id, job.id),
      eq(receiptMails.status, "sending"),
      eq(receiptMails.leaseUntil, job.leaseUntil),
    );

  return {
    // One transaction: the order's row locked (two requests for one order count one after the other),
    // the order's count checked, the message written. Refused past the count with 429.
    async enqueue(input: {
      venueId: string;
      orderId: string;
      locale: Locale;
      recipient: string;
      receipt: ReceiptSnapshot;
      now: Date;
    }): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from orders where id = ${input.orderId} for update`);
        const [row] = await tx
          .select({ n: count() })
          .from(receiptMails)
          .where(eq(receiptMails.orderId, input.orderId));
        if ((row?.n ?? 0) >= mailsPerOrder)
          throw new HttpError(
            429,
            "too_many_requests",
            `This receipt was already sent by e-mail ${mailsPerOrder} times`,
          );
        const id = randomUUID();
        await tx.insert(receiptMails).values({
          id,
          venueId: input.venueId,
          orderId: input.orderId,
          locale: input.locale,
          recipient: input.recipient,
          receipt: input.receipt,
          status: "queued",
          nextAttemptAt: input.now,
          createdAt: input.now,
        });
        return id;
      });
    },

    // Due rows: queued ones whose time has come, and ones whose lease ran out mid-send (the process
    // holding them stopped; see receipt-mail-worker.ts on sending at least once).
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const result = await db.execute(sql`
        update receipt_mails m
           set status = 'sending', lease_until = ${leaseUntil.toISOString()}::timestamptz
         where m.id in (
           select id from receipt_mails
            where (status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz)
               or (status = 'sending' and lease_until < ${now.toISOString()}::timestamptz)
            order by created_at, id
            limit ${limit}
            for update skip locked)
        returning m.id, m.order_id, m.locale, m.recipient, m.receipt, m.attempts`);
      return (result.rows as RawClaim[]).map((r) => ({
        id: r.id,
        orderId: r.order_id,
        locale: r.locale,
        recipient: r.recipient,
        receipt: typeof r.receipt === "string" ? (JSON.parse(r.receipt) as ReceiptSnapshot) : r.receipt,
        attempts: Number(r.attempts),
        leaseUntil,
      }));
    },

    // Sent: the address and the receipt go at once (docs/mail.md); the outcome and its time stay.
    async sent(job: ClaimedMail, now: Date) {
      await db
        .update(receiptMails)
        .set({
          status: "sent",
          sentAt: now,
          leaseUntil: null,
          lastError: null,
          recipient: null,
          receipt: null,
          attempts: sql`${receiptMails.attempts} + 1`,
        })
        .where(fence(job));
    },

    // Retried later, or given up: then the address and the receipt go as after a send.
    async failed(job: ClaimedMail, update: { error: string; retryAt: Date | null }) {
      const final = update.retryAt === null;
      await db
        .update(receiptMails)
        .set({
          status: final ? "failed" : "queued",
          attempts: sql`${receiptMails.attempts} + 1`,
          // The SMTP server's words may quote the address: kept only while the message may still go.
          lastError: update.error.replaceAll(job.recipient ?? "\u0000", "<recipient>").slice(0, 500),
          nextAttemptAt: update.retryAt ?? job.leaseUntil,
          leaseUntil: null,
          ...(final ? { recipient: null, receipt: null } : {}),
        })
        .where(fence(job));
    },
  };
}
export type ReceiptMailOutbox = ReturnType<typeof createReceiptMailOutbox>;
