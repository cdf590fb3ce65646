ALTER TABLE "pos_settings" ADD COLUMN IF NOT EXISTS "menu_id" text;
--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN IF NOT EXISTS "menu_sync" jsonb;
--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN IF NOT EXISTS "menu_sync_lease_until" timestamp with time zone;
