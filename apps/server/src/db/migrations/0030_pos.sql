ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "pos_order_id" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "pos_error" text;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "pos_settings" (
	"venue_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"token_sealed" text,
	"spot_id" text,
	"table_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pos_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "pos_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"order_id" text NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"append_id" text,
	"order_type" text NOT NULL,
	"table_code" text,
	"lines" jsonb NOT NULL,
	"comment" text NOT NULL,
	"phone" text,
	"client_name" text,
	"address" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"pos_order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "pos_jobs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "pos_jobs_source_idx" ON "pos_jobs" USING btree ("source_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pos_jobs_due_idx" ON "pos_jobs" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pos_jobs_order_idx" ON "pos_jobs" USING btree ("order_id");
