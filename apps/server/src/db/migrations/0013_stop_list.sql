CREATE TABLE "stop_list" (
	"venue_id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_item_id" text,
	"stopped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stop_list" ADD CONSTRAINT "stop_list_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "stop_list_entry_idx" ON "stop_list" USING btree ("venue_id","product_id",coalesce("variant_item_id", ''));
--> statement-breakpoint
CREATE TABLE "stop_list_versions" (
	"venue_id" text PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stop_list_versions" ADD CONSTRAINT "stop_list_versions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
