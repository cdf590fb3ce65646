ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "kitchen_ready_at" timestamp with time zone;
