CREATE TABLE "crm_sharing_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_email" text NOT NULL,
	"agency_id" uuid,
	"holder_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_sharing_refusals_one_holder" CHECK (("crm_sharing_refusals"."agency_id" is null) <> ("crm_sharing_refusals"."holder_user_id" is null)),
	CONSTRAINT "crm_sharing_refusals_email_lower" CHECK ("crm_sharing_refusals"."customer_email" = lower("crm_sharing_refusals"."customer_email"))
);
--> statement-breakpoint
ALTER TABLE "crm_sharing_refusals" ADD CONSTRAINT "crm_sharing_refusals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sharing_refusals" ADD CONSTRAINT "crm_sharing_refusals_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_sharing_refusals_agency_key" ON "crm_sharing_refusals" USING btree ("customer_email","agency_id") WHERE "crm_sharing_refusals"."agency_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_sharing_refusals_agent_key" ON "crm_sharing_refusals" USING btree ("customer_email","holder_user_id") WHERE "crm_sharing_refusals"."holder_user_id" is not null;--> statement-breakpoint
CREATE INDEX "crm_contacts_email_idx" ON "crm_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "crm_customers_email_idx" ON "crm_customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "crm_leads_email_idx" ON "crm_leads" USING btree (lower("email"));