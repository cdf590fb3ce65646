CREATE TABLE IF NOT EXISTS "stations" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"warn_after_s" integer DEFAULT 600 NOT NULL,
	"late_after_s" integer DEFAULT 1200 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "stations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stations_venue_idx" ON "stations" USING btree ("venue_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "station_routes" (
	"venue_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"station_id" text NOT NULL,
	CONSTRAINT "station_routes_venue_id_kind_key_pk" PRIMARY KEY("venue_id","kind","key"),
	CONSTRAINT "station_routes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "station_routes_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "kitchen_settings" (
	"venue_id" text PRIMARY KEY NOT NULL,
	"auto_accept_inside" boolean DEFAULT false NOT NULL,
	"auto_accept_preorder" boolean DEFAULT false NOT NULL,
	"auto_accept_delivery" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kitchen_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "kitchen_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"station_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"lines" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"bumped_at" timestamp with time zone,
	CONSTRAINT "kitchen_tickets_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "kitchen_tickets_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "kitchen_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "kitchen_tickets_station_source_idx" ON "kitchen_tickets" USING btree ("station_id","source_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kitchen_tickets_open_idx" ON "kitchen_tickets" USING btree ("station_id","bumped_at","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kitchen_tickets_order_idx" ON "kitchen_tickets" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "printers" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"station_id" text NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"width_mm" integer DEFAULT 80 NOT NULL,
	"role" text DEFAULT 'main' NOT NULL,
	"status" text DEFAULT 'unknown' NOT NULL,
	"last_error" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "printers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "printers_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "printers_station_idx" ON "printers" USING btree ("station_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "print_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"station_id" text NOT NULL,
	"ticket_id" text,
	"printer_id" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"in_doubt" boolean DEFAULT false NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"printed_at" timestamp with time zone,
	CONSTRAINT "print_jobs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "print_jobs_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "print_jobs_ticket_id_kitchen_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."kitchen_tickets"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "print_jobs_due_idx" ON "print_jobs" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "print_jobs_station_idx" ON "print_jobs" USING btree ("station_id","status");
