ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_ck";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_ck" CHECK ("wallet_ledger"."kind" in ('grant', 'redeem', 'cashback', 'refund', 'forfeit'));--> statement-breakpoint
-- Issue 19 (decision 0034): a code of audience 'account-deletion' confirms deleting an account; it signs nobody in.
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_audience_ck";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_audience_ck" CHECK ("audience" in ('customer', 'staff', 'account-deletion'));
