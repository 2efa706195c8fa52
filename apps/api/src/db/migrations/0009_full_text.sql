DROP INDEX "properties_title_trgm";--> statement-breakpoint
DROP INDEX "properties_city_trgm";--> statement-breakpoint
DROP INDEX "properties_address_trgm";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_vector_gin" ON "properties" USING gin ("search_vector") WHERE "properties"."status" in ('published', 'active');