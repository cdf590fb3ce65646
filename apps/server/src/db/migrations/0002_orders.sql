CREATE TABLE "order_counters" (
	"venue_id" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_visitors" (
	"order_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "order_visitors_order_id_visitor_id_pk" PRIMARY KEY("order_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"table_code" text NOT NULL,
	"section_name" text NOT NULL,
	"table_name" text NOT NULL,
	"status" text NOT NULL,
	"serial" integer NOT NULL,
	"local_id" text NOT NULL,
	"comment" text,
	"reason" text,
	"lines" jsonb NOT NULL,
	"appends" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"auto_cancel_at" timestamp with time zone,
	"split_deadline_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"amount" double precision NOT NULL,
	"tip" double precision NOT NULL,
	"waiter_id" text,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiter_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"table_code" text NOT NULL,
	"visitor_id" text,
	"called_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_visitors" ADD CONSTRAINT "order_visitors_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_visitors_visitor_idx" ON "order_visitors" USING btree ("visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_table_idx" ON "orders" USING btree ("table_code") WHERE "orders"."status" in ('waiting', 'serving', 'served', 'paying');--> statement-breakpoint
CREATE INDEX "orders_venue_idx" ON "orders" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "waiter_calls_table_idx" ON "waiter_calls" USING btree ("table_code","called_at");