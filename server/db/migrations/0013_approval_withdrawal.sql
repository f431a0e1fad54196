-- A waiting request can be withdrawn (by its requester or an owner, or by the console when approvals are
-- turned off): nothing is sent, and it can never be approved afterwards. Who withdrew it and why are kept
-- apart from the decision columns, whose rule says the decider is never the requester.
ALTER TABLE "money_out_approvals" DROP CONSTRAINT "money_out_approvals_status";--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD CONSTRAINT "money_out_approvals_status" CHECK ("status" in ('pending', 'sending', 'sent', 'refused', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD COLUMN "withdrawn_by" uuid;--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "money_out_approvals" ADD CONSTRAINT "money_out_approvals_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
