CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"super_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "table_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" text DEFAULT 'inside' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "target_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_tariff_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utensils" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_contactless" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_revision" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_venue_phone_idx" ON "clients" USING btree ("venue_id","phone");--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id","cart_revision");