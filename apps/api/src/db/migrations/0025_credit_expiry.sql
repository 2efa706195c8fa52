ALTER TABLE "credit_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_expiry_key" ON "credit_ledger" USING btree ("reference") WHERE "credit_ledger"."reason" = 'expiry';--> statement-breakpoint
CREATE INDEX "credit_ledger_due_idx" ON "credit_ledger" USING btree ("expires_at") WHERE "credit_ledger"."expires_at" is not null and "credit_ledger"."settled_at" is null;