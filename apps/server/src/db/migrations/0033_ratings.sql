CREATE TABLE IF NOT EXISTS "ratings" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL REFERENCES "venues"("id") ON DELETE CASCADE,
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"order_serial" integer NOT NULL,
	"order_type" text NOT NULL,
	"table_code" text,
	"section_name" text,
	"table_name" text,
	"stars" integer NOT NULL CHECK ("stars" BETWEEN 1 AND 5),
	"comment" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "ratings_order_unique" ON "ratings" ("order_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ratings_venue_created_idx" ON "ratings" ("venue_id","created_at");
