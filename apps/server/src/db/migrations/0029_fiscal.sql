CREATE TABLE IF NOT EXISTS "fiscal_settings" (
	"venue_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"cashier_login" text,
	"license_key_sealed" text,
	"cashier_password_sealed" text,
	"receipts_for_card" boolean DEFAULT false NOT NULL,
	"receipts_for_cash" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fiscal_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "fiscal_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"receipt_id" text NOT NULL,
	"goods" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"payment_type" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"fiscal_code" text,
	"receipt_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "fiscal_receipts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "fiscal_receipts_source_idx" ON "fiscal_receipts" USING btree ("source_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fiscal_receipts_due_idx" ON "fiscal_receipts" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fiscal_receipts_order_idx" ON "fiscal_receipts" USING btree ("order_id");
