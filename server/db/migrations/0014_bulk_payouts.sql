-- A payout file being paid (server/bulk-payouts): the batch, and one row per payout with its state. The run
-- is a pg-boss job; these tables are the truth it reads and writes, so a restart continues where it stopped.
CREATE TABLE "bulk_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"total_usdt" numeric NOT NULL,
	"indicative_lkr" numeric NOT NULL,
	"rate_usdt_lkr" numeric NOT NULL,
	"threshold_lkr" numeric,
	"held_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"send_interval_ms" integer,
	CONSTRAINT "bulk_payouts_status" CHECK ("status" in ('preparing', 'awaiting_approval', 'running', 'paused', 'finished', 'cancelled', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "bulk_payout_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"file_row" integer NOT NULL,
	"reference" text NOT NULL,
	"external_user_id" text NOT NULL,
	"bank_code" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"beneficiary_mobile" text,
	"beneficiary_email" text,
	"amount_usdt" numeric NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"user_id" text,
	"user_bank_id" text,
	"recipient" jsonb,
	"offramp_id" text,
	"amount_lkr" numeric,
	"rate_usdt_lkr" numeric,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_payout_rows_state" CHECK ("state" in ('waiting', 'quoting', 'sent', 'completed', 'failed', 'refused', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bulk_payouts" ADD CONSTRAINT "bulk_payouts_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payouts" ADD CONSTRAINT "bulk_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payouts" ADD CONSTRAINT "bulk_payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payouts" ADD CONSTRAINT "bulk_payouts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payout_rows" ADD CONSTRAINT "bulk_payout_rows_batch_id_bulk_payouts_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_payouts_account_created_idx" ON "bulk_payouts" USING btree ("account_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "bulk_payouts_active_idx" ON "bulk_payouts" USING btree ("status") WHERE "status" in ('preparing', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_payout_rows_batch_row_idx" ON "bulk_payout_rows" USING btree ("batch_id","file_row");--> statement-breakpoint
-- A reference is in at most one live row of the account: the same file started twice pays nobody again.
CREATE UNIQUE INDEX "bulk_payout_rows_account_ref_idx" ON "bulk_payout_rows" USING btree ("account_id","reference") WHERE "state" not in ('refused', 'cancelled');--> statement-breakpoint
CREATE INDEX "bulk_payout_rows_account_offramp_idx" ON "bulk_payout_rows" USING btree ("account_id","offramp_id") WHERE "offramp_id" is not null;
