import { randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  telemetryMilestones,
  telemetryRecords,
  telemetrySessions,
  type TelemetryRecordKind,
} from "../../db/schema/index";

export type NewTelemetrySession = {
  venueId: string;
  mode: string;
  platform: string;
  screenWidth: number;
  screenHeight: number;
};

// What a write to a session found: written, no such session, or the session is full.
export type WriteOutcome = "written" | "missing" | "full";

// 144 random bits, base64url (contract secretIdSchema): only the page that started a session knows it.
export const newTelemetrySessionId = () => randomBytes(18).toString("base64url");

export function createTelemetryRepository(db: Db) {
  // The guarded increment: counts the write unless the session already holds `cap` writes. One
  // statement, so concurrent batches cannot overshoot the cap.
  async function countWrite(sessionId: string, cap: number, now: Date): Promise<WriteOutcome> {
    const counted = await db
      .update(telemetrySessions)
      .set({ writes: sql`${telemetrySessions.writes} + 1`, lastSeenAt: now })
      .where(and(eq(telemetrySessions.id, sessionId), lt(telemetrySessions.writes, cap)))
      .returning({ id: telemetrySessions.id });
    if (counted.length > 0) return "written";
    const found = await db
      .select({ id: telemetrySessions.id })
      .from(telemetrySessions)
      .where(eq(telemetrySessions.id, sessionId))
      .limit(1);
    return found.length > 0 ? "full" : "missing";
  }

  return {
    async createSession(session: NewTelemetrySession, now: Date): Promise<string> {
      const id = newTelemetrySessionId();
      await db.insert(telemetrySessions).values({ id, ...session, createdAt: now, lastSeenAt: now });
      return id;
    },
    async addRecord(
      sessionId: string,
      kind: TelemetryRecordKind,
      data: unknown,
      cap: number,
      now: Date,
    ): Promise<WriteOutcome> {
      const outcome = await countWrite(sessionId, cap, now);
      if (outcome === "written")
        await db.insert(telemetryRecords).values({ sessionId, kind, data, receivedAt: now });
      return outcome;
    },
    async setTarget(
      sessionId: string,
      target: { venueId: string; mode: string },
      cap: number,
      now: Date,
    ): Promise<WriteOutcome> {
      const outcome = await countWrite(sessionId, cap, now);
      if (outcome !== "written") return outcome;
      await db
        .update(telemetrySessions)
        .set({ venueId: target.venueId, mode: target.mode })
        .where(eq(telemetrySessions.id, sessionId));
      await db.insert(telemetryRecords).values({
        sessionId,
        kind: "target",
        data: { cafe_id: target.venueId, mode: target.mode },
        receivedAt: now,
      });
      return outcome;
    },
    // A repeated milestone keeps its first time (and still counts against the cap).
    async reachMilestone(
      sessionId: string,
      milestone: string,
      cap: number,
      now: Date,
    ): Promise<WriteOutcome> {
      const outcome = await countWrite(sessionId, cap, now);
      if (outcome === "written")
        await db
          .insert(telemetryMilestones)
          .values({ sessionId, milestone, reachedAt: now })
          .onConflictDoNothing();
      return outcome;
    },
  };
}
export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
