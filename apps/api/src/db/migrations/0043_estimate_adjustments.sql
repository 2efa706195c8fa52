CREATE TABLE "estimate_adjustments" (
	"transaction" text NOT NULL,
	"comparable_group" text NOT NULL,
	"region" text NOT NULL,
	"coefficients" jsonb,
	"sample_size" integer DEFAULT 0 NOT NULL,
	"fitted_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "estimate_adjustments_transaction_comparable_group_region_pk" PRIMARY KEY("transaction","comparable_group","region"),
	CONSTRAINT "estimate_adjustments_sample_nonneg" CHECK ("estimate_adjustments"."sample_size" >= 0)
);
--> statement-breakpoint
CREATE INDEX "properties_agreed_location_gist" ON "properties" USING gist ("location") WHERE "properties"."status" = 'processing';--> statement-breakpoint
-- Every cell the sweep fits, unfitted (no adjustment) until it has run (decision 068).
INSERT INTO "estimate_adjustments" ("transaction", "comparable_group", "region")
SELECT t, g, r
FROM unnest(ARRAY['sale', 'rent']) AS t,
     unnest(ARRAY['apartment', 'house', 'office']) AS g,
     unnest(ARRAY['brussels', 'flanders', 'wallonia', 'belgium']) AS r;
