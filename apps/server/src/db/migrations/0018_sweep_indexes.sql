CREATE INDEX "orders_waiting_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "orders_waiting_cancel_idx" ON "orders" USING btree ("auto_cancel_at") WHERE "orders"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "orders_split_deadline_idx" ON "orders" USING btree ("split_deadline_at") WHERE "orders"."split_deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_waiting_appends_idx" ON "orders" USING btree ("id") WHERE "orders"."appends" @> '[{"status":"waiting"}]'::jsonb and "orders"."status" in ('waiting', 'serving', 'served', 'paying');
