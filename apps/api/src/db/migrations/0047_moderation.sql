ALTER TYPE "public"."role" ADD VALUE 'staff';--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"case_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"listing_id" uuid,
	"user_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"severity" text NOT NULL,
	"decision" text,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"target_key" text NOT NULL,
	"reporter_key" text NOT NULL,
	"reporter_user_id" uuid,
	"reporter_email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"client_ip" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "moderation_state" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "moderation_case_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_before_hidden" "property_status";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "licence_verified_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "licence_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_listing_id_properties_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_signals" ADD CONSTRAINT "moderation_signals_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_case_idx" ON "audit_log" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_listing_key" ON "moderation_cases" USING btree ("listing_id") WHERE "moderation_cases"."target_kind" = 'listing' and "moderation_cases"."status" in ('open', 'appealed');--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_user_key" ON "moderation_cases" USING btree ("user_id") WHERE "moderation_cases"."target_kind" = 'user' and "moderation_cases"."status" in ('open', 'appealed');--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("status","updated_at") WHERE "moderation_cases"."status" in ('open', 'appealed');--> statement-breakpoint
CREATE INDEX "moderation_cases_user_idx" ON "moderation_cases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_listing_idx" ON "moderation_cases" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_open_key" ON "moderation_reports" USING btree ("target_key","reporter_key") WHERE "moderation_reports"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_reports_case_idx" ON "moderation_reports" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "moderation_reports_created_idx" ON "moderation_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_signals_case_kind_key" ON "moderation_signals" USING btree ("case_id","kind");--> statement-breakpoint
-- The audit log is append-only (decision 076): no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
