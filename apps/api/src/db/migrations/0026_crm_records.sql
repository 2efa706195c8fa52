CREATE TABLE "crm_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agency_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"budget_cents" bigint NOT NULL,
	"property_types" text[] NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "crm_contacts_type_check" CHECK ("crm_contacts"."type" in ('buy', 'sale', 'rent'))
);
--> statement-breakpoint
CREATE TABLE "crm_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agency_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"lead_id" uuid,
	CONSTRAINT "crm_customers_status_check" CHECK ("crm_customers"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "crm_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agency_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"lead_type" text NOT NULL,
	"property_type" text NOT NULL,
	"target_price_cents" bigint,
	"target_date" date,
	"lead_source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"property_id" uuid,
	"property_lead_id" uuid,
	CONSTRAINT "crm_leads_status_check" CHECK ("crm_leads"."status" in ('new', 'inProgress', 'converted', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "crm_opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agency_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_name" text NOT NULL,
	"property_details" text NOT NULL,
	"transaction_type" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"potential_matches" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"last_contact_date" date NOT NULL,
	"next_action" text NOT NULL,
	"notes" text NOT NULL,
	"customer_id" uuid,
	"lead_id" uuid,
	CONSTRAINT "crm_opportunities_progress_check" CHECK ("crm_opportunities"."progress" between 0 and 100),
	CONSTRAINT "crm_opportunities_matches_check" CHECK ("crm_opportunities"."potential_matches" >= 0),
	CONSTRAINT "crm_opportunities_status_check" CHECK ("crm_opportunities"."status" in ('active', 'negotiating', 'pending', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_lead_id_crm_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."crm_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_property_lead_id_property_leads_id_fk" FOREIGN KEY ("property_lead_id") REFERENCES "public"."property_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_opportunities" ADD CONSTRAINT "crm_opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_opportunities" ADD CONSTRAINT "crm_opportunities_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_opportunities" ADD CONSTRAINT "crm_opportunities_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_opportunities" ADD CONSTRAINT "crm_opportunities_lead_id_crm_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."crm_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_contacts_agency_idx" ON "crm_contacts" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_contacts_owner_idx" ON "crm_contacts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_customers_agency_idx" ON "crm_customers" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_customers_owner_idx" ON "crm_customers" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customers_lead_key" ON "crm_customers" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "crm_leads_agency_idx" ON "crm_leads" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_leads_owner_idx" ON "crm_leads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_leads_property_lead_key" ON "crm_leads" USING btree ("property_lead_id");--> statement-breakpoint
CREATE INDEX "crm_opportunities_agency_idx" ON "crm_opportunities" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_opportunities_owner_idx" ON "crm_opportunities" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_opportunities_lead_key" ON "crm_opportunities" USING btree ("lead_id");--> statement-breakpoint
-- Decision 035: the leads a listing's contact form recorded before the CRM existed become CRM leads
-- of the person who received them (the listing's agent, else its owner), in the listing's agency.
INSERT INTO "crm_leads" ("owner_id", "agency_id", "name", "email", "phone", "lead_type", "property_type", "target_price_cents", "lead_source", "status", "notes", "property_id", "property_lead_id", "created_at", "updated_at")
SELECT pl."owner_id",
  coalesce(p."agency_id", u."agency_id", (SELECT a."id" FROM "agencies" a WHERE a."owner_id" = u."id" LIMIT 1)),
  pl."name", pl."email", nullif(pl."phone", ''),
  CASE p."type" WHEN 'rent' THEN 'tenant' ELSE 'buyer' END,
  coalesce(p."category"::text, 'apartments'),
  p."price_cents", 'website', 'new', pl."message", pl."property_id", pl."id", pl."created_at", pl."created_at"
FROM "property_leads" pl
JOIN "properties" p ON p."id" = pl."property_id"
JOIN "users" u ON u."id" = pl."owner_id"
WHERE u."role" IN ('individual', 'agency');
