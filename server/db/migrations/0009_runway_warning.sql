ALTER TABLE "merchant_accounts" ADD COLUMN "runway_warning_days" integer;
