ALTER TABLE "venues" ADD COLUMN "payment_gateway" text;
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "payment_credentials_ref" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_ref" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_url" text;
--> statement-breakpoint
CREATE INDEX "payments_gateway_ref_idx" ON "payments" USING btree ("gateway","gateway_ref") WHERE "gateway_ref" is not null;
