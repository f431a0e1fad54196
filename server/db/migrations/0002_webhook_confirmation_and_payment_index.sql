CREATE TABLE "payment_index" (
	"account_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"branch_id" text,
	"lkr_amount" numeric,
	"rate_usdt_lkr" numeric,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_index_account_id_payment_id_pk" PRIMARY KEY("account_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_index_sync" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"backfill_next_page" integer DEFAULT 1 NOT NULL,
	"backfill_total_pages" integer,
	"backfill_started_at" timestamp with time zone,
	"backfill_done_at" timestamp with time zone,
	"last_discovery_at" timestamp with time zone,
	"last_refresh_at" timestamp with time zone,
	"last_branch_pass_at" timestamp with time zone,
	"branch_cursor" text,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "duplicates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "confirmation" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "confirmation_note" text;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "confirm_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "resource_kind" text;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "resource_branch_id" text;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "resource_status" text;--> statement-breakpoint
ALTER TABLE "payment_index" ADD CONSTRAINT "payment_index_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_index_sync" ADD CONSTRAINT "payment_index_sync_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_index_account_created_idx" ON "payment_index" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_index_open_idx" ON "payment_index" USING btree ("account_id","seen_at") WHERE "payment_index"."status" in ('INITIATED', 'USER_REVIEW');--> statement-breakpoint
CREATE INDEX "webhook_inbox_pending_idx" ON "webhook_inbox" USING btree ("confirmation","received_at");