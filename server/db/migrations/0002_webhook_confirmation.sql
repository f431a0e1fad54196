ALTER TABLE "webhook_inbox" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "duplicates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "confirmation" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "confirmation_note" text;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "confirm_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_inbox_pending_idx" ON "webhook_inbox" USING btree ("confirmation","received_at");