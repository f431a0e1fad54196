-- The payment index says how far it can be trusted: the branch pass walks each branch's payments page by page
-- (resumable at any page) back to where the previous complete pass reached, and records the instant before
-- which every payment's branch is known; the backfill records the oldest payment it read, so days before it
-- read as unknown, not as zero. A detail read per payment adds what the list does not carry (trade number,
-- LKR side, fees, customer, contract), for the LKR figures and the exports.
ALTER TABLE "payment_index_sync" ADD COLUMN "branch_page" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_index_sync" ADD COLUMN "branch_pass_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_index_sync" ADD COLUMN "branch_pass_mark" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_index_sync" ADD COLUMN "branches_known_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_index_sync" ADD COLUMN "backfill_oldest_at" timestamp with time zone;--> statement-breakpoint
-- A pass left half-way by the previous rules starts again under these.
UPDATE "payment_index_sync" SET "branch_cursor" = NULL;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "details_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "merchant_trade_no" text;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "contract_id" text;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "expire_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "exchange_fee_pct" numeric;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "service_fee_pct" numeric;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "exchange_fee_usdt" numeric;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "service_fee_usdt" numeric;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "total_fees_usdt" numeric;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "net_usdt" numeric;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "exchange_fee_lkr" numeric;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "service_fee_lkr" numeric;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "total_fees_lkr" numeric;--> statement-breakpoint
ALTER TABLE "payment_index" ADD COLUMN "net_lkr" numeric;--> statement-breakpoint
-- Payments whose details are still to be read, newest first, for the background detail pass.
CREATE INDEX "payment_index_details_idx" ON "payment_index" USING btree ("account_id","created_at" DESC) WHERE "details_read_at" IS NULL;
