CREATE TABLE IF NOT EXISTS "day_close_outs" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"day" text NOT NULL,
	"version" integer NOT NULL,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"expected_cash" bigint NOT NULL,
	"counted_cash" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"note" text,
	"money" jsonb NOT NULL,
	CONSTRAINT "day_close_outs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "day_close_outs_venue_day_version_idx" ON "day_close_outs" USING btree ("venue_id","day","version");
