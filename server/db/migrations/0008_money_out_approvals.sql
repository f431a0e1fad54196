ALTER TABLE "merchant_accounts" ADD COLUMN "approval_above_lkr" numeric;--> statement-breakpoint
CREATE TABLE "money_out_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_lkr" numeric NOT NULL,
	"amount_usdt" numeric,
	"threshold_lkr" numeric NOT NULL,
	"requested_rate" numeric,
	"requested_quote" jsonb,
	"request_body" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_ref" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"approved_quote" jsonb,
	"approved_rate" numeric,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"result_id" text,
	"result_message" text,
	"result_request_id" text,
	CONSTRAINT "money_out_approvals_kind" CHECK ("kind" in ('payout', 'settlement')),
	CONSTRAINT "money_out_approvals_status" CHECK ("status" in ('pending', 'sending', 'sent', 'refused', 'rejected')),
	CONSTRAINT "money_out_approvals_second_person" CHECK ("decided_by" is null or "requested_by" is null or "decided_by" <> "requested_by")
);
--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD CONSTRAINT "money_out_approvals_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD CONSTRAINT "money_out_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD CONSTRAINT "money_out_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_out_approvals_account_requested_idx" ON "money_out_approvals" USING btree ("account_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "money_out_approvals_account_pending_idx" ON "money_out_approvals" USING btree ("account_id") WHERE "money_out_approvals"."status" = 'pending';
