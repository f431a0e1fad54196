CREATE TABLE "aggregator_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_code" integer NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"beneficiary_mobile" text,
	"beneficiary_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aggregator_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"external_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_id" text NOT NULL,
	"signing_key" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text,
	"city" text,
	"postal_code" text,
	"phone" text,
	"messaging_group_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dd_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" uuid,
	"payment_provider" text NOT NULL,
	"merchant_contract_code" text NOT NULL,
	"pre_contract_id" text NOT NULL,
	"contract_id" bigint,
	"biz_id" text NOT NULL,
	"service_name" text NOT NULL,
	"scenario_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"single_upper_limit" numeric(20, 6) NOT NULL,
	"single_upper_limit_lkr" numeric(20, 2),
	"slippage_bps" integer,
	"periodic" boolean DEFAULT false NOT NULL,
	"contract_end_time" timestamp with time zone NOT NULL,
	"request_expire_time" timestamp with time zone NOT NULL,
	"open_user_id" text,
	"merchant_account_no" text NOT NULL,
	"status" text DEFAULT 'INITIATED' NOT NULL,
	"approved_at" timestamp with time zone,
	"contract_termination_way" integer,
	"contract_termination_time" timestamp with time zone,
	"termination_notes" text,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"total_amount_charged" numeric(20, 6) DEFAULT '0' NOT NULL,
	"last_payment_at" timestamp with time zone,
	"webhook_url" text,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"qr_content" text NOT NULL,
	"deep_link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dd_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scenario_id" text NOT NULL,
	"scenario_name" text NOT NULL,
	"payment_provider" text NOT NULL,
	"max_limit" numeric(20, 6) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dd_scenarios_scenario_id_unique" UNIQUE("scenario_id")
);
--> statement-breakpoint
CREATE TABLE "float_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"amount_lkr" numeric(20, 2) NOT NULL,
	"balance_after" numeric(20, 2) NOT NULL,
	"aggregator_offramp_id" uuid,
	"bank_ref" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "float_ledger_balance_non_negative" CHECK ("float_ledger"."balance_after" >= 0),
	CONSTRAINT "float_ledger_amount_positive" CHECK ("float_ledger"."amount_lkr" > 0),
	CONSTRAINT "float_ledger_type" CHECK ("float_ledger"."type" in ('CREDIT', 'DEBIT', 'REFUND'))
);
--> statement-breakpoint
CREATE TABLE "fx_locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"rate_usdt_lkr" numeric(20, 6) NOT NULL,
	"amount_usdt" numeric(24, 8) NOT NULL,
	"amount_lkr" numeric(20, 2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"exchange_fee_percentage" numeric(8, 4) DEFAULT '0.5' NOT NULL,
	"service_fee_percentage" numeric(8, 4) DEFAULT '1.0' NOT NULL,
	"min_withdrawal_lkr" numeric(20, 2) DEFAULT '1000.00' NOT NULL,
	"auto_approve_below_lkr" numeric(20, 2) DEFAULT '100000.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offramps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"external_ref" text NOT NULL,
	"fx_lock_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_bank_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount_usdt" numeric(24, 8) NOT NULL,
	"amount_lkr" numeric(20, 2) NOT NULL,
	"rate_usdt_lkr" numeric(20, 6) NOT NULL,
	"bank_ref" text,
	"failure_reason" text,
	"webhook_url" text,
	"processed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"merchant_trade_no" text,
	"name" text NOT NULL,
	"description" text,
	"amount" numeric(20, 6),
	"currency" text NOT NULL,
	"allow_custom_amount" boolean DEFAULT false NOT NULL,
	"min_amount" numeric(20, 6),
	"max_amount" numeric(20, 6),
	"allow_quantity_buy" boolean DEFAULT false NOT NULL,
	"max_quantity" integer,
	"reusable" boolean DEFAULT true NOT NULL,
	"expiration_date" timestamp with time zone,
	"success_url" text,
	"cancel_url" text,
	"webhook_url" text,
	"branch_id" uuid,
	"used_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"creator_type" text DEFAULT 'API_KEY' NOT NULL,
	"creator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" uuid,
	"pay_id" text NOT NULL,
	"payment_no" text NOT NULL,
	"merchant_trade_no" text,
	"provider" text NOT NULL,
	"original_currency" text NOT NULL,
	"status" text NOT NULL,
	"gross_usdt" numeric(20, 6) NOT NULL,
	"net_usdt" numeric(20, 6) NOT NULL,
	"fees_usdt" numeric(20, 6) NOT NULL,
	"lkr_gross" numeric(20, 2),
	"lkr_net" numeric(20, 2),
	"lkr_fees" numeric(20, 2),
	"exchange_rate" numeric(20, 6),
	"fee_breakdown" jsonb NOT NULL,
	"goods" jsonb NOT NULL,
	"customer_billing" jsonb NOT NULL,
	"customer_search" text DEFAULT '' NOT NULL,
	"qr_content" text NOT NULL,
	"webhook_url" text,
	"payment_link_id" uuid,
	"direct_debit_contract_id" uuid,
	"withdrawal_id" uuid,
	"expire_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"resource_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_payments" (
	"withdrawal_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"usdt_net_amount" numeric(20, 6) NOT NULL,
	"lkr_net_amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "withdrawal_payments_withdrawal_id_payment_id_pk" PRIMARY KEY("withdrawal_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_ref_id" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" uuid,
	"settlement_date" text NOT NULL,
	"requested_by" uuid,
	"requester_name" text NOT NULL,
	"api_key_id" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"total_payments_count" integer NOT NULL,
	"total_net_amount_lkr" numeric(20, 2) NOT NULL,
	"total_net_amount_usdt" numeric(20, 6) NOT NULL,
	"total_gross_amount_lkr" numeric(20, 2) NOT NULL,
	"total_gross_amount_usdt" numeric(20, 6) NOT NULL,
	"total_fees_lkr" numeric(20, 2) NOT NULL,
	"total_fees_usdt" numeric(20, 6) NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"merchant_settlement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aggregator_bank_accounts" ADD CONSTRAINT "aggregator_bank_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_bank_accounts" ADD CONSTRAINT "aggregator_bank_accounts_user_id_aggregator_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."aggregator_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_bank_accounts" ADD CONSTRAINT "aggregator_bank_accounts_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_users" ADD CONSTRAINT "aggregator_users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_contracts" ADD CONSTRAINT "dd_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_contracts" ADD CONSTRAINT "dd_contracts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_contracts" ADD CONSTRAINT "dd_contracts_scenario_id_dd_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."dd_scenarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "float_ledger" ADD CONSTRAINT "float_ledger_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "float_ledger" ADD CONSTRAINT "float_ledger_aggregator_offramp_id_offramps_id_fk" FOREIGN KEY ("aggregator_offramp_id") REFERENCES "public"."offramps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_locks" ADD CONSTRAINT "fx_locks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offramps" ADD CONSTRAINT "offramps_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offramps" ADD CONSTRAINT "offramps_fx_lock_id_fx_locks_id_fk" FOREIGN KEY ("fx_lock_id") REFERENCES "public"."fx_locks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offramps" ADD CONSTRAINT "offramps_user_id_aggregator_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."aggregator_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offramps" ADD CONSTRAINT "offramps_user_bank_id_aggregator_bank_accounts_id_fk" FOREIGN KEY ("user_bank_id") REFERENCES "public"."aggregator_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_direct_debit_contract_id_dd_contracts_id_fk" FOREIGN KEY ("direct_debit_contract_id") REFERENCES "public"."dd_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_outbox_id_webhook_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."webhook_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_payments" ADD CONSTRAINT "withdrawal_payments_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_payments" ADD CONSTRAINT "withdrawal_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aggregator_bank_accounts_user_idx" ON "aggregator_bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aggregator_users_external_unique" ON "aggregator_users" USING btree ("merchant_id","external_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_id_unique" ON "api_keys" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_merchant_code_unique" ON "branches" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "branches_merchant_created_idx" ON "branches" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dd_contracts_merchant_code_unique" ON "dd_contracts" USING btree ("merchant_id","merchant_contract_code");--> statement-breakpoint
CREATE INDEX "dd_contracts_merchant_created_idx" ON "dd_contracts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "float_ledger_merchant_seq_unique" ON "float_ledger" USING btree ("merchant_id","seq");--> statement-breakpoint
CREATE INDEX "float_ledger_merchant_created_idx" ON "float_ledger" USING btree ("merchant_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "float_ledger_merchant_type_created_idx" ON "float_ledger" USING btree ("merchant_id","type","created_at");--> statement-breakpoint
CREATE INDEX "fx_locks_merchant_idx" ON "fx_locks" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offramps_external_ref_unique" ON "offramps" USING btree ("merchant_id","external_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "offramps_fx_lock_unique" ON "offramps" USING btree ("fx_lock_id");--> statement-breakpoint
CREATE INDEX "offramps_merchant_created_idx" ON "offramps" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "offramps_merchant_status_created_idx" ON "offramps" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "offramps_merchant_completed_idx" ON "offramps" USING btree ("merchant_id","completed_at");--> statement-breakpoint
CREATE INDEX "offramps_merchant_amount_idx" ON "offramps" USING btree ("merchant_id","amount_lkr");--> statement-breakpoint
CREATE INDEX "offramps_open_idx" ON "offramps" USING btree ("created_at") WHERE status in ('PENDING', 'PROCESSING');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_slug_unique" ON "payment_links" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_trade_no_unique" ON "payment_links" USING btree ("merchant_id","merchant_trade_no");--> statement-breakpoint
CREATE INDEX "payment_links_merchant_created_idx" ON "payment_links" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pay_id_unique" ON "payments" USING btree ("pay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_no_unique" ON "payments" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "payments_merchant_created_idx" ON "payments" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_merchant_status_idx" ON "payments" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("merchant_id","branch_id") WHERE status = 'PAID' and withdrawal_id is null;--> statement-breakpoint
CREATE INDEX "payments_due_expiry_idx" ON "payments" USING btree ("expire_time") WHERE status in ('INITIATED', 'USER_REVIEW');--> statement-breakpoint
CREATE INDEX "payments_withdrawal_idx" ON "payments" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_outbox_idx" ON "webhook_attempts" USING btree ("outbox_id","attempt");--> statement-breakpoint
CREATE INDEX "webhook_outbox_due_idx" ON "webhook_outbox" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_outbox_merchant_idx" ON "webhook_outbox" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_active_per_day" ON "withdrawals" USING btree ("merchant_id","settlement_date") WHERE status in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_date_idx" ON "withdrawals" USING btree ("merchant_id","settlement_date");