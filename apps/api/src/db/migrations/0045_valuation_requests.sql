-- Valuation requests (issue 34, decision 070): the rotation's turn of each municipality, and each
-- request's professional, lead and consent. Hand-written (drizzle-kit's snapshots 0039/0042 collide).
CREATE TABLE "valuation_rotations" (
	"city_id" uuid NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "valuation_rotations_city_id_pk" PRIMARY KEY("city_id")
);
--> statement-breakpoint
CREATE TABLE "valuation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"professional_id" uuid,
	"agency_id" uuid,
	"crm_lead_id" uuid,
	"assigned_by" text NOT NULL,
	"rotation_turn" integer,
	"language" text NOT NULL,
	"consent_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valuation_requests_assigned_by_check" CHECK ("valuation_requests"."assigned_by" in ('choice', 'rotation')),
	CONSTRAINT "valuation_requests_turn_shape" CHECK (("valuation_requests"."assigned_by" = 'rotation') = ("valuation_requests"."rotation_turn" is not null))
);
--> statement-breakpoint
ALTER TABLE "valuation_rotations" ADD CONSTRAINT "valuation_rotations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_crm_lead_id_crm_leads_id_fk" FOREIGN KEY ("crm_lead_id") REFERENCES "public"."crm_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "valuation_requests_turn_key" ON "valuation_requests" USING btree ("city_id","rotation_turn");--> statement-breakpoint
CREATE UNIQUE INDEX "valuation_requests_lead_key" ON "valuation_requests" USING btree ("crm_lead_id");--> statement-breakpoint
CREATE INDEX "valuation_requests_rotation_idx" ON "valuation_requests" USING btree ("city_id","professional_id","rotation_turn") WHERE "valuation_requests"."rotation_turn" is not null;--> statement-breakpoint
CREATE INDEX "valuation_requests_created_idx" ON "valuation_requests" USING btree ("created_at");
