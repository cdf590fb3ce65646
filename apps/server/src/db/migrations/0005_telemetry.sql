CREATE TABLE "telemetry_milestones" (
	"session_id" text NOT NULL,
	"milestone" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "telemetry_milestones_session_id_milestone_pk" PRIMARY KEY("session_id","milestone")
);
--> statement-breakpoint
CREATE TABLE "telemetry_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"mode" text NOT NULL,
	"platform" text NOT NULL,
	"screen_width" integer NOT NULL,
	"screen_height" integer NOT NULL,
	"writes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telemetry_milestones" ADD CONSTRAINT "telemetry_milestones_session_id_telemetry_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."telemetry_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_records" ADD CONSTRAINT "telemetry_records_session_id_telemetry_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."telemetry_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_sessions" ADD CONSTRAINT "telemetry_sessions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telemetry_records_session_idx" ON "telemetry_records" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "telemetry_sessions_venue_idx" ON "telemetry_sessions" USING btree ("venue_id","created_at");