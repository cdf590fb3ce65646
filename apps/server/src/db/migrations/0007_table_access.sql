-- A long random token per table for the QR (the 6-digit code stays for typing). Existing rows
-- get 32 random bytes from two v4 UUIDs (244 random bits, pg_strong_random), base64url without padding;
-- rows inserted later get theirs from the importer (node's randomBytes) or this same default.
ALTER TABLE "inside_tables" ADD COLUMN "token" text;--> statement-breakpoint
UPDATE "inside_tables" SET "token" = rtrim(translate(encode(
	decode(replace(gen_random_uuid()::text, '-', ''), 'hex') || decode(replace(gen_random_uuid()::text, '-', ''), 'hex'),
	'base64'), '+/', '-_'), '=');--> statement-breakpoint
ALTER TABLE "inside_tables" ALTER COLUMN "token" SET DEFAULT rtrim(translate(encode(
	decode(replace(gen_random_uuid()::text, '-', ''), 'hex') || decode(replace(gen_random_uuid()::text, '-', ''), 'hex'),
	'base64'), '+/', '-_'), '=');--> statement-breakpoint
ALTER TABLE "inside_tables" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "inside_tables_token_idx" ON "inside_tables" USING btree ("token");--> statement-breakpoint
-- A table's access epoch is the close time of its last finished order (table-access.ts).
CREATE INDEX "orders_table_closed_idx" ON "orders" USING btree ("table_code","closed_at");--> statement-breakpoint
-- Where a cart was made (inside, preview, preorder) and whose it is (a keyed hash of the
-- table code for inside carts, of the visitor id for preorder carts); null on carts made before this.
ALTER TABLE "carts" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "owner" text;
