CREATE TABLE "refund_attempts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payment_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"amount" double precision NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"refund_ref" text,
	"status" text NOT NULL,
	"dispatched_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "refund_attempts_payment_idx" ON "refund_attempts" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX "refund_attempts_open_idx" ON "refund_attempts" USING btree ("created_at") WHERE "status" = 'requested';
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "gateway" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "gateway_ref" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "gateway_url" text;
--> statement-breakpoint
CREATE INDEX "reservations_gateway_ref_idx" ON "reservations" USING btree ("gateway","gateway_ref") WHERE "gateway_ref" is not null;
