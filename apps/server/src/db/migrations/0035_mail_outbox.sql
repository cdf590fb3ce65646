CREATE TABLE IF NOT EXISTS "receipt_mails" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"order_id" text NOT NULL,
	"locale" text NOT NULL,
	"recipient" text,
	"receipt" jsonb,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipt_mails_due_idx" ON "receipt_mails" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipt_mails_order_idx" ON "receipt_mails" USING btree ("order_id");
