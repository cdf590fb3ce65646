ALTER TABLE "waiter_calls" ADD COLUMN "venue_id" text;
--> statement-breakpoint
UPDATE "waiter_calls" SET "venue_id" = "inside_tables"."venue_id" FROM "inside_tables" WHERE "inside_tables"."code" = "waiter_calls"."table_code";
--> statement-breakpoint
DELETE FROM "waiter_calls" WHERE "venue_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "waiter_calls" ALTER COLUMN "venue_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD COLUMN "acknowledged_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD COLUMN "acknowledged_by" text;
--> statement-breakpoint
CREATE INDEX "waiter_calls_venue_idx" ON "waiter_calls" USING btree ("venue_id","called_at");
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "decided_by" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "reservations_venue_starts_idx" ON "reservations" USING btree ("venue_id","starts_at");
