CREATE INDEX IF NOT EXISTS "orders_venue_created_idx" ON "orders" USING btree ("venue_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_venue_serial_idx" ON "orders" USING btree ("venue_id","serial");
