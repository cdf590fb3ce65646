-- A verification belongs to the visitor who proved
-- the number and is used once; an unpaid reservation has a deadline; a client is opened with a secret.
ALTER TABLE "phone_verifications" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reservations" SET "updated_at" = coalesce("paid_at", "created_at");--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "updated_at" SET NOT NULL;--> statement-breakpoint
-- Reservations left unpaid before this migration get the same 15 minutes from their creation, so the
-- first sweep gives their places back.
UPDATE "reservations" SET "expires_at" = "created_at" + interval '15 minutes' WHERE "status" = 'pending' AND "paid" = false;--> statement-breakpoint
CREATE INDEX "reservations_expires_idx" ON "reservations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reservations_venue_phone_idx" ON "reservations" USING btree ("venue_id","phone");--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "secret_hash" text;
