CREATE TABLE "media" (
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"venue_id" text,
	CONSTRAINT "media_key_width_pk" PRIMARY KEY("key","width")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inside_tables" ADD COLUMN "retired_at" timestamp with time zone;
