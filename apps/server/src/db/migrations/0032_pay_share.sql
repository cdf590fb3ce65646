ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "covers" jsonb;
