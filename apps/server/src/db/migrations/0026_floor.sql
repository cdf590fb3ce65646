CREATE TABLE IF NOT EXISTS "staff_shifts" (
	"staff_id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"session_id" text,
	"staff_name" text NOT NULL,
	"role" text NOT NULL,
	"halls" jsonb NOT NULL,
	"tables" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "staff_shifts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_shifts_venue_idx" ON "staff_shifts" USING btree ("venue_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_shifts_session_idx" ON "staff_shifts" USING btree ("session_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "floor_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"status" text NOT NULL,
	"table_code" text,
	"table_label" text,
	"order_id" text,
	"serial" integer,
	"amount" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"acknowledged_by_id" text,
	"escalated_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "floor_alerts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "floor_alerts_source_idx" ON "floor_alerts" USING btree ("venue_id","source_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floor_alerts_venue_status_idx" ON "floor_alerts" USING btree ("venue_id","status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floor_alerts_venue_resolved_idx" ON "floor_alerts" USING btree ("venue_id","resolved_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "floor_timings" (
	"venue_id" text PRIMARY KEY NOT NULL,
	"part_paid_after_min" integer NOT NULL,
	"walkout_after_min" integer NOT NULL,
	"escalate_after_min" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "floor_timings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
