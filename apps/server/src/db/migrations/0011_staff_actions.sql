ALTER TABLE "orders" ADD COLUMN "fulfilment" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" double precision DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_venue_status_idx" ON "orders" USING btree ("venue_id","status");
--> statement-breakpoint
CREATE INDEX "orders_venue_closed_idx" ON "orders" USING btree ("venue_id","closed_at");
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"order_id" text,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"reason" text,
	"amount" double precision,
	"idempotency_key" text,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_actions_key_idx" ON "staff_actions" USING btree ("venue_id","idempotency_key") WHERE "staff_actions"."idempotency_key" is not null;
--> statement-breakpoint
CREATE INDEX "staff_actions_order_idx" ON "staff_actions" USING btree ("order_id","created_at");
--> statement-breakpoint
CREATE INDEX "staff_actions_subject_idx" ON "staff_actions" USING btree ("subject_id","created_at");
--> statement-breakpoint
CREATE INDEX "staff_actions_answer_idx" ON "staff_actions" USING btree ("created_at") WHERE "staff_actions"."answer" is not null;
