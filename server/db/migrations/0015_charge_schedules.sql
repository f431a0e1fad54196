-- Recurring charges of direct-debit contracts (server/charge-schedules): a schedule per plan, and every
-- charge the console makes, manual or scheduled. A due date's charge is one row per attempt, unique per
-- schedule, date and attempt, written before the call to the service: a restart or a second instance
-- finds it and never charges that date again.
CREATE TABLE "charge_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"contract_id" text NOT NULL,
	"branch_id" text,
	"currency" text NOT NULL,
	"amount" numeric NOT NULL,
	"every" text NOT NULL,
	"first_date" date NOT NULL,
	"ends_on" date,
	"max_charges" integer,
	"product_name" text NOT NULL,
	"product_detail" text,
	"state" text DEFAULT 'active' NOT NULL,
	"ended_reason" text,
	"next_index" integer DEFAULT 0 NOT NULL,
	"next_due_date" date,
	"due_count" integer DEFAULT 0 NOT NULL,
	"last_charge_failed" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_schedules_state" CHECK ("state" in ('active', 'paused', 'cancelled', 'ended')),
	CONSTRAINT "charge_schedules_every" CHECK ("every" in ('day', 'week', 'month'))
);
--> statement-breakpoint
CREATE TABLE "contract_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"contract_id" text NOT NULL,
	"schedule_id" uuid,
	"due_date" date,
	"attempt" integer DEFAULT 1 NOT NULL,
	"state" text NOT NULL,
	"payment_id" text,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"fees" jsonb,
	"failure_reason" text,
	"not_before" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"payment_count_before" integer,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"made_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_charges_state" CHECK ("state" in ('waiting', 'sending', 'made', 'paid', 'failed', 'refused', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "charge_schedules" ADD CONSTRAINT "charge_schedules_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_schedules" ADD CONSTRAINT "charge_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_charges" ADD CONSTRAINT "contract_charges_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_charges" ADD CONSTRAINT "contract_charges_schedule_id_charge_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."charge_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_charges" ADD CONSTRAINT "contract_charges_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_schedules_account_contract_idx" ON "charge_schedules" USING btree ("account_id","contract_id");--> statement-breakpoint
CREATE INDEX "charge_schedules_due_idx" ON "charge_schedules" USING btree ("next_due_date") WHERE "state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "contract_charges_due_idx" ON "contract_charges" USING btree ("schedule_id","due_date","attempt") WHERE "schedule_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_charges_payment_idx" ON "contract_charges" USING btree ("account_id","payment_id") WHERE "payment_id" is not null;--> statement-breakpoint
CREATE INDEX "contract_charges_contract_idx" ON "contract_charges" USING btree ("account_id","contract_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "contract_charges_open_idx" ON "contract_charges" USING btree ("not_before") WHERE "state" in ('waiting', 'sending', 'made');
