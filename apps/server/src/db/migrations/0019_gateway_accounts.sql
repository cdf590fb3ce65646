ALTER TABLE "payments" ADD COLUMN "gateway_account" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "gateway_account" text;
--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD COLUMN "gateway_account" text;
--> statement-breakpoint
UPDATE "payments" SET "gateway_account" = "venues"."payment_credentials_ref"
FROM "orders", "venues"
WHERE "orders"."id" = "payments"."order_id" AND "venues"."id" = "orders"."venue_id"
  AND "payments"."gateway" = "venues"."payment_gateway" AND "payments"."gateway_ref" IS NOT NULL;
--> statement-breakpoint
UPDATE "reservations" SET "gateway_account" = "venues"."payment_credentials_ref"
FROM "venues"
WHERE "venues"."id" = "reservations"."venue_id"
  AND "reservations"."gateway" = "venues"."payment_gateway" AND "reservations"."gateway_ref" IS NOT NULL;
--> statement-breakpoint
UPDATE "refund_attempts" SET "gateway_account" = "venues"."payment_credentials_ref"
FROM "venues"
WHERE "venues"."id" = "refund_attempts"."venue_id" AND "refund_attempts"."gateway" = "venues"."payment_gateway";
