CREATE TYPE "public"."alert_frequency" AS ENUM('instant', 'daily');--> statement-breakpoint
CREATE TYPE "public"."alert_kind" AS ENUM('search', 'price_drop');--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"price_cents" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "alert_kind" NOT NULL,
	"saved_search_id" uuid,
	"frequency" "alert_frequency" NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_search_has_saved_search" CHECK (("alert_subscriptions"."kind" = 'search') = ("alert_subscriptions"."saved_search_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_match_key" ON "alert_deliveries" USING btree ("subscription_id","property_id") WHERE "alert_deliveries"."price_cents" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_price_drop_key" ON "alert_deliveries" USING btree ("subscription_id","property_id","price_cents") WHERE "alert_deliveries"."price_cents" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_saved_search_key" ON "alert_subscriptions" USING btree ("saved_search_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_price_drop_key" ON "alert_subscriptions" USING btree ("user_id") WHERE "alert_subscriptions"."kind" = 'price_drop';--> statement-breakpoint
CREATE INDEX "alert_subscriptions_user_idx" ON "alert_subscriptions" USING btree ("user_id");