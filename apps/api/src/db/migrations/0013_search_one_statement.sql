DROP INDEX "properties_city_lower_idx";--> statement-breakpoint
DROP INDEX "properties_public_newest_idx";--> statement-breakpoint
DROP INDEX "properties_public_category_price_idx";--> statement-breakpoint
DROP INDEX "properties_boosted_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_city_newest_idx" ON "properties" USING btree (lower("city"),"published_at" DESC NULLS LAST,"id","city","type","category","price_cents","boosted_until") WHERE "properties"."status" in ('published', 'active');--> statement-breakpoint
CREATE INDEX "properties_city_lower_idx" ON "properties" USING btree (lower("city"),"type","price_cents","city") WHERE "properties"."status" in ('published', 'active');--> statement-breakpoint
CREATE INDEX "properties_public_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST,"id","boosted_until","type","category","price_cents","latitude","longitude","search_vector") WHERE "properties"."status" in ('published', 'active');--> statement-breakpoint
CREATE INDEX "properties_public_category_price_idx" ON "properties" USING btree ("category","price_cents","published_at" DESC NULLS LAST,"id") WHERE "properties"."status" in ('published', 'active');--> statement-breakpoint
CREATE INDEX "properties_boosted_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST,"id","boosted_until","type","category","price_cents","latitude","longitude","city") WHERE "properties"."boosted_until" is not null and "properties"."status" in ('published', 'active');