ALTER TABLE "audit_log" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "audit_log_account_id_idx" ON "audit_log" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id","id" DESC NULLS LAST);
