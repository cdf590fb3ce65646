ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN IF NOT EXISTS "approver_id" text;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN IF NOT EXISTS "approver_name" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_actions_venue_adjust_idx" ON "staff_actions" USING btree ("venue_id","created_at") WHERE "action" in ('void', 'comp', 'discount') or ("action" = 'close' and "amount" is not null);
