-- Market figures by municipality (issue 35, decision 074): the summary the market sweep keeps, and
-- each municipality's turn in that sweep.
CREATE TABLE "market_figures" (
	"city_id" uuid NOT NULL,
	"transaction" text NOT NULL,
	"category" text NOT NULL,
	"month" date NOT NULL,
	"listings" integer NOT NULL,
	"median_price_cents" integer,
	"median_price_per_m2_cents" integer,
	"median_days_on_market" integer,
	"epc_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_figures_city_id_transaction_category_month_pk" PRIMARY KEY("city_id","transaction","category","month"),
	CONSTRAINT "market_figures_listings_nonneg" CHECK ("market_figures"."listings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_sweeps" (
	"city_id" uuid PRIMARY KEY NOT NULL,
	"swept_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "market_figures" ADD CONSTRAINT "market_figures_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_sweeps" ADD CONSTRAINT "market_sweeps_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_sweeps_due_idx" ON "market_sweeps" USING btree ("swept_at");