-- Every change that alters what a person may reach is announced on the `console_access` channel, whoever
-- makes it (a console instance, the `npm run console` commands, an operator with psql): each instance
-- forgets the access it remembered and ends the streams and long reads that no longer hold. The notice is
-- sent when the change commits, so no instance re-reads access before it can see the change.
CREATE FUNCTION "console_notify_access"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	"row" record;
	"payload" jsonb;
BEGIN
	IF TG_OP = 'DELETE' THEN "row" := OLD; ELSE "row" := NEW; END IF;
	IF TG_TABLE_NAME = 'merchant_accounts' THEN
		"payload" := jsonb_build_object('accountId', "row".id);
	ELSIF TG_TABLE_NAME = 'users' THEN
		"payload" := jsonb_build_object('userId', "row".id);
	ELSIF TG_TABLE_NAME = 'memberships' THEN
		"payload" := jsonb_build_object('userId', "row".user_id, 'accountId', "row".account_id);
	ELSIF TG_TABLE_NAME = 'revoked_sessions' THEN
		"payload" := jsonb_build_object('userId', "row".user_id, 'sessionId', "row".session_id);
	ELSE
		"payload" := jsonb_build_object('userId', "row".user_id);
	END IF;
	PERFORM pg_notify('console_access', "payload"::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "memberships_access" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
	FOR EACH ROW EXECUTE FUNCTION "console_notify_access"();
--> statement-breakpoint
CREATE TRIGGER "revoked_sessions_access" AFTER INSERT ON "revoked_sessions"
	FOR EACH ROW EXECUTE FUNCTION "console_notify_access"();
--> statement-breakpoint
CREATE TRIGGER "user_two_factor_access" AFTER INSERT OR UPDATE OF "confirmed_at" OR DELETE ON "user_two_factor"
	FOR EACH ROW EXECUTE FUNCTION "console_notify_access"();
--> statement-breakpoint
CREATE TRIGGER "users_access" AFTER UPDATE ON "users"
	FOR EACH ROW WHEN (
		OLD.is_active IS DISTINCT FROM NEW.is_active
		OR OLD.sessions_valid_after IS DISTINCT FROM NEW.sessions_valid_after
		OR OLD.session_kept IS DISTINCT FROM NEW.session_kept
		OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
	) EXECUTE FUNCTION "console_notify_access"();
--> statement-breakpoint
CREATE TRIGGER "users_removed_access" AFTER DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "console_notify_access"();
--> statement-breakpoint
CREATE TRIGGER "merchant_accounts_access" AFTER UPDATE ON "merchant_accounts"
	FOR EACH ROW WHEN (
		OLD.require_two_factor IS DISTINCT FROM NEW.require_two_factor
		OR OLD.key_id IS DISTINCT FROM NEW.key_id
		OR OLD.encrypted_signing_key IS DISTINCT FROM NEW.encrypted_signing_key
		OR OLD.base_url IS DISTINCT FROM NEW.base_url
		OR OLD.capabilities IS DISTINCT FROM NEW.capabilities
	) EXECUTE FUNCTION "console_notify_access"();
--> statement-breakpoint
CREATE TRIGGER "merchant_accounts_removed_access" AFTER DELETE ON "merchant_accounts"
	FOR EACH ROW EXECUTE FUNCTION "console_notify_access"();
--> statement-breakpoint
-- One pace per account and operation for every long read (exports, charts, reconciliation, runway, the
-- payment index), shared by all instances: `next_at` is when the next long-read call may go.
CREATE TABLE "long_read_pace" (
	"account_id" uuid NOT NULL,
	"operation_id" text NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"limit_per_minute" integer,
	CONSTRAINT "long_read_pace_pkey" PRIMARY KEY ("account_id", "operation_id")
);
--> statement-breakpoint
ALTER TABLE "long_read_pace" ADD CONSTRAINT "long_read_pace_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The long reads running now, so one person's count is known across instances; an instance renews
-- `seen_at` of its own rows while they run, and a row not renewed (a crashed instance) stops counting.
CREATE TABLE "long_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"instance_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "long_reads" ADD CONSTRAINT "long_reads_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "long_reads" ADD CONSTRAINT "long_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "long_reads_user_account_idx" ON "long_reads" USING btree ("user_id","account_id");
