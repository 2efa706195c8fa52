CREATE TABLE "account_mail_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE INDEX "account_mail_requests_address_idx" ON "account_mail_requests" USING btree ("email","kind","created_at");--> statement-breakpoint
CREATE INDEX "account_mail_requests_pending_idx" ON "account_mail_requests" USING btree ("created_at") WHERE "account_mail_requests"."done_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_user_live_idx" ON "sessions" USING btree ("user_id","created_at") WHERE "sessions"."revoked_at" is null;