-- Money in whole minor units (docs/decisions/016-money-in-minor-units.md). Each double becomes bigint
-- exactly as SPEC §9 rounds money: read at the 15 significant digits a double holds (the cast to numeric),
-- times 100, rounded half away from zero (numeric's round). 1.005 becomes 101, 0.1 + 0.2 becomes 30,
-- -0.015 becomes -2; a round() of the double itself would give 100 for 1.005 (100.49999999999999).
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint USING round("amount"::numeric * 100);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "tip" SET DATA TYPE bigint USING round("tip"::numeric * 100);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refunded_amount" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refunded_amount" SET DATA TYPE bigint USING round("refunded_amount"::numeric * 100);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refunded_amount" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee" SET DATA TYPE bigint USING round("delivery_fee"::numeric * 100);--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "deposit" SET DATA TYPE bigint USING round("deposit"::numeric * 100);--> statement-breakpoint
ALTER TABLE "refund_attempts" ALTER COLUMN "amount" SET DATA TYPE bigint USING round("amount"::numeric * 100);--> statement-breakpoint
ALTER TABLE "staff_actions" ALTER COLUMN "amount" SET DATA TYPE bigint USING round("amount"::numeric * 100);
