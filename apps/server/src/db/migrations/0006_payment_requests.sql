ALTER TABLE "payments" ADD COLUMN "visitor_id" text;--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","created_at") WHERE "payments"."status" in ('requested', 'pending');
