-- What a requester's browser said about a payout's recipient or a settlement's branch is no longer kept:
-- an approval shows what the service holds for the request's ids, read when it is shown and when approved.
ALTER TABLE "money_out_approvals" DROP COLUMN "summary";--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD COLUMN "end_user_ref" text;--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD COLUMN "held_reason" text;--> statement-breakpoint
CREATE TABLE "money_out_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"amount_lkr" numeric NOT NULL,
	"beneficiary" text NOT NULL,
	"external_ref" text,
	"approval_id" uuid,
	"result_id" text,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_out_sends_kind" CHECK ("kind" in ('payout', 'settlement')),
	CONSTRAINT "money_out_sends_status" CHECK ("status" in ('sending', 'sent')),
	CONSTRAINT "money_out_sends_amount" CHECK ("amount_lkr" >= 0)
);
--> statement-breakpoint
ALTER TABLE "money_out_sends" ADD CONSTRAINT "money_out_sends_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_out_sends" ADD CONSTRAINT "money_out_sends_approval_id_money_out_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."money_out_approvals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_out_sends" ADD CONSTRAINT "money_out_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_out_sends_account_created_idx" ON "money_out_sends" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "money_out_sends_account_ref_idx" ON "money_out_sends" USING btree ("account_id","external_ref") WHERE "money_out_sends"."external_ref" is not null;
