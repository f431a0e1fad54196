DROP INDEX "float_ledger_merchant_type_created_idx";--> statement-breakpoint
CREATE INDEX "offramps_merchant_completed_desc_idx" ON "offramps" USING btree ("merchant_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_link_idx" ON "payments" USING btree ("payment_link_id") WHERE payment_link_id is not null;--> statement-breakpoint
CREATE INDEX "float_ledger_merchant_type_created_idx" ON "float_ledger" USING btree ("merchant_id","type","created_at","seq");