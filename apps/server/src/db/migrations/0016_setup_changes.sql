CREATE TABLE "setup_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "setup_changes" ADD CONSTRAINT "setup_changes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "setup_changes_venue_at_idx" ON "setup_changes" USING btree ("venue_id","at" DESC NULLS LAST);
