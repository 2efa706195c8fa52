DROP INDEX "properties_city_lower_idx";--> statement-breakpoint
DROP INDEX "properties_boosted_idx";--> statement-breakpoint
CREATE INDEX "properties_boosted_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "properties"."boosted_until" is not null and "properties"."status" in ('published', 'active');--> statement-breakpoint
CREATE INDEX "properties_city_lower_idx" ON "properties" USING btree (lower("city"),"type","price_cents","status");--> statement-breakpoint
CREATE INDEX "properties_boosted_idx" ON "properties" USING btree ("boosted_until","status") WHERE "properties"."boosted_until" is not null;